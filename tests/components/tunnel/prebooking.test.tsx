import { screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, it, vi } from "vitest";
import { renderTunnelAt } from "./renderTunnel.tsx";
import { API, answerTunnelCalls, ok, server, tunnel } from "./tunnelApi.ts";
import { heldDossier } from "./tunnelFixtures.ts";

answerTunnelCalls();
vi.setConfig({ testTimeout: 20_000 });

/** The countdown's visible line: its label (long and phone-short) and the time left. */
const countdownText = () =>
  screen.getByText(/Temps restant pour votre pré-réservation/).parentElement?.textContent;

async function openExpiredDialog() {
  // The end date passed a minute ago: the machine sees it at its first look at the clock.
  tunnel.dossier = heldDossier({ minutesLeft: -1 });
  const rendered = await renderTunnelAt("/fr/dossier");
  const dialog = await screen.findByRole("alertdialog", {
    name: "Délai de pré-réservation expiré",
  });
  return { ...rendered, dialog };
}

describe("the pre-booking countdown", () => {
  it("opens the end-of-pre-reservation dialog once the end date has passed", async () => {
    const { dialog } = await openExpiredDialog();
    expect(within(dialog).getByRole("button", { name: "Annuler la pré-réservation" })).toBeTruthy();
    expect(
      within(dialog).getByRole("button", { name: "Prolonger la pré-réservation" }),
    ).toBeTruthy();
  });

  it("Prolonger moves the end by the minutes returned and the countdown resumes", async () => {
    const { user, dialog } = await openExpiredDialog();
    await user.click(within(dialog).getByRole("button", { name: "Prolonger la pré-réservation" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    // One minute past + 30 minutes: 29 minutes left (a few seconds less).
    expect(countdownText()).toMatch(/28 min$|29 min$/);
    // The header confirms the extension, in a polite region of its own.
    expect(screen.getByText("Prolongée de 30 min.").getAttribute("aria-live")).toBe("polite");
  });

  it("the KO marker says the lot was released; Dernière recherche opens the flat type", async () => {
    server.use(
      http.get(`${API}/dossier/prolongerPreReservation`, () => HttpResponse.json({ status: "KO" })),
    );
    const { user, dialog, router } = await openExpiredDialog();
    await user.click(within(dialog).getByRole("button", { name: "Prolonger la pré-réservation" }));
    const released = await screen.findByRole("alertdialog", { name: "Votre lot a été libéré" });
    await user.click(within(released).getByRole("button", { name: "Dernière recherche" }));
    await waitFor(() =>
      expect(router.state.location.href).toBe(
        "/fr/logements/residence-gerland/studio?date=2031-09-01",
      ),
    );
  });

  it("a failed extension keeps the dialog with the generic error", async () => {
    server.use(
      http.get(`${API}/dossier/prolongerPreReservation`, () =>
        HttpResponse.json({ error: "boom" }, { status: 500 }),
      ),
    );
    const { user, dialog } = await openExpiredDialog();
    await user.click(within(dialog).getByRole("button", { name: "Prolonger la pré-réservation" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe(
      "Une erreur est survenue lors de la requête, veuillez réessayer plus tard",
    );
    expect(
      screen.getByRole("alertdialog", { name: "Délai de pré-réservation expiré" }),
    ).toBeTruthy();
  });

  it("cancelling releases the flat and goes home", async () => {
    let cancelled = 0;
    server.use(
      http.get(`${API}/dossier/annulerPreReservation`, () => {
        cancelled += 1;
        return ok();
      }),
    );
    const { user, dialog, router } = await openExpiredDialog();
    await user.click(within(dialog).getByRole("button", { name: "Annuler la pré-réservation" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/fr"));
    expect(cancelled).toBe(1);
  });

  it("has no countdown for a resicamp dossier", async () => {
    const dossier = heldDossier();
    tunnel.dossier = { ...dossier, applicatif: { ...dossier.applicatif, resicamp: true } };
    await renderTunnelAt("/fr/dossier");
    await screen.findByRole("heading", { level: 1, name: "Votre appartement" });
    expect(screen.queryByText(/Temps restant pour votre pré-réservation/)).toBeNull();
  });
});
