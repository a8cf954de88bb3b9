import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  vi.stubEnv("VITE_API_BASE", "http://localhost/");
});

import { renderAppAt } from "../renderApp.tsx";
import { api, HttpResponse, http, startContentServer } from "./editorial-server.ts";

const card = (id: number, category: string, aliasFr: string, aliasEn: string, title: string) => ({
  id,
  alias_fr: aliasFr,
  alias_en: aliasEn,
  category,
  date: "2026-10-28",
  title,
  abstract: `Résumé de ${title}`,
  picture: `/files/pictures/${aliasEn}.svg`,
  pictureAlt: title,
});

const dossier = card(
  1,
  "conseils",
  "reussir-son-dossier",
  "a-winning-application",
  "Réussir son dossier",
);
const budget = card(2, "budget", "budget-etudiant", "student-budget", "Le budget étudiant");
const garant = card(3, "conseils", "trouver-un-garant", "finding-a-guarantor", "Trouver un garant");

const magazine = {
  categories: [
    { id: "conseils", name: "Conseils" },
    { id: "budget", name: "Budget" },
  ],
  items: [dossier, budget, garant],
};

const article = {
  ...dossier,
  body: [
    "<h2>Rassemblez vos pièces</h2>",
    "<p>Préparez-les en PDF.</p>",
    "<script>window.hacked = true</script>",
    '<img src="x.png" onerror="window.hacked = true">',
    '<p><a href="https://example.org/guide" target="_blank">Guide externe</a></p>',
    '<p><a href="route:faq">Toutes nos réponses</a></p>',
    '<p><a href="route:mag">Tous nos articles</a></p>',
  ].join(""),
  related: [garant],
};

const server = startContentServer(
  http.get(api("/fr/api/content/mag"), () => HttpResponse.json(magazine)),
  http.get(api("/fr/api/content/mag/:alias"), ({ params }) =>
    params.alias === dossier.alias_fr || params.alias === dossier.alias_en
      ? HttpResponse.json(article)
      : HttpResponse.json({ error: "notFound" }, { status: 404 }),
  ),
);

afterEach(() => {
  vi.restoreAllMocks();
});

const articleTitles = () =>
  within(screen.getByRole("main"))
    .queryAllByRole("heading", { level: 2 })
    .map((heading) => heading.textContent);

describe("magazine list", () => {
  it("lists the articles with their date, linking to each article", async () => {
    await renderAppAt("/fr/magazine");
    await screen.findByRole("heading", { level: 1, name: "Le magazine" });
    expect(articleTitles()).toEqual([
      "Réussir son dossier",
      "Le budget étudiant",
      "Trouver un garant",
    ]);
    const link = screen.getByRole("link", { name: "Le budget étudiant" });
    expect(link.getAttribute("href")).toBe("/fr/magazine/budget-etudiant");
    expect(screen.getAllByText("28 octobre 2026")[0]?.getAttribute("datetime")).toBe("2026-10-28");
  });

  it("filters by category through the address, with counts", async () => {
    const user = userEvent.setup();
    const { router } = await renderAppAt("/fr/magazine");
    await screen.findByRole("heading", { level: 1, name: "Le magazine" });
    const categories = screen.getByRole("navigation", { name: "Catégories du magazine" });
    expect(
      within(categories)
        .getByRole("link", { name: "Tous les articles (3)" })
        .getAttribute("aria-current"),
    ).toBe("page");

    await user.click(within(categories).getByRole("link", { name: "Conseils (2)" }));
    await waitFor(() => expect(router.state.location.search).toEqual({ category: "conseils" }));
    await waitFor(() =>
      expect(articleTitles()).toEqual(["Réussir son dossier", "Trouver un garant"]),
    );
    expect(
      within(categories).getByRole("link", { name: "Conseils (2)" }).getAttribute("aria-current"),
    ).toBe("page");
  });

  it("says so when a category has no article", async () => {
    await renderAppAt("/fr/magazine?category=villes");
    expect(
      await screen.findByText("Aucun article dans cette catégorie pour le moment."),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "Voir tous les articles" }).getAttribute("href")).toBe(
      "/fr/magazine",
    );
  });

  it("shows the error page when the content service fails, and retries", async () => {
    let failing = true;
    server.use(
      http.get(api("/fr/api/content/mag"), () =>
        failing
          ? HttpResponse.json({ error: "internal" }, { status: 500 })
          : HttpResponse.json(magazine),
      ),
    );
    // The router reports the failed load; the page under test is what the visitor sees.
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const user = userEvent.setup();
    await renderAppAt("/fr/magazine");
    // ky retries a failed GET twice before giving up.
    const retry = await screen.findByRole("button", { name: "Réessayer" }, { timeout: 5000 });
    expect(screen.getByRole("heading", { level: 1, name: "Une erreur est survenue" })).toBeTruthy();
    failing = false;
    await user.click(retry);
    expect(
      await screen.findByRole("heading", { level: 1, name: "Le magazine" }, { timeout: 5000 }),
    ).toBeTruthy();
  }, 15_000);
});

