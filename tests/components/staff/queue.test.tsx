import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { delay } from "msw";
import { describe, expect, it, vi } from "vitest";
import {
  answerFirst,
  answerWithTheRealServer,
  consoleSignIn,
  fakeStaffSignIn,
  HttpResponse,
  http,
  renderConsoleAt,
  SALES,
  signInAs,
  staffAuthorizations,
} from "./renderConsole.tsx";

vi.mock("../../../src/auth/staffSignIn.ts", () => ({ getStaffSignIn: () => fakeStaffSignIn }));

answerWithTheRealServer();

const queueTable = () => screen.findByRole("table");

describe("the team's queue", () => {
  it("lists the tab's files with every tab's count, with the staff token only", async () => {
    signInAs(SALES);
    await renderConsoleAt("/fr/equipe");
    const table = await queueTable();
    expect(within(table).getByRole("link", { name: "HC-2026-00001" })).toBeTruthy();
    expect(within(table).getByText("Karim Benali")).toBeTruthy();
    // The residence by the name the filter lists, not its address slug.
    const row = within(table).getByRole("link", { name: "HC-2026-00001" }).closest("tr");
    const names = [...(screen.getByLabelText("Résidence") as HTMLSelectElement).options].map(
      (option) => option.textContent,
    );
    const cells = [...(row?.querySelectorAll("td") ?? [])].map((cell) => cell.textContent);
    expect(cells.some((cell) => cell !== "" && names.includes(cell))).toBe(true);
    expect(screen.getByRole("tab", { name: /À examiner\s*1/ })).toBeTruthy();
    expect(screen.getByRole("tab", { name: /En attente de paiement\s*1/ })).toBeTruthy();
    expect(staffAuthorizations.length).toBeGreaterThan(0);
    expect(new Set(staffAuthorizations)).toEqual(new Set([`Bearer token-${SALES}`]));
  });

  it("reads another tab, a search and an empty result", async () => {
    signInAs(SALES);
    const user = userEvent.setup();
    await renderConsoleAt("/fr/equipe");
    await queueTable();
    await user.click(screen.getByRole("tab", { name: /En attente de paiement/ }));
    expect(await screen.findByRole("link", { name: "HC-2026-00002" })).toBeTruthy();
    await user.click(screen.getByLabelText("Référence, nom ou e-mail"));
    await user.paste("personne-inconnue");
    await user.click(screen.getByRole("button", { name: "Rechercher" }));
    expect(await screen.findByText("Aucun dossier dans cet onglet avec ces filtres.")).toBeTruthy();
    expect(screen.getByRole("tab", { name: /À examiner\s*0/ })).toBeTruthy();
  });

  it("filters by residence and arrival month", async () => {
    signInAs(SALES);
    const user = userEvent.setup();
    await renderConsoleAt("/fr/equipe");
    await queueTable();
    await user.type(screen.getByLabelText("Mois d'arrivée"), "2001-01");
    expect(await screen.findByText("Aucun dossier dans cet onglet avec ces filtres.")).toBeTruthy();
    const select = screen.getByLabelText("Résidence") as HTMLSelectElement;
    expect(select.options.length).toBeGreaterThan(1);
  });

  it.each([
    ["a server fault", () => HttpResponse.json({ error: "internal" }, { status: 500 })],
    ["a broken answer", () => HttpResponse.json({ files: "none" })],
    ["a dropped connection", () => HttpResponse.error()],
    [
      "no answer within the client's timeout",
      async () => {
        await delay("infinite");
        return HttpResponse.json({});
      },
    ],
  ])(
    "says so on %s and reads again on retry",
    async (_, answer) => {
      signInAs(SALES);
      let failing = true;
      answerFirst(
        http.get("*/api/staff/files", async () => (failing ? answer() : undefined), {
          once: false,
        }),
      );
      const user = userEvent.setup();
      await renderConsoleAt("/fr/equipe");
      const alert = await screen.findByRole("alert", {}, { timeout: 6000 });
      expect(alert.textContent).toMatch(/erreur|ne répond pas/);
      failing = false;
      await user.click(within(alert).getByRole("button", { name: "Réessayer" }));
      expect(await screen.findByRole("link", { name: "HC-2026-00001" })).toBeTruthy();
    },
    10_000,
  );

  it("signs out of the console: the tokens forgotten, the queue gone, the sign-in offered", async () => {
    signInAs(SALES);
    const user = userEvent.setup();
    await renderConsoleAt("/fr/equipe");
    await queueTable();
    await user.click(screen.getByRole("button", { name: "Se déconnecter de la console" }));
    const main = screen.getByRole("main");
    expect(await within(main).findByRole("button", { name: "Se connecter" })).toBeTruthy();
    expect(consoleSignIn.signedOut).toEqual(["fr"]);
    expect(consoleSignIn.token).toBeUndefined();
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.queryByRole("button", { name: "Se déconnecter de la console" })).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("a sign-out the provider cannot end says to close the browser", async () => {
    signInAs(SALES);
    consoleSignIn.signOutFails = true;
    const user = userEvent.setup();
    await renderConsoleAt("/fr/equipe");
    await queueTable();
    await user.click(screen.getByRole("button", { name: "Se déconnecter de la console" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Vous êtes déconnecté de la console, mais le service de connexion n'a pas répondu : sur un ordinateur partagé, fermez le navigateur.",
    );
    expect(consoleSignIn.token).toBeUndefined();
    expect(
      within(screen.getByRole("main")).getByRole("button", { name: "Se connecter" }),
    ).toBeTruthy();
  });

  it("offers the console's sign-in without a staff token, calling nothing first", async () => {
    const user = userEvent.setup();
    await renderConsoleAt("/en/staff");
    const main = await screen.findByRole("main");
    await user.click(await within(main).findByRole("button", { name: "Sign in" }));
    await waitFor(() => expect(consoleSignIn.started).toEqual([{ locale: "en" }]));
    expect(staffAuthorizations).toEqual([]);
  });

  it("asks for a sign-in again when the server ends it (401)", async () => {
    signInAs(SALES);
    answerFirst(
      http.get("*/api/staff/files", () =>
        HttpResponse.json({ error: "staffSignInIdle" }, { status: 401 }),
      ),
    );
    await renderConsoleAt("/fr/equipe");
    const main = await screen.findByRole("main");
    expect(await within(main).findByRole("button", { name: "Se connecter" })).toBeTruthy();
    expect(within(main).queryByRole("table")).toBeNull();
  });
});
