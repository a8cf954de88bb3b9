import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { formatDate, formatEuro } from "../../../src/i18n/format.ts";
import { accessTokenCookie } from "../../../src/storage/index.ts";
import { renderAppAt } from "../renderApp.tsx";
import { inThreeMonths, nextMonth, today } from "./residences-fixtures.ts";
import { startCatalogueServer } from "./residences-server.ts";

const { startSignIn } = vi.hoisted(() => ({
  startSignIn:
    vi.fn<
      (options: { locale: string; returnTo?: string; createAccount?: boolean }) => Promise<void>
    >(),
}));
vi.mock("../../../src/auth/signInClient.ts", () => ({
  getSignInClient: () => ({ startSignIn }),
}));

startCatalogueServer();

afterEach(() => {
  accessTokenCookie.clear();
  startSignIn.mockReset();
});

const studioPath = "/fr/logements/residence-gerland/studio";

function storedInfo() {
  const raw = window.localStorage.getItem("temporary_dossier_info");
  return raw === null ? null : (JSON.parse(raw) as Record<string, unknown>);
}

describe("flat type page", () => {
  it("shows the price table: rent + charges = total, fees after discount, deposit", async () => {
    await renderAppAt(studioPath);
    await screen.findByRole("heading", { level: 1, name: "Studio Gerland" });
    const table = screen.getByRole("table");
    const amount = (label: string) =>
      within(within(table).getByRole("row", { name: new RegExp(`^${label}`) })).getByRole("cell")
        .textContent;
    const euros = (value: number) => formatEuro(value, "fr");
    expect(amount("Loyer hors charges")).toBe(euros(600));
    expect(amount("Charges forfaitaires")).toBe(euros(90));
    expect(amount("Total par mois")).toBe(euros(690));
    expect(amount("Honoraires \\d")).toBe(euros(400));
    expect(amount("Honoraires après remise de 25 %")).toBe(euros(300));
    expect(amount("Dépôt de garantie")).toBe(euros(600));
    expect(amount("Total à la signature")).toBe(euros(900));
  });

  it("shows its surface and features", async () => {
    await renderAppAt(studioPath);
    const features = await screen.findByRole("list", { name: "Caractéristiques" });
    expect(within(features).getByText("21 m²")).toBeTruthy();
    expect(within(features).getByText("Balcon")).toBeTruthy();
    expect(within(features).getByText("Lit double")).toBeTruthy();
  });

  it("offers the beds free on the arrival day, and the next days when none is", async () => {
    const user = userEvent.setup();
    await renderAppAt(studioPath);
    const booking = await screen.findByRole("region", { name: "Réserver" });
    expect(within(booking).getAllByRole("radio")).toHaveLength(1);
    const date = within(booking).getByLabelText("Date d'arrivée");
    await user.clear(date);
    await user.type(date, inThreeMonths);
    await waitFor(() => expect(within(booking).getAllByRole("radio")).toHaveLength(2));
    expect(within(booking).getAllByRole("radio")[0]).toHaveProperty("checked", true);
  });

  it("says a shared flat is reserved for women before booking, and when it frees up", async () => {
    const user = userEvent.setup();
    await renderAppAt(`/fr/logements/residence-gerland/coloc-femmes?date=${today}`);
    const booking = await screen.findByRole("region", { name: "Réserver" });
    expect(within(booking).getByText(/Cette colocation est réservée aux femmes/)).toBeTruthy();
    expect(
      within(booking).getByText(
        `Aucun logement de ce type n'est libre le ${formatDate(today, "fr")}.`,
      ),
    ).toBeTruthy();
    await user.click(within(booking).getByRole("button", { name: formatDate(nextMonth, "fr") }));
    expect(await within(booking).findByRole("radio", { name: /^Logement n° 103,/ })).toBeTruthy();
  });

  it("signed out, Book opens the reservation dialog; signing in keeps the choice", async () => {
    const user = userEvent.setup();
    startSignIn.mockResolvedValue(undefined);
    await renderAppAt(studioPath);
    await user.click(await screen.findByRole("button", { name: "Réserver ce logement" }));
    const dialog = await screen.findByRole("dialog");
    expect(
      within(dialog).getByText(
        "Vous devez vous connecter ou créer un compte pour réserver un appartement",
      ),
    ).toBeTruthy();
    expect(storedInfo()).toBeNull();
    await user.click(within(dialog).getByRole("button", { name: "Se connecter" }));
    await waitFor(() =>
      expect(startSignIn).toHaveBeenCalledWith({
        locale: "fr",
        returnTo: "/fr/dossier",
        createAccount: false,
      }),
    );
    expect(storedInfo()).toMatchObject({
      id_residence: "crm-residence-gerland",
      type_typologie: "crm-typology-gerland-studio",
      id_bien: "bed-GER-ST-103",
      date_arrivee: today,
      resicamp: false,
      id_offre: null,
    });
    const validity = storedInfo()?.validityDate as number;
    expect(validity - Date.now()).toBeGreaterThan(4 * 60_000);
    expect(validity - Date.now()).toBeLessThanOrEqual(5 * 60_000);
  });

  it("signed out, Créer un compte keeps the choice as Se connecter does and asks for the sign-up form", async () => {
    const user = userEvent.setup();
    startSignIn.mockResolvedValue(undefined);
    await renderAppAt(studioPath);
    await user.click(await screen.findByRole("button", { name: "Réserver ce logement" }));
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "Créer un compte" }));
    await waitFor(() =>
      expect(startSignIn).toHaveBeenCalledWith({
        locale: "fr",
        returnTo: "/fr/dossier",
        createAccount: true,
      }),
    );
    expect(storedInfo()).toMatchObject({ id_bien: "bed-GER-ST-103", date_arrivee: today });
  });

  it("signed in, Book keeps the choice for 5 minutes and opens the dossier", async () => {
    const user = userEvent.setup();
    accessTokenCookie.write("token-123");
    const { router } = await renderAppAt(`${studioPath}?date=${inThreeMonths}`);
    const booking = await screen.findByRole("region", { name: "Réserver" });
    await user.click(within(booking).getByRole("radio", { name: /^Logement n° 106,/ }));
    await user.click(within(booking).getByRole("button", { name: "Réserver ce logement" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/fr/dossier"));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(storedInfo()).toMatchObject({
      id_bien: "bed-GER-ST-106",
      date_arrivee: inThreeMonths,
      resicamp: false,
    });
    expect(storedInfo()?.validityDate as number).toBeGreaterThan(Date.now() + 4 * 60_000);
  });

  it("gives the language switcher both aliases in English", async () => {
    await renderAppAt(studioPath);
    await screen.findByRole("heading", { level: 1, name: "Studio Gerland" });
    await waitFor(() =>
      expect(
        document.querySelector('link[rel="alternate"][hreflang="en"]')?.getAttribute("href"),
      ).toBe("http://localhost:3000/en/accomodation/student-residence-gerland/studio-en"),
    );
  });

  it("shows the not-found page for an unknown flat type", async () => {
    await renderAppAt("/fr/logements/residence-gerland/penthouse");
    expect(await screen.findByRole("heading", { level: 1, name: "Page introuvable" })).toBeTruthy();
  });
});
