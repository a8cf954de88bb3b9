import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  vi.stubEnv("VITE_API_BASE", "http://localhost/");
});

import { renderAppAt } from "../renderApp.tsx";
import { api, HttpResponse, http, startContentServer } from "./editorial-server.ts";

const intake = {
  id: 7,
  title: "Rentrée de janvier",
  information: "Les logements pour janvier sont ouverts à la réservation.",
  description: '<p>Réservez tôt.</p><a href="javascript:alert(1)">Cliquez</a>',
  beginning: "2026-01-05T09:00:00.000Z",
  end: "2026-01-31T22:00:00.000Z",
};

startContentServer(
  http.get(api("/:locale/api/content/alerts/:id"), ({ params }) =>
    params.id === "7"
      ? HttpResponse.json(intake)
      : HttpResponse.json({ error: "notFound" }, { status: 404 }),
  ),
);

describe("alert details page", () => {
  it("shows the alert found by id, its period, its sanitised description and a back link", async () => {
    await renderAppAt("/fr/alertes/7");
    await screen.findByRole("heading", { level: 1, name: "Rentrée de janvier" });
    expect(screen.getByText(intake.information)).toBeTruthy();
    expect(screen.getByText("Réservez tôt.")).toBeTruthy();
    expect(screen.getByRole("main").textContent).toContain("Du 05 janvier 2026 au 31 janvier 2026");
    // The javascript: URL is dropped; the text stays.
    expect(screen.getByText("Cliquez").getAttribute("href")).toBeNull();
    expect(screen.getByRole("link", { name: "Retour à l'accueil" }).getAttribute("href")).toBe(
      "/fr",
    );
  });

  it("says the alert was not found, with the back link, for an unknown id", async () => {
    await renderAppAt("/fr/alertes/99");
    expect(
      await screen.findByRole("heading", {
        level: 1,
        name: "L'alerte demandée n'a pas été trouvée",
      }),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "Retour à l'accueil" }).getAttribute("href")).toBe(
      "/fr",
    );
  });
});
