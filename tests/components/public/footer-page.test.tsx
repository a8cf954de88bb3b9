import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  vi.stubEnv("VITE_API_BASE", "http://localhost/");
});

import { renderAppAt } from "../renderApp.tsx";
import { api, HttpResponse, http, startContentServer } from "./editorial-server.ts";

const legalNotice = {
  id: 1,
  order: 1,
  slug_fr: "mentions-legales",
  slug_en: "legal-notice",
  title: "Mentions légales",
  body: '<p>Le site est édité par une société fictive.</p><iframe src="https://evil.example"></iframe>',
};

startContentServer(
  http.get(api("/fr/api/content/footer_page/:slug"), ({ params }) =>
    params.slug === "mentions-legales" || params.slug === "legal-notice"
      ? HttpResponse.json(legalNotice)
      : HttpResponse.json({ error: "notFound" }, { status: 404 }),
  ),
);

describe("footer page", () => {
  it("shows the page found by its slug, sanitised, with its English slug for the switch", async () => {
    await renderAppAt("/fr/pages/mentions-legales");
    await screen.findByRole("heading", { level: 1, name: "Mentions légales" });
    expect(screen.getByText("Le site est édité par une société fictive.")).toBeTruthy();
    expect(screen.getByRole("main").querySelector("iframe")).toBeNull();
    expect(
      screen.getByRole("link", { name: "EN (English), changer de langue" }).getAttribute("href"),
    ).toBe("/en/pages/legal-notice");
    await waitFor(() =>
      expect(
        document.head.querySelector('link[rel="alternate"][hreflang="en"]')?.getAttribute("href"),
      ).toMatch(/\/en\/pages\/legal-notice$/),
    );
  });

  it("sends the other language's slug to this language's address", async () => {
    const { router } = await renderAppAt("/fr/pages/legal-notice");
    await screen.findByRole("heading", { level: 1, name: "Mentions légales" });
    expect(router.state.location.pathname).toBe("/fr/pages/mentions-legales");
  });

  it("says the page was not found, with a way home, when there is none", async () => {
    await renderAppAt("/fr/pages/nulle-part");
    expect(
      await screen.findByRole("heading", {
        level: 1,
        name: "La page demandée n'a pas été trouvée",
      }),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "Retour à l'accueil" }).getAttribute("href")).toBe(
      "/fr",
    );
  });
});
