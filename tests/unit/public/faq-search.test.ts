import { describe, expect, it } from "vitest";
import {
  countByTheme,
  groupByTheme,
  htmlToText,
  inTheme,
  normalizeForSearch,
  queryWords,
  searchFaq,
} from "../../../src/features/faq/faqSearch.ts";

const item = (theme: string, question: string, response: string, detail = "") => ({
  theme,
  question,
  response,
  detail,
});

const items = [
  item("bail", "Comment résilier mon bail ?", "<p>Le préavis est d&#39;un mois.</p>"),
  item(
    "garants",
    "Faut-il un garant ?",
    "<p>Un garant ou une <strong>garantie</strong> Visale.</p>",
  ),
  item(
    "garants",
    "Qu’est-ce que Garantme ?",
    "<p>Un service payant.</p>",
    "<p>Cotisation annuelle.</p>",
  ),
  item("paiement", "Quels moyens de paiement ?", "<p>CB Visa et MasterCard&nbsp;: oui.</p>"),
];

describe("normalizeForSearch", () => {
  it("drops accents and case, plain apostrophes, single spaces", () => {
    expect(normalizeForSearch("  Qu’est-ce   que le PRÉAVIS ?  ")).toBe(
      "qu'est-ce que le preavis ?",
    );
    expect(normalizeForSearch("Œuvre ÉTÉ àÇ")).toBe("œuvre ete ac");
  });
});

describe("htmlToText", () => {
  it("keeps the text of HTML, with entities decoded", () => {
    expect(htmlToText("<p>Le préavis est d&#39;un mois&nbsp;&amp; plus</p>").trim()).toBe(
      "Le préavis est d'un mois & plus",
    );
    expect(htmlToText("&#x2019;&unknown;")).toBe("’&unknown;");
  });
});

describe("queryWords", () => {
  it("splits a query into normalised words, without punctuation", () => {
    expect(queryWords(" Dépôt, de GARANTIE ? ")).toEqual(["depot", "de", "garantie"]);
    expect(queryWords("   ")).toEqual([]);
  });
});

describe("searchFaq", () => {
  const questions = (query: string) => searchFaq(items, query).map((found) => found.question);

  it("finds questions whatever the accents and case typed", () => {
    expect(questions("resilier")).toEqual(["Comment résilier mon bail ?"]);
    expect(questions("PRÉAVIS")).toEqual(["Comment résilier mon bail ?"]);
  });

  it("searches answers and details as text, never their markup", () => {
    expect(questions("garantie visale")).toEqual(["Faut-il un garant ?"]);
    expect(questions("cotisation")).toEqual(["Qu’est-ce que Garantme ?"]);
    expect(questions("strong")).toEqual([]);
  });

  it("needs every word, in any order", () => {
    expect(questions("mastercard visa")).toEqual(["Quels moyens de paiement ?"]);
    expect(questions("visa bail")).toEqual([]);
  });

  it("matches typographic and plain apostrophes alike", () => {
    expect(questions("qu'est-ce")).toEqual(["Qu’est-ce que Garantme ?"]);
  });

  it("keeps everything for an empty query", () => {
    expect(searchFaq(items, "  ")).toHaveLength(items.length);
  });
});

describe("themes", () => {
  it("counts items per theme", () => {
    expect(Object.fromEntries(countByTheme(items))).toEqual({ bail: 1, garants: 2, paiement: 1 });
  });

  it("keeps one theme, or all of them for none", () => {
    expect(inTheme(items, "garants").map((found) => found.theme)).toEqual(["garants", "garants"]);
    expect(inTheme(items, "")).toHaveLength(4);
  });

  it("groups items in the themes' order, unknown themes last, empty themes out", () => {
    const themes = [
      { id: "garants", name: "Garants" },
      { id: "compte", name: "Mon compte" },
      { id: "bail", name: "Bail" },
    ];
    const sections = groupByTheme(items, themes);
    expect(sections.map((section) => [section.theme?.name, section.items.length])).toEqual([
      ["Garants", 2],
      ["Bail", 1],
      [undefined, 1],
    ]);
  });
});
