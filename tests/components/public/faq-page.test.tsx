import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  vi.stubEnv("VITE_API_BASE", "http://localhost/");
});

import { renderAppAt } from "../renderApp.tsx";
import { exportRest, HttpResponse, startContentServer } from "./editorial-server.ts";

const faq = {
  fr: {
    themes: [
      { id: "reservation", name: "Réserver un logement" },
      { id: "garants", name: "Garants et garanties" },
    ],
    items: [
      {
        theme: "reservation",
        question: "Comment réserver un logement ?",
        response:
          '<p>Choisissez un logement. Lisez <a href="route:newsDetails?alias=budget-etudiant">notre article budget</a>.</p>',
        internalLink: { route: "book" },
        detail: null,
        alias_fr: "comment-reserver",
        alias_en: "how-to-book",
      },
      {
        theme: "reservation",
        question: "Quel est le délai de préavis ?",
        response: "<p>Le préavis est d&#39;un mois.</p>",
        internalLink: null,
        alias_fr: "preavis",
        alias_en: "notice",
      },
      {
        theme: "garants",
        question: "Faut-il un garant ?",
        response: '<p onclick="steal()">Un garant doit gagner 4 fois le loyer.</p>',
        internalLink: null,
        alias_fr: "garant",
        alias_en: "guarantor",
      },
      {
        theme: "garants",
        question: "Qu'est-ce que la garantie Visale ?",
        response: "<p>Une caution <strong>gratuite</strong> pour les moins de 30 ans.</p>",
        internalLink: null,
        alias_fr: "visale",
        alias_en: "visale",
      },
    ],
  },
  en: {
    themes: [{ id: "reservation", name: "Booking a flat" }],
    items: [
      {
        theme: "reservation",
        question: "How do I book a flat?",
        response:
          '<p>Pick a flat. Read <a href="route:newsDetails?alias=monthly-budget">our budget article</a>.</p>',
        internalLink: { route: "book" },
        alias_fr: "comment-reserver",
        alias_en: "how-to-book",
      },
    ],
  },
};

startContentServer(
  exportRest((route) => {
    const locale = /^\/(fr|en)\/api\/content\/faq$/.exec(route)?.[1] as "fr" | "en" | undefined;
    return locale
      ? HttpResponse.json(faq[locale])
      : HttpResponse.json({ error: "notFound" }, { status: 404 });
  }),
);

/** Questions are the level-3 headings of the page (each holds its disclosure button). */
const questionTexts = () =>
  within(screen.getByRole("main"))
    .queryAllByRole("heading", { level: 3 })
    .map((heading) => heading.textContent);

async function openFaq(path: string) {
  const view = await renderAppAt(path);
  await screen.findByRole("heading", { level: 1, name: "Questions fréquentes" });
  return view;
}

describe("FAQ page", () => {
  it("lists every question under its theme heading", async () => {
    await openFaq("/fr/faq");
    expect(questionTexts()).toHaveLength(4);
    const theme = screen.getByRole("region", { name: "Garants et garanties" });
    expect(
      within(theme)
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(["Faut-il un garant ?", "Qu'est-ce que la garantie Visale ?"]);
  });

  it("filters as one types, without regard to accents or case, and keeps it in the address", async () => {
    const user = userEvent.setup();
    const { router } = await openFaq("/fr/faq");
    await user.type(screen.getByRole("searchbox", { name: "Rechercher une question" }), "PREAVIS");
    expect(questionTexts()).toEqual(["Quel est le délai de préavis ?"]);
    expect(screen.getByRole("status").textContent).toBe("1 question");
    await waitFor(() => expect(router.state.location.search).toMatchObject({ q: "PREAVIS" }));
  });

  it("searches the answers' text, not their markup", async () => {
    const user = userEvent.setup();
    await openFaq("/fr/faq");
    const box = screen.getByRole("searchbox", { name: "Rechercher une question" });
    await user.type(box, "caution gratuite");
    expect(questionTexts()).toEqual(["Qu'est-ce que la garantie Visale ?"]);
    await user.clear(box);
    await user.type(box, "strong");
    expect(questionTexts()).toEqual([]);
    expect(screen.getByRole("status").textContent).toBe(
      "Aucune question ne correspond à votre recherche.",
    );
  });

  it("filters by theme with counts, and opens on a shared address", async () => {
    const user = userEvent.setup();
    const { router } = await openFaq("/fr/faq");
    expect(screen.getByRole("button", { name: "Toutes les questions (4)" })).toHaveProperty(
      "ariaPressed",
      "true",
    );
    await user.click(screen.getByRole("button", { name: "Garants et garanties (2)" }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ theme: "garants" }));
    expect(questionTexts()).toEqual(["Faut-il un garant ?", "Qu'est-ce que la garantie Visale ?"]);
    expect(
      screen.getByRole("button", { name: "Garants et garanties (2)" }).getAttribute("aria-pressed"),
    ).toBe("true");
  });

  it("restores a search and a theme from the address", async () => {
    await openFaq("/fr/faq?q=visale&theme=garants");
    expect(screen.getByRole("searchbox")).toHaveProperty("value", "visale");
    expect(questionTexts()).toEqual(["Qu'est-ce que la garantie Visale ?"]);
    // Counts follow the search: one of the two guarantor questions matches "visale".
    expect(
      screen.getByRole("button", { name: "Garants et garanties (1)" }).getAttribute("aria-pressed"),
    ).toBe("true");
  });

  it("opens and closes an answer from the keyboard", async () => {
    const user = userEvent.setup();
    await openFaq("/fr/faq");
    const question = screen.getByRole("button", { name: "Faut-il un garant ?" });
    expect(question.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("region", { name: "Faut-il un garant ?" })).toBeNull();

    question.focus();
    await user.keyboard("{Enter}");
    expect(question.getAttribute("aria-expanded")).toBe("true");
    const answer = screen.getByRole("region", { name: "Faut-il un garant ?" });
    expect(question.getAttribute("aria-controls")).toBe(answer.id);
    expect(answer.textContent).toContain("Un garant doit gagner 4 fois le loyer.");
    // Sanitised: the answer's event handler does not reach the page.
    expect(answer.innerHTML).not.toContain("onclick");

    await user.keyboard(" ");
    expect(question.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("region", { name: "Faut-il un garant ?" })).toBeNull();
  });

  it.each([
    [
      "fr",
      "/fr/faq",
      "Comment réserver un logement ?",
      "/fr/comment-reserver-residence-etudiante",
      "notre article budget",
      "/fr/magazine/budget-etudiant",
    ],
    [
      "en",
      "/en/faq",
      "How do I book a flat?",
      "/en/how-to-book-student-residence",
      "our budget article",
      "/en/magazine/monthly-budget",
    ],
  ])(
    "resolves internal links in %s",
    async (_locale, path, question, bookHref, inlineText, inlineHref) => {
      const user = userEvent.setup();
      await renderAppAt(path);
      await user.click(await screen.findByRole("button", { name: question }));
      const answer = screen.getByRole("region", { name: question });
      expect(
        within(answer)
          .getByRole("link", { name: /Comment réserver|How to book/ })
          .getAttribute("href"),
      ).toBe(bookHref);
      expect(within(answer).getByRole("link", { name: inlineText }).getAttribute("href")).toBe(
        inlineHref,
      );
    },
  );
});
