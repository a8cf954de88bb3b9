import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { renderAppAt } from "../renderApp.tsx";
import { server, startCatalogueServer } from "./residences-server.ts";

startCatalogueServer();

const residenceUrl = "http://localhost:3000/:locale/api/content/residences/:alias";

describe("residences list", () => {
  it("lists every residence", async () => {
    await renderAppAt("/fr/residences-etudiantes");
    expect(await screen.findByRole("heading", { level: 2, name: "3 résidences" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Hestia Montsouris" })).toBeTruthy();
  });

  it("lists one city's residences with ?city=", async () => {
    await renderAppAt("/fr/residences-etudiantes?city=lyon");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Nos résidences étudiantes à Lyon" }),
    ).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2, name: "2 résidences" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Hestia Montsouris" })).toBeNull();
    const filter = screen.getByRole("navigation", { name: "Filtrer par ville" });
    expect(within(filter).getByRole("link", { name: "Lyon" }).getAttribute("aria-current")).toBe(
      "page",
    );
  });
});

describe("residence details", () => {
  it("shows the flat types with the total per month up front, and what makes it", async () => {
    await renderAppAt("/fr/residences-etudiantes/residence-gerland");
    expect(await screen.findByRole("heading", { level: 1, name: "Hestia Gerland" })).toBeTruthy();
    const flats = screen.getByRole("region", { name: "Les logements et leurs prix" });
    const studio = within(flats)
      .getByRole("heading", { name: "Studio Gerland" })
      .closest("article");
    const offer = within(studio as HTMLElement);
    expect(offer.getByText("690 €")).toBeTruthy();
    expect(offer.getByText("Loyer 600 € + charges 90 €")).toBeTruthy();
    expect(offer.getByText("Disponible dès maintenant")).toBeTruthy();
    expect(within(flats).getByText("Colocation réservée aux femmes")).toBeTruthy();
    expect(
      offer.getByRole("link", { name: "Voir ce logement : Studio Gerland" }).getAttribute("href"),
    ).toBe("/fr/logements/residence-gerland/studio");
  });

  it("shows services, transport lines, team, testimonials and nearby residences", async () => {
    await renderAppAt("/fr/residences-etudiantes/residence-gerland");
    await screen.findByRole("heading", { level: 1, name: "Hestia Gerland" });
    expect(screen.getByText("Internet très haut débit")).toBeTruthy();
    expect(screen.getByText("Ménage à la demande")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Métro B (nouvel onglet)" }).getAttribute("href")).toBe(
      "https://transport.test/b",
    );
    expect(screen.getByText("Claire Moreau")).toBeTruthy();
    expect(screen.getByRole("img", { name: "Note : 5 sur 5" })).toBeTruthy();
    const nearby = screen.getByRole("region", { name: "Autres résidences à Lyon" });
    expect(within(nearby).getByRole("link", { name: "Hestia Part-Dieu" })).toBeTruthy();
  });

  it("sanitises the description written by the content service", async () => {
    await renderAppAt("/fr/residences-etudiantes/residence-gerland");
    expect(await screen.findByText("calme")).toBeTruthy();
    expect(document.querySelector("main script")).toBeNull();
  });

  it("shows the photos as a carousel with a pause button and previous/next", async () => {
    const user = userEvent.setup();
    await renderAppAt("/fr/residences-etudiantes/residence-gerland");
    const carousel = await screen.findByRole("region", { name: "Photos de Hestia Gerland" });
    expect(carousel.getAttribute("aria-roledescription")).toBe("carrousel");
    expect(within(carousel).getByRole("group", { name: "1 / 3" })).toBeTruthy();
    await user.click(within(carousel).getByRole("button", { name: "Mettre en pause" }));
    expect(within(carousel).getByRole("button", { name: "Lancer le défilement" })).toBeTruthy();
    await user.click(within(carousel).getByRole("button", { name: "Photo suivante" }));
    expect(within(carousel).getByRole("group", { name: "2 / 3" })).toBeTruthy();
    expect(within(carousel).queryByRole("group", { name: "1 / 3" })).toBeNull();
    await user.click(within(carousel).getByRole("button", { name: "Photo précédente" }));
    await user.click(within(carousel).getByRole("button", { name: "Photo précédente" }));
    expect(within(carousel).getByRole("group", { name: "3 / 3" })).toBeTruthy();
  });

  it("opens the contact dialog with the residence chosen", async () => {
    const user = userEvent.setup();
    await renderAppAt("/fr/residences-etudiantes/residence-gerland");
    await user.click(await screen.findByRole("button", { name: "Contacter la résidence" }));
    const dialog = await screen.findByRole("dialog");
    const select = await within(dialog).findByRole("combobox", { name: /Résidence/ });
    await waitFor(() => expect((select as HTMLSelectElement).value).toBe("crm-residence-gerland"));
    // The contact form's chunk (form and phone libraries) is compiled on first use here.
  }, 20_000);

  it("gives the language switcher the residence's English alias", async () => {
    await renderAppAt("/fr/residences-etudiantes/residence-gerland");
    await screen.findByRole("heading", { level: 1, name: "Hestia Gerland" });
    expect(
      screen.getByRole("link", { name: "EN (English), changer de langue" }).getAttribute("href"),
    ).toBe("/en/student-residences/student-residence-gerland");
    await waitFor(() =>
      expect(
        document.querySelector('link[rel="alternate"][hreflang="en"]')?.getAttribute("href"),
      ).toBe("http://localhost:3000/en/student-residences/student-residence-gerland"),
    );
  });

  it("renders at its English path", async () => {
    await renderAppAt("/en/student-residences/student-residence-gerland");
    expect(await screen.findByRole("heading", { level: 1, name: "Hestia Gerland" })).toBeTruthy();
    expect(document.documentElement.lang).toBe("en");
    expect(screen.getByRole("link", { name: /Studio Gerland/ }).getAttribute("href")).toBe(
      "/en/accomodation/student-residence-gerland/studio-en",
    );
  });

  it("shows the not-found page for an unknown alias", async () => {
    await renderAppAt("/fr/residences-etudiantes/nulle-part");
    expect(await screen.findByRole("heading", { level: 1, name: "Page introuvable" })).toBeTruthy();
  });

  it("shows the error page with a retry when the server fails, and retries", async () => {
    const user = userEvent.setup();
    server.use(
      http.get(residenceUrl, () => HttpResponse.json({ error: "internal" }, { status: 500 })),
    );
    await renderAppAt("/fr/residences-etudiantes/residence-gerland");
    const retry = await screen.findByRole("button", { name: "Réessayer" });
    expect(screen.getByRole("heading", { level: 1, name: "Une erreur est survenue" })).toBeTruthy();
    server.resetHandlers();
    await user.click(retry);
    expect(await screen.findByRole("heading", { level: 1, name: "Hestia Gerland" })).toBeTruthy();
  });
});
