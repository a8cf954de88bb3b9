import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  vi.stubEnv("VITE_API_BASE", "http://localhost/");
});

import { renderAppAt } from "../renderApp.tsx";
import { api, HttpResponse, http, startContentServer } from "./editorial-server.ts";

const sitemaps = {
  fr: {
    sections: [
      {
        id: "pages",
        title: "Pages",
        links: [
          { label: "Questions fréquentes", route: "faq", params: {} },
          // Unknown to the app's route table: left out rather than linked to nowhere.
          { label: "Ancienne page", route: "legacyPage", params: {} },
        ],
      },
      {
        id: "residences",
        title: "Résidences",
        links: [
          {
            label: "Résidence Lyon Gerland",
            route: "residenceDetails",
            params: { alias: "lyon-gerland" },
            links: [
              {
                label: "Studio",
                route: "typologies",
                params: { aliasResidence: "lyon-gerland", aliasTypology: "studio" },
              },
            ],
          },
          // A residence without its alias cannot be linked.
          { label: "Résidence sans adresse", route: "residenceDetails", params: {} },
        ],
      },
      {
        id: "mag",
        title: "Magazine",
        links: [
          {
            label: "Réussir son dossier",
            route: "newsDetails",
            params: { alias: "reussir-son-dossier" },
          },
        ],
      },
    ],
  },
  en: {
    sections: [
      {
        id: "mag",
        title: "Magazine",
        links: [
          {
            label: "A winning application",
            route: "newsDetails",
            params: { alias: "a-winning-application" },
          },
        ],
      },
    ],
  },
};

startContentServer(
  http.get(api("/:locale/api/content/sitemap"), ({ params }) =>
    HttpResponse.json(sitemaps[params.locale as "fr" | "en"]),
  ),
);

describe("sitemap page", () => {
  it("lists pages, residences with their flats, and articles as links in French", async () => {
    await renderAppAt("/fr/plan-du-site");
    await screen.findByRole("heading", { level: 1, name: "Plan du site" });
    const residences = screen.getByRole("region", { name: "Résidences" });
    const residence = within(residences).getByRole("link", { name: "Résidence Lyon Gerland" });
    expect(residence.getAttribute("href")).toBe("/fr/residences-etudiantes/lyon-gerland");
    // The flat type is nested under its residence.
    const nested = residence.closest("li")?.querySelector("ul");
    expect(
      within(nested as HTMLElement)
        .getByRole("link", { name: "Studio" })
        .getAttribute("href"),
    ).toBe("/fr/logements/lyon-gerland/studio");
    const mag = screen.getByRole("region", { name: "Magazine" });
    expect(
      within(mag).getByRole("link", { name: "Réussir son dossier" }).getAttribute("href"),
    ).toBe("/fr/magazine/reussir-son-dossier");
    expect(screen.getByRole("link", { name: "Questions fréquentes" }).getAttribute("href")).toBe(
      "/fr/faq",
    );
  });

  it("leaves out entries the app cannot link", async () => {
    await renderAppAt("/fr/plan-du-site");
    await screen.findByRole("heading", { level: 1, name: "Plan du site" });
    expect(screen.queryByText("Ancienne page")).toBeNull();
    expect(screen.queryByText("Résidence sans adresse")).toBeNull();
  });

  it("links in the current language", async () => {
    await renderAppAt("/en/sitemap");
    const link = await screen.findByRole("link", { name: "A winning application" });
    expect(link.getAttribute("href")).toBe("/en/magazine/a-winning-application");
  });
});
