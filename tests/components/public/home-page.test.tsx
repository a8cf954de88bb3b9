import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { renderAppAt } from "../renderApp.tsx";
import { nextMonth, residenceCards } from "./residences-fixtures.ts";
import { server, startCatalogueServer } from "./residences-server.ts";

startCatalogueServer();

describe("home page", () => {
  it("shows the heading at once, then every residence with its city and price from", async () => {
    await renderAppAt("/fr");
    expect(
      await screen.findByRole("heading", {
        level: 1,
        name: "Votre logement étudiant meublé, réservé en ligne",
      }),
    ).toBeTruthy();
    for (const residence of residenceCards) {
      expect(await screen.findByRole("link", { name: residence.name })).toBeTruthy();
    }
    const gerland = screen.getByRole("link", { name: "Hestia Gerland" }).closest("article");
    expect(gerland).not.toBeNull();
    const card = within(gerland as HTMLElement);
    expect(card.getByText(/Lyon/)).toBeTruthy();
    expect(card.getByText("500 €")).toBeTruthy();
    expect(card.getByText("3 logements disponibles")).toBeTruthy();
  });

  it("shows the teasers, each linking to its page", async () => {
    await renderAppAt("/fr");
    expect(await screen.findByRole("heading", { level: 2, name: "Vos questions" })).toBeTruthy();
    expect(screen.getAllByRole("link", { name: /Question fréquente/ })).toHaveLength(4);
    expect(await screen.findByRole("link", { name: "Article numéro 1" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Article numéro 4" })).toBeNull();
    expect(await screen.findByRole("heading", { name: "Tout est compris" })).toBeTruthy();
    expect(
      screen.getByRole("link", { name: "Comment réserver, étape par étape" }).getAttribute("href"),
    ).toBe("/fr/comment-reserver-residence-etudiante");
  });

  it("searches by city and arrival date, leading to the results URL", async () => {
    const user = userEvent.setup();
    const { router } = await renderAppAt("/fr");
    const search = await screen.findByRole("search", { name: "Rechercher un logement" });
    await user.selectOptions(within(search).getByLabelText("Ville"), "lyon");
    const date = within(search).getByLabelText("Date d'arrivée");
    await user.clear(date);
    await user.type(date, nextMonth);
    await user.click(within(search).getByRole("button", { name: "Rechercher" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/fr/resultats-recherche"));
    expect(router.state.location.search).toMatchObject({ city: "lyon", date: nextMonth });
  });

  it("refuses a past arrival date with a message", async () => {
    const user = userEvent.setup();
    const { router } = await renderAppAt("/fr");
    const search = await screen.findByRole("search", { name: "Rechercher un logement" });
    const date = within(search).getByLabelText("Date d'arrivée");
    await user.clear(date);
    await user.type(date, "2001-01-01");
    await user.click(within(search).getByRole("button", { name: "Rechercher" }));
    expect(await screen.findByText("Choisissez une date à partir d'aujourd'hui")).toBeTruthy();
    expect(router.state.location.pathname).toBe("/fr");
  });

  it("keeps the page when the residences cannot be loaded", async () => {
    server.use(
      http.get("http://localhost:3000/:locale/api/content/residences", () =>
        HttpResponse.json({ error: "internal" }, { status: 500 }),
      ),
    );
    await renderAppAt("/fr");
    expect(
      await screen.findByText(
        "Ce contenu n'a pas pu être chargé. Rechargez la page pour réessayer.",
      ),
    ).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1 })).toBeTruthy();
  });
});
