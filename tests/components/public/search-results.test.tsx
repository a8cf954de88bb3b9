import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { firstOfMonthAfter } from "../../../src/features/offer/calendar.ts";
import { formatDate } from "../../../src/i18n/format.ts";
import { renderAppAt } from "../renderApp.tsx";
import { inThreeMonths, nextMonth, searchAnswer, today } from "./residences-fixtures.ts";
import { server, startCatalogueServer } from "./residences-server.ts";

startCatalogueServer();

const searchUrl = "http://localhost:3000/:locale/api/content/search";

/** The residence names of the results, in the order shown. */
function residenceOrder() {
  const results = screen.getByRole("list", { name: "Résultats" });
  return within(results)
    .getAllByRole("heading", { level: 3 })
    .map((heading) => heading.textContent);
}

describe("search results", () => {
  it("shows the residences and flat types free on the day, with the search pre-filled", async () => {
    await renderAppAt(`/fr/resultats-recherche?city=lyon&date=${today}`);
    expect(
      await screen.findByText(`À Lyon, pour une arrivée le ${formatDate(today, "fr")}`),
    ).toBeTruthy();
    expect(residenceOrder()).toEqual(["Hestia Gerland", "Hestia Part-Dieu"]);
    // The shared flat is free only from next month: not offered today.
    expect(screen.queryByRole("heading", { name: "Colocation femmes Gerland" })).toBeNull();
    const studioOffer = screen
      .getByRole("heading", { level: 4, name: "Studio Gerland" })
      .closest("article") as HTMLElement;
    expect(
      within(studioOffer).getByText(`1 logement libre le ${formatDate(today, "fr")}`),
    ).toBeTruthy();
    const studio = screen.getByRole("link", { name: "Voir ce logement : Studio Gerland" });
    expect(studio.getAttribute("href")).toBe(
      `/fr/logements/residence-gerland/studio?date=${today}`,
    );
    const form = screen.getByRole("search", { name: "Rechercher un logement" });
    expect((within(form).getByLabelText("Ville") as HTMLSelectElement).value).toBe("lyon");
    expect((within(form).getByLabelText("Date d'arrivée") as HTMLInputElement).value).toBe(today);
  });

  it("offers a parking space as a space, not as a flat", async () => {
    server.use(
      http.get(searchUrl, () => {
        const answer = searchAnswer("lyon", today);
        const [first] = answer.results;
        const studio = first?.typologies[0];
        if (!first || !studio) throw new Error("the fixture has a free studio today");
        first.typologies = [{ ...studio, name: "Parking Gerland", lotType: "parking" }];
        return HttpResponse.json({ ...answer, results: [first], count: 1 });
      }),
    );
    await renderAppAt(`/fr/resultats-recherche?city=lyon&date=${today}`);
    const parking = (
      await screen.findByRole("heading", { level: 4, name: "Parking Gerland" })
    ).closest("article") as HTMLElement;
    expect(within(parking).getByText(`1 place libre le ${formatDate(today, "fr")}`)).toBeTruthy();
    expect(
      within(parking).getByRole("link", { name: "Voir cette place : Parking Gerland" }),
    ).toBeTruthy();
    expect(within(parking).queryByText(/logement/)).toBeNull();
  });

  it("sorts the results by price, both ways", async () => {
    const user = userEvent.setup();
    await renderAppAt(`/fr/resultats-recherche?city=lyon&date=${nextMonth}`);
    await screen.findByRole("list", { name: "Résultats" });
    expect(residenceOrder()).toEqual(["Hestia Gerland", "Hestia Part-Dieu"]);
    await user.selectOptions(screen.getByLabelText("Trier par"), "priceAsc");
    expect(residenceOrder()).toEqual(["Hestia Gerland", "Hestia Part-Dieu"]);
    const gerland = screen
      .getByRole("heading", { level: 3, name: "Hestia Gerland" })
      .closest("article") as HTMLElement;
    expect(
      within(gerland)
        .getAllByRole("heading", { level: 4 })
        .map((heading) => heading.textContent),
    ).toEqual(["Colocation femmes Gerland", "Studio Gerland"]);
    await user.selectOptions(screen.getByLabelText("Trier par"), "priceDesc");
    expect(residenceOrder()).toEqual(["Hestia Part-Dieu", "Hestia Gerland"]);
  });

  it("is honest when nothing is free, and suggests later days and other cities that work", async () => {
    const later = firstOfMonthAfter(today, 1);
    server.use(
      http.get(searchUrl, ({ request }) => {
        const query = new URL(request.url).searchParams;
        const city = query.get("city");
        const date = query.get("date") ?? today;
        // Lyon is full today but not later; in every city, only Paris has something today.
        if (city === "lyon" && date === today) {
          return HttpResponse.json({ city, date, count: 0, results: [] });
        }
        if (city === null) {
          return HttpResponse.json({ ...searchAnswer("paris", inThreeMonths), city: null, date });
        }
        return HttpResponse.json(searchAnswer(city, date));
      }),
    );
    await renderAppAt(`/fr/resultats-recherche?city=lyon&date=${today}`);
    expect(
      await screen.findByRole("heading", {
        level: 2,
        name: "Aucun logement disponible à cette date",
      }),
    ).toBeTruthy();
    expect(screen.queryByRole("list", { name: "Résultats" })).toBeNull();
    const laterDays = screen.getByRole("navigation", { name: "Arriver un peu plus tard" });
    const laterLink = within(laterDays).getByRole("link", {
      name: `Arrivée le ${formatDate(later, "fr")}`,
    });
    expect(laterLink.getAttribute("href")).toBe(`/fr/resultats-recherche?city=lyon&date=${later}`);
    const elsewhere = screen.getByRole("navigation", {
      name: "Dans une autre ville, à la même date",
    });
    const paris = within(elsewhere).getByRole("link", { name: "Paris" });
    expect(paris.getAttribute("href")).toBe(`/fr/resultats-recherche?city=paris&date=${today}`);
    expect(within(elsewhere).queryByRole("link", { name: "Lyon" })).toBeNull();
  });

  it("searches from today when the query asks for a past day, and says so", async () => {
    await renderAppAt("/fr/resultats-recherche?city=lyon&date=2001-01-01");
    expect(await screen.findByText(/La date demandée est passée ou incorrecte/)).toBeTruthy();
    expect(screen.getByText(`À Lyon, pour une arrivée le ${formatDate(today, "fr")}`)).toBeTruthy();
  });

  it("shows the error page with a retry when the search fails", async () => {
    server.use(
      http.get(searchUrl, () => HttpResponse.json({ error: "internal" }, { status: 500 })),
    );
    await renderAppAt(`/fr/resultats-recherche?city=lyon&date=${today}`);
    expect(await screen.findByRole("button", { name: "Réessayer" })).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Une erreur est survenue"),
    );
  });
});
