import { screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, it, vi } from "vitest";
import { temporaryDossierInfoStorage } from "../../../src/storage/index.ts";
import { renderTunnelAt } from "./renderTunnel.tsx";
import { API, answerTunnelCalls, ok, postedTo, server, serverError, tunnel } from "./tunnelApi.ts";
import { chosenFlat, heldDossier } from "./tunnelFixtures.ts";

answerTunnelCalls();
vi.setConfig({ testTimeout: 20_000 });

const step1Heading = () => screen.findByRole("heading", { level: 1, name: "Votre appartement" });

function withChosenFlat() {
  temporaryDossierInfoStorage.write(chosenFlat());
}

describe("loading the tunnel", () => {
  it("sends a visitor who is not signed in to sign in, back to the tunnel", async () => {
    const { signInRequests } = await renderTunnelAt("/fr/dossier", { signedIn: false });
    await waitFor(() =>
      expect(signInRequests).toEqual([{ reason: "visitor", returnTo: "/fr/dossier" }]),
    );
    expect(postedTo("getInfos")).toEqual([]);
  });

  it("creates the temporary application of the chosen flat, forgets it, then shows step 1", async () => {
    withChosenFlat();
    await renderTunnelAt("/fr/dossier");
    await step1Heading();
    expect(postedTo("creer")).toEqual([
      {
        id_residence: "crm-residence-gerland",
        type_typologie: "crm-typology-gerland-studio",
        id_bien: "bed-GER-ST-106",
        date_arrivee: "2031-09-01",
        resicamp: false,
        id_offre: null,
      },
    ]);
    expect(temporaryDossierInfoStorage.read()).toBeUndefined();
  });

  it("the KO marker opens the already-booked pop-up; a new search goes home", async () => {
    withChosenFlat();
    server.use(
      http.post(`${API}/dossierTemporaire/creer`, () =>
        HttpResponse.json({ status: "KO", error: "bienIndisponible" }),
      ),
    );
    const { user, router } = await renderTunnelAt("/fr/dossier");
    const dialog = await screen.findByRole("alertdialog", {
      name: "Désolé, cet appartement n'est plus disponible",
    });
    await user.click(within(dialog).getByRole("button", { name: "Nouvelle recherche" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/fr"));
  });

  it("restarting the search from the already-booked pop-up searches the same arrival day", async () => {
    withChosenFlat();
    server.use(
      http.post(`${API}/dossierTemporaire/creer`, () => HttpResponse.json({ status: "KO" })),
    );
    const { user, router } = await renderTunnelAt("/fr/dossier");
    const dialog = await screen.findByRole("alertdialog", {
      name: "Désolé, cet appartement n'est plus disponible",
    });
    await user.click(within(dialog).getByRole("button", { name: "Relancer la recherche" }));
    await waitFor(() =>
      expect(router.state.location.href).toBe("/fr/resultats-recherche?date=2031-09-01"),
    );
  });

  it("colocationIncorrecte opens the gender pop-up; a failed release says so", async () => {
    withChosenFlat();
    server.use(
      http.post(`${API}/dossierTemporaire/creer`, () =>
        HttpResponse.json({ error: "colocationIncorrecte", gender: "women" }, { status: 400 }),
      ),
      http.get(`${API}/dossier/relancerRechercheColocation`, serverError),
    );
    const { user } = await renderTunnelAt("/fr/dossier");
    const dialog = await screen.findByRole("alertdialog", { name: "Incompatibilité de genre" });
    await user.click(within(dialog).getByRole("button", { name: "Relancer la recherche" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe(
      "Erreur à la libération du bien",
    );
  });

  it("the gender pop-up's restart releases the flat, then searches again", async () => {
    withChosenFlat();
    server.use(
      http.post(`${API}/dossierTemporaire/creer`, () =>
        HttpResponse.json({ error: "colocationIncorrecte" }, { status: 400 }),
      ),
    );
    const { user, router } = await renderTunnelAt("/fr/dossier");
    const dialog = await screen.findByRole("alertdialog", { name: "Incompatibilité de genre" });
    await user.click(within(dialog).getByRole("button", { name: "Relancer la recherche" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/fr/resultats-recherche"));
  });

  it("asks before changing apartment, and keeps the dialog with its error on failure", async () => {
    tunnel.dossier = heldDossier({ temporaryId: "T-9" });
    server.use(
      http.post(`${API}/dossier/changementBien`, async ({ request }) => {
        tunnel.requests.push({ path: "changementBien", body: await request.json() });
        return serverError();
      }),
    );
    const { user } = await renderTunnelAt("/fr/dossier");
    const dialog = await screen.findByRole("alertdialog", { name: "Changement d'appartement" });
    await user.click(within(dialog).getByRole("button", { name: "Confirmer" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe(
      "Erreur lors de la modification du dossier",
    );
    expect(postedTo("changementBien")).toEqual([{ dossierTmp: "T-9" }]);
  });

  it("confirming the change moves the dossier to the new lot and reloads it", async () => {
    tunnel.dossier = heldDossier({ temporaryId: "T-9" });
    server.use(
      http.post(`${API}/dossier/changementBien`, () => {
        tunnel.dossier = heldDossier();
        return ok({ id_dossier: "D-42" });
      }),
    );
    const { user } = await renderTunnelAt("/fr/dossier");
    const dialog = await screen.findByRole("alertdialog", { name: "Changement d'appartement" });
    await user.click(within(dialog).getByRole("button", { name: "Confirmer" }));
    await step1Heading();
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(postedTo("getInfos")).toHaveLength(2);
  });

  it("keeping the current apartment opens step 1 without a call", async () => {
    tunnel.dossier = heldDossier({ temporaryId: "T-9" });
    const { user } = await renderTunnelAt("/fr/dossier");
    const dialog = await screen.findByRole("alertdialog", { name: "Changement d'appartement" });
    await user.click(within(dialog).getByRole("button", { name: "Annuler" }));
    await step1Heading();
    expect(postedTo("changementBien")).toEqual([]);
  });

  it("a failed load shows the generic error; Réessayer loads again", async () => {
    server.use(http.post(`${API}/dossier/getInfos`, serverError, { once: true }));
    const { user } = await renderTunnelAt("/fr/dossier");
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Une erreur est survenue lors de la requête, veuillez réessayer plus tard",
    );
    await user.click(screen.getByRole("button", { name: "Réessayer" }));
    await step1Heading();
  });

  it("a freed lot says the pre-reservation expired and offers the last search", async () => {
    tunnel.dossier = heldDossier({ statut: 2 });
    const { user, router } = await renderTunnelAt("/fr/dossier");
    expect(
      await screen.findByText("Votre pré-réservation a expiré, l'appartement a été libéré."),
    ).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Dernière recherche" }));
    await waitFor(() =>
      expect(router.state.location.href).toBe(
        "/fr/logements/residence-gerland/studio?date=2031-09-01",
      ),
    );
  });

  it("in English, the last search uses the English aliases", async () => {
    tunnel.dossier = heldDossier({ statut: 2 });
    const { user, router } = await renderTunnelAt("/en/application");
    await screen.findByRole("heading", { level: 1 });
    // The English text arrives with the catalogue's next extraction; until then the source shows.
    await user.click(screen.getByRole("button", { name: /^(Last search|Dernière recherche)$/ }));
    await waitFor(() =>
      expect(router.state.location.href).toBe(
        "/en/accomodation/student-residence-gerland/studio-en?date=2031-09-01",
      ),
    );
  });
});
