/**
 * Step 5 when staff asked for changes (toUpdate): the request, "Compléter ma demande", and the
 * steps opened again on step 2 (the tunnel loader reads the file anew before opening them).
 */
import { screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { followUpAt } from "../../machines/fixtures/followUpData.ts";
import { renderTunnelAt } from "./renderTunnel.tsx";
import { API, answerTunnelCalls, server, serverError, tunnel } from "./tunnelApi.ts";
import { heldDossier } from "./tunnelFixtures.ts";

answerTunnelCalls();
vi.setConfig({ testTimeout: 30_000 });

const REOPEN = "Compléter ma demande";
let followUp: unknown = followUpAt.sentBackForChanges;

beforeEach(() => {
  followUp = followUpAt.sentBackForChanges;
  tunnel.dossier = heldDossier({ statuscode: "toUpdate", statut: 4 });
  tunnel.statuscode = "toUpdate";
  server.use(
    http.get(`${API}/dossierDepose/getSignature`, () => HttpResponse.json(followUp as object)),
  );
});

async function openSentBackFile() {
  const rendered = await renderTunnelAt("/fr/dossier");
  await screen.findByRole(
    "heading",
    { name: "Votre demande est à compléter" },
    { timeout: 15_000 },
  );
  return rendered;
}
const getInfosCalls = () => tunnel.requests.filter((request) => request.path === "getInfos");

describe("step 5, sent back for changes", () => {
  it("shows the status, its text and what to do, with no progress header", async () => {
    await openSentBackFile();
    expect(screen.getByText("Incomplète", { exact: true })).toBeTruthy();
    expect(screen.getByText(/Votre dossier est incomplet/)).toBeTruthy();
    expect(screen.getByText(/étapes 2 à 4/)).toBeTruthy();
    expect(screen.queryByRole("navigation", { name: "Avancement de votre demande" })).toBeNull();
    expect(screen.queryByText("Vous n'avez pas d'appartement pré-réservé.")).toBeNull();
  });

  it("Compléter ma demande reads the file again and opens step 2, focused, with no way back to step 1", async () => {
    const { user } = await openSentBackFile();
    const before = getInfosCalls().length;
    await user.click(screen.getByRole("button", { name: REOPEN }));
    const heading = await screen.findByRole(
      "heading",
      { level: 1, name: "Votre profil" },
      { timeout: 15_000 },
    );
    expect(getInfosCalls().length).toBe(before + 1);
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.queryByRole("button", { name: "Retour" })).toBeNull();
    const steps = screen.getByRole("navigation", { name: "Étapes de votre demande" });
    await within(steps).findByRole("button", { name: /Profil des garants/ });
    expect(within(steps).queryByRole("button", { name: /Votre appartement/ })).toBeNull();
  });

  it("staff refused meanwhile: step 5 shows the refusal instead of the steps", async () => {
    const { user } = await openSentBackFile();
    tunnel.dossier = heldDossier({ statuscode: "refused", statut: 0 });
    followUp = followUpAt.refused;
    await user.click(screen.getByRole("button", { name: REOPEN }));
    expect(
      await screen.findByText(/votre demande n'a pas pu être acceptée/, {}, { timeout: 15_000 }),
    ).toBeTruthy();
    expect(screen.getByText("Vous n'avez pas d'appartement pré-réservé.")).toBeTruthy();
    expect(screen.queryByRole("heading", { level: 1, name: "Votre profil" })).toBeNull();
  });

  it("reading the file again fails: the generic error and a retry that opens step 2", async () => {
    const { user } = await openSentBackFile();
    server.use(http.post(`${API}/dossier/getInfos`, serverError, { once: true }));
    await user.click(screen.getByRole("button", { name: REOPEN }));
    const retry = await screen.findByRole("button", { name: "Réessayer" }, { timeout: 15_000 });
    await user.click(retry);
    expect(
      await screen.findByRole("heading", { level: 1, name: "Votre profil" }, { timeout: 15_000 }),
    ).toBeTruthy();
  });
});
