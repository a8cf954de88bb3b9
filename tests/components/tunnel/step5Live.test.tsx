/**
 * Step 5 follows the file live: a staff decision shows without a reload when the page
 * comes back into view, the lease is offered from the payment stage, and the signing period is
 * the server's. The polling interval itself is walked on a simulated clock in
 * tests/machines/followUp.test.ts.
 */
import { fireEvent, screen } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { followUpAnswer, followUpAt } from "../../machines/fixtures/followUpData.ts";
import { renderTunnelAt } from "./renderTunnel.tsx";
import { API, answerTunnelCalls, server, tunnel } from "./tunnelApi.ts";
import { heldDossier } from "./tunnelFixtures.ts";

answerTunnelCalls();
vi.setConfig({ testTimeout: 30_000 });

const DEPOSE = `${API}/dossierDepose`;
const LEASE = "Télécharger le bail (PDF)";

/** What getSignature answers now; a test moves it on as staff would. */
let followUp: unknown = followUpAt.analysis;
let reads = 0;

beforeEach(() => {
  followUp = followUpAt.analysis;
  reads = 0;
  tunnel.dossier = heldDossier({ statuscode: "complete", statut: 4 });
  server.use(
    http.get(`${DEPOSE}/getSignature`, () => {
      reads += 1;
      return HttpResponse.json(followUp as object);
    }),
  );
});
afterEach(() => {
  vi.restoreAllMocks();
  setVisibility("visible");
});

function setVisibility(state: "hidden" | "visible") {
  Object.defineProperty(document, "visibilityState", { configurable: true, get: () => state });
  Object.defineProperty(document, "hidden", {
    configurable: true,
    get: () => state === "hidden",
  });
}

async function open(path = "/fr/dossier", heading = "Analyse de la demande") {
  const rendered = await renderTunnelAt(path);
  await screen.findByRole("heading", { level: 1, name: heading }, { timeout: 15_000 });
  return rendered;
}

describe("step 5 follows staff decisions without a reload", () => {
  it("back in the tab, the page reads the file at once and shows the decision", async () => {
    await open();
    expect(await screen.findByText("En cours d'examen", { exact: true })).toBeTruthy();
    followUp = followUpAt.payment;
    setVisibility("hidden");
    fireEvent(document, new Event("visibilitychange"));
    setVisibility("visible");
    fireEvent(document, new Event("visibilitychange"));
    expect(
      await screen.findByRole("heading", { level: 2, name: "Paiement des frais d'entrée" }),
    ).toBeTruthy();
  });

  it("the window getting the focus reads the file again while staff have the move", async () => {
    await open();
    await screen.findByText("En cours d'examen", { exact: true });
    const before = reads;
    followUp = followUpAt.waitingForLease;
    fireEvent(window, new Event("focus"));
    expect(await screen.findByText(/Votre bail est en préparation/)).toBeTruthy();
    expect(reads).toBe(before + 1);
  });

  it("a failed read on coming back keeps the page and says so", async () => {
    await open();
    await screen.findByText("En cours d'examen", { exact: true });
    server.use(
      http.get(`${DEPOSE}/getSignature`, () =>
        HttpResponse.json({ error: "dossierInconnu" }, { status: 400 }),
      ),
    );
    fireEvent(window, new Event("focus"));
    expect(
      await screen.findByText("Le suivi de votre demande n'a pas pu être actualisé."),
    ).toBeTruthy();
    expect(screen.getByText("En cours d'examen", { exact: true })).toBeTruthy();
  });
});

describe("step 5: the lease is read before paying", () => {
  it("is offered at the payment stage", async () => {
    followUp = followUpAt.payment;
    await open();
    expect(await screen.findByRole("button", { name: LEASE })).toBeTruthy();
    expect(screen.getByRole("button", { name: /^Payer .*par carte$/ })).toBeTruthy();
  });

  it("is not offered while it is prepared", async () => {
    followUp = followUpAt.waitingForLease;
    await open();
    await screen.findByText(/Votre bail est en préparation/);
    expect(screen.queryByRole("button", { name: LEASE })).toBeNull();
  });

  it("is not offered when the server says it does not exist yet", async () => {
    followUp = { ...followUpAt.payment, leaseReadable: false };
    await open();
    await screen.findByRole("heading", { level: 2, name: "Paiement des frais d'entrée" });
    expect(screen.queryByRole("button", { name: LEASE })).toBeNull();
  });

  it("in English too", async () => {
    followUp = followUpAt.payment;
    await open("/en/application", "Application review");
    expect(await screen.findByRole("button", { name: "Download the lease (PDF)" })).toBeTruthy();
  });
});

describe("step 5: the signing period is the server's", () => {
  const toSign = { statuscode: "accepted", code_bail: "B-1", amettredansyousign: true };
  const paid = { ...toSign, paiement_recu: true };

  it("says the days the server gives", async () => {
    followUp = followUpAnswer(paid, { signatureDays: 5 });
    await open();
    expect(await screen.findByText(/Vous disposez de 5 jours pour signer\./)).toBeTruthy();
  });

  it("an expired signature names the same period", async () => {
    followUp = followUpAnswer(paid, {
      signatureDays: 5,
      signature: { id: "s", type: "BAIL", statut: "EXPIRATION", link: null, etapes: [] },
    });
    await open();
    expect(await screen.findByText(/dans le délai de 5 jours/)).toBeTruthy();
  });

  it("without a period from the server, names none", async () => {
    followUp = followUpAnswer(paid, { signatureDays: null });
    await open();
    await screen.findByText(/Votre bail est prêt/);
    expect(screen.queryByText(/jours pour signer/)).toBeNull();
  });
});