describe("article page", () => {
  it("renders the article with its date, sized picture and a back link", async () => {
    await renderAppAt("/fr/magazine/reussir-son-dossier");
    await screen.findByRole("heading", { level: 1, name: "Réussir son dossier" });
    expect(screen.getByRole("link", { name: "Retour au magazine" }).getAttribute("href")).toBe(
      "/fr/magazine",
    );
    expect(screen.getByRole("link", { name: "Conseils" }).getAttribute("href")).toBe(
      "/fr/magazine?category=conseils",
    );
    const picture = screen.getByRole("img", { name: "Réussir son dossier" });
    expect(picture.getAttribute("src")).toBe(
      "http://localhost/files/pictures/a-winning-application.svg",
    );
    expect([picture.getAttribute("width"), picture.getAttribute("height")]).toEqual([
      "1200",
      "675",
    ]);
    expect(screen.getByRole("heading", { level: 2, name: "Rassemblez vos pièces" })).toBeTruthy();
    expect(document.title).toBe("Réussir son dossier | Hestia Campus");
  });

  it("renders the body sanitised: no script, no event handler, safe new-tab links", async () => {
    await renderAppAt("/fr/magazine/reussir-son-dossier");
    await screen.findByText("Préparez-les en PDF.");
    const main = screen.getByRole("main");
    expect(main.querySelector("script")).toBeNull();
    expect(main.querySelector("[onerror]")).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
    const external = screen.getByRole("link", { name: "Guide externe" });
    expect(external.getAttribute("rel")).toBe("noopener noreferrer");
    expect(screen.getByRole("link", { name: "Toutes nos réponses" }).getAttribute("href")).toBe(
      "/fr/faq",
    );
  });

  it("declares its English alias for the language switch", async () => {
    await renderAppAt("/fr/magazine/reussir-son-dossier");
    await screen.findByRole("heading", { level: 1, name: "Réussir son dossier" });
    expect(
      screen.getByRole("link", { name: "EN (English), changer de langue" }).getAttribute("href"),
    ).toBe("/en/magazine/a-winning-application");
    await waitFor(() => {
      const english = document.head.querySelector('link[rel="alternate"][hreflang="en"]');
      expect(english?.getAttribute("href")).toMatch(/\/en\/magazine\/a-winning-application$/);
    });
  });

  it("sends the other language's alias to this language's address", async () => {
    const { router } = await renderAppAt("/fr/magazine/a-winning-application");
    await screen.findByRole("heading", { level: 1, name: "Réussir son dossier" });
    expect(router.state.location.pathname).toBe("/fr/magazine/reussir-son-dossier");
  });

  it("follows a link of the body inside the app", async () => {
    const user = userEvent.setup();
    const { router } = await renderAppAt("/fr/magazine/reussir-son-dossier");
    await user.click(await screen.findByRole("link", { name: "Tous nos articles" }));
    await screen.findByRole("heading", { level: 1, name: "Le magazine" });
    expect(router.state.location.pathname).toBe("/fr/magazine");
  });

  it("lists related articles", async () => {
    await renderAppAt("/fr/magazine/reussir-son-dossier");
    const related = await screen.findByRole("region", { name: "À lire aussi" });
    expect(
      within(related).getByRole("link", { name: "Trouver un garant" }).getAttribute("href"),
    ).toBe("/fr/magazine/trouver-un-garant");
  });

  it("shows the not-found page for an unknown article", async () => {
    await renderAppAt("/fr/magazine/nulle-part");
    expect(await screen.findByRole("heading", { level: 1, name: "Page introuvable" })).toBeTruthy();
  });
});
