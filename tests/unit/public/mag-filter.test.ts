import { describe, expect, it } from "vitest";
import { articleAliases } from "../../../src/features/mag/articleAliases.ts";
import {
  articlesInCategory,
  countByCategory,
  readCategory,
} from "../../../src/features/mag/magazineFilter.ts";

const articles = [
  { id: "1", category: "conseils" },
  { id: "2", category: "budget" },
  { id: "3", category: "conseils" },
];

describe("the magazine's category filter", () => {
  it("reads the category from the address", () => {
    expect(readCategory({ category: "budget" })).toBe("budget");
    expect(readCategory({ category: 2026 })).toBe("2026");
    expect(readCategory({ category: { nested: true } })).toBe("");
  });

  it("keeps one category's articles, or all of them", () => {
    expect(articlesInCategory(articles, "conseils").map((article) => article.id)).toEqual([
      "1",
      "3",
    ]);
    expect(articlesInCategory(articles, "")).toHaveLength(3);
    expect(articlesInCategory(articles, "villes")).toEqual([]);
  });

  it("counts articles per category", () => {
    expect(Object.fromEntries(countByCategory(articles))).toEqual({ conseils: 2, budget: 1 });
  });
});

describe("an article's aliases", () => {
  it("gives the switcher each language's alias", () => {
    expect(articleAliases({ alias_fr: "budget-etudiant", alias_en: "student-budget" })).toEqual({
      fr: { alias: "budget-etudiant" },
      en: { alias: "student-budget" },
    });
  });
});
