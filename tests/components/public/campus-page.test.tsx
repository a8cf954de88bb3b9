import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  vi.stubEnv("VITE_API_BASE", "http://localhost/");
});

import { renderAppAt } from "../renderApp.tsx";
import { startContentServer } from "./editorial-server.ts";

startContentServer();

describe("who-we-are page", () => {
  it("presents the brand in figures, values and promises, without page meta", async () => {
    await renderAppAt("/fr/qui-sommes-nous");
    await screen.findByRole("heading", { level: 1, name: "Qui sommes-nous" });
    expect(screen.getByRole("main").textContent).toContain(
      "Hestia Campus loue des logements meublés",
    );
    const figures = screen.getByRole("main").querySelector("dl") as HTMLElement;
    const terms = within(figures)
      .getAllByRole("term")
      .map((term) => term.textContent);
    const values = within(figures)
      .getAllByRole("definition")
      .map((value) => value.textContent);
    expect(Object.fromEntries(terms.map((term, index) => [term, values[index]]))).toMatchObject({
      "résidences meublées": "18",
      "villes en France": "6",
    });
    expect(screen.getByRole("region", { name: "Nos valeurs" })).toBeTruthy();
    expect(screen.getByRole("region", { name: "La promesse de notre équipe" })).toBeTruthy();
    const cities = screen.getByRole("region", { name: "Nos villes" });
    expect(within(cities).getByRole("link", { name: "Lyon" }).getAttribute("href")).toBe(
      "/fr/villes/residences-etudiantes-lyon",
    );
  });

  it("is reached at its English address", async () => {
    await renderAppAt("/en/who-we-are");
    // Uncatalogued strings fall back to French until `lingui extract`; the page still renders.
    expect(await screen.findByRole("heading", { level: 1 })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Lyon" }).getAttribute("href")).toBe(
      "/en/cities/student-residences-lyon",
    );
  });
});
