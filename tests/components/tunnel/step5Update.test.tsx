/**
 * Step 5 when staff asked for changes (toUpdate): the request, "Compléter ma demande", and the
 * steps opened again on step 2 (the tunnel loader reads the file anew before opening them).
 */
import { screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { tunnelStepHref } from "../../../src/routes/tunnelSteps.ts";
import { followUpAnswer, followUpAt } from "../../machines/fixtures/followUpData.ts";
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

/** The reasons as the server sends them: its labels in the request's language (French here). */
const changesRequested = {
  at: "2026-08-01T10:00:00.000Z",
  text: "Merci de compléter rapidement.",
  reasons: [
    {
      code: "identityExpired",
      step: 4,
      section: "identity",
      label: "Pièce d'identité expirée : envoyez une pièce en cours de validité.",
    },
    {
      code: "addressIncomplete",
      step: 2,
      field: "address2_line1",
      label: "Adresse incomplète : précisez le numéro et la rue.",
    },
    {
      code: "guarantorIncomeProofMissing",
      step: 4,
      section: "income1",
      label:
        "Justificatifs de revenus du garant manquants : les trois derniers bulletins de salaire.",
    },
  ],
};
const withReasons = (changes: unknown) =>
  followUpAnswer({ statuscode: "toUpdate" }, { changesRequested: changes });

describe("step 5, sent back for changes: the team's reasons", () => {
  it("lists each reason under the step it concerns, with a link to that step and the team's message", async () => {
    followUp = withReasons(changesRequested);
    await openSentBackFile();
    const section = within(
      screen.getByRole("region", { name: "Ce que l'équipe vous demande de modifier" }),
    );
    expect(section.getByRole("status").textContent).toBe("L'équipe vous demande 3 modifications.");
    const steps = section
      .getAllByRole("heading", { level: 4 })
      .map((heading) => heading.textContent);
    expect(steps).toEqual([
      "Étape 2 : Votre profil",
      "Étape 4 : Vos documents",
      "Le message de l'équipe",
    ]);
    const documents = within(section.getByRole("listitem", { name: "Étape 4 : Vos documents" }));
    expect(documents.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "Pièce d'identité (passeport, carte d'identité recto et verso ou titre de séjour) : Pièce d'identité expirée : envoyez une pièce en cours de validité.",
      "Justificatifs de revenus du garant 1 : Justificatifs de revenus du garant manquants : les trois derniers bulletins de salaire.",
    ]);
    const link = documents.getByRole("link", { name: "Modifier l'étape 4 : Vos documents" });
    expect(link.getAttribute("href")).toBe(tunnelStepHref(4, "fr"));
    expect(
      section.getByRole("link", { name: "Modifier l'étape 2 : Votre profil" }).getAttribute("href"),
    ).toBe(tunnelStepHref(2, "fr"));
    expect(section.getByText("Merci de compléter rapidement.")).toBeTruthy();
  });

  it("a reason's link reads the file again and opens its step", async () => {
    followUp = withReasons(changesRequested);
    const { user } = await openSentBackFile();
    const before = getInfosCalls().length;
    await user.click(screen.getByRole("link", { name: "Modifier l'étape 4 : Vos documents" }));
    expect(
      await screen.findByRole("heading", { level: 1, name: "Vos documents" }, { timeout: 15_000 }),
    ).toBeTruthy();
    expect(getInfosCalls().length).toBe(before + 1);
  });

  it("an unknown code or a malformed entry shows the server's label or a generic line, never a broken page", async () => {
    followUp = withReasons({
      text: null,
      reasons: [
        { code: "aNewCode", step: 3, label: "Un motif que l'application ne connaît pas." },
        "identityExpired",
        { code: 12, step: "x" },
      ],
    });
    await openSentBackFile();
    const section = within(
      screen.getByRole("region", { name: "Ce que l'équipe vous demande de modifier" }),
    );
    expect(section.getByText("Un motif que l'application ne connaît pas.")).toBeTruthy();
    const others = within(section.getByRole("listitem", { name: "Autres points" }));
    // Two malformed entries say the same nothing: one generic line.
    expect(others.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "Un autre point est à revoir : voyez le message de l'équipe ou le courriel reçu.",
    ]);
    expect(others.queryByRole("link"), "no step to open").toBeNull();
    expect(
      section.getByRole("link", { name: "Modifier l'étape 3 : Profil des garants" }),
    ).toBeTruthy();
    expect(screen.getByRole("button", { name: REOPEN })).toBeTruthy();
  });

  it("without reasons, says the team's mail tells what to change", async () => {
    followUp = withReasons("not an object");
    await openSentBackFile();
    expect(
      screen.getByText("Le courriel de l'équipe vous dit ce qu'il faut modifier."),
    ).toBeTruthy();
  });

  it("in English: the reasons in the page's language, whatever the server's label", async () => {
    followUp = withReasons(changesRequested);
    await renderTunnelAt("/en/application");
    const section = within(
      await screen.findByRole(
        "region",
        { name: "What the team asks you to change" },
        { timeout: 15_000 },
      ),
    );
    expect(section.getByText("The team asks you for 3 changes.")).toBeTruthy();
    expect(
      section.getByText(/Identity document expired: send one that is still valid\./),
    ).toBeTruthy();
    expect(
      section.getByRole("link", { name: "Change step 2: Your profile" }).getAttribute("href"),
    ).toBe(tunnelStepHref(2, "en"));
  });
});
