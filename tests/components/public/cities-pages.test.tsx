import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { formatEuro } from "../../../src/i18n/format.ts";
import { renderAppAt } from "../renderApp.tsx";
import { startCatalogueServer } from "./residences-server.ts";

startCatalogueServer();

describe("city pages", () => {
  it("the landing page shows the city's residences, the lowest price and local information", async () => {
    await renderAppAt("/fr/villes/residences-etudiantes-lyon");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Résidences étudiantes à Lyon" }),
    ).toBeTruthy();
    const residences = screen.getByRole("region", { name: "Nos résidences à Lyon" });
    expect(within(residences).getAllByRole("article")).toHaveLength(2);
    expect(within(residences).queryByRole("link", { name: "Hestia Montsouris" })).toBeNull();
    expect(screen.getByText("2 résidences")).toBeTruthy();
    // The lowest total among Lyon's residences: Gerland's shared flat, 430 € + 70 € (Part-Dieu's
    // is 540 €); shown once beside the heading and once on Gerland's card.
    const lowest = formatEuro(500, "fr").replace(/\s/g, " ");
    expect(screen.getAllByText(lowest)).toHaveLength(2);
    const guide = screen.getByRole("region", { name: "Vivre et étudier à Lyon" });
    expect(within(guide).getByText(/Le guide local de Lyon/)).toBeTruthy();
  });

  it("the city page searches in that city", async () => {
    await renderAppAt("/fr/villes/lyon");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Logement étudiant à Lyon" }),
    ).toBeTruthy();
    const form = screen.getByRole("search", { name: "Rechercher un logement" });
    expect((within(form).getByLabelText("Ville") as HTMLSelectElement).value).toBe("lyon");
  });

  it("shows the not-found page for an unknown city", async () => {
    await renderAppAt("/fr/villes/atlantide");
    expect(await screen.findByRole("heading", { level: 1, name: "Page introuvable" })).toBeTruthy();
  });
});
