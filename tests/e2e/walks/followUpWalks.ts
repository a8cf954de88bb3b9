/**
 * The follow-up's plan (tests/machines/plans/followUp.ts) in the browser: a fresh account with a
 * file sent for review (tests/e2e/fixtures/sendFile.ts), moved on by the staff command before
 * the page loads; each event a gesture on step 5, each state what it shows.
 */
import type { Page, Route } from "@playwright/test";
import { type FollowUpSnapshot, toFollowUpView } from "../../../machines/followUp.selectors.ts";
import { followUpMachine } from "../../../machines/followUp.ts";
import { followUpPlan } from "../../machines/plans/followUp.ts";
import { signUpThroughProvider } from "../signIn.ts";
import { giveSentFile, staff } from "../staff.ts";
import { expect } from "../test.ts";
import { type BrowserTeaching, type Journey, server } from "./browserWalks.ts";

/** The follow-up with its browser effects made inert: the shadow runs beside the page. */
const machine = followUpMachine.provide({
  actions: {
    submitPaymentForm: () => {},
    forgetPaymentReturn: () => {},
    downloadLease: () => {},
    reopenSteps: () => {},
  },
});

let files = 0;
const SIGNATURE_PATH =
  "signature, handover: the walks would need a card payment through the simulator before the page loads; step5.spec.ts walks the payment, the signature frame and the handover, followUp.test.ts every branch";

/** Staff move the journey's file on before the page reads it. */
const staffDo =
  (...actions: Array<"accept" | "lease" | "refuse" | "update">) =>
  async ({ notes }: Journey) => {
    for (const action of actions) staff(action, notes.reference ?? "");
  };

const onPaymentTabs = (snapshot: FollowUpSnapshot) =>
  snapshot.matches({ showing: { payment: "choosingMethod" } }) ||
  snapshot.matches({ showing: { payment: "cardPaymentRefused" } });

const loadFailed = (page: Page) =>
  page.getByRole("alert").filter({ has: page.getByRole("button", { name: "Réessayer" }) });

export const followUpWalks: BrowserTeaching<typeof machine, typeof followUpPlan> = {
  id: "followUp",
  machine,
  plan: followUpPlan,
  situations: {
    "opened from the tunnel": {
      does: "a new account whose file was sent for review opens its application",
      setUp: async (journey) => {
        const { page } = journey;
        await page.goto("/fr");
        await page.context().clearCookies();
        await page.evaluate(() => window.localStorage.clear());
        await page.reload();
        await page.getByRole("button", { name: "Se connecter" }).first().click();
        const email = await signUpThroughProvider(page);
        await expect(page).toHaveURL(/\/fr$/);
        files += 1;
        journey.notes.reference = `HC-2098-${String(process.pid % 1000).padStart(3, "0")}${String(files).padStart(2, "0")}`;
        // Studios of residences 4 to 9 (typology = residence × 100 + kind): the walks' own beds.
        giveSentFile(email, journey.notes.reference, (4 + (files % 6)) * 100 + 1);
      },
      open: async ({ page }) => {
        await page.goto("/fr/dossier");
      },
    },
  },
  events: {
    retry: {
      does: "clicks Réessayer under the load error",
      run: async ({ page }) => {
        await loadFailed(page).getByRole("button", { name: "Réessayer" }).click();
      },
    },
    refresh: {
      does: "clicks Actualiser under the failed re-read",
      possible: (before) => toFollowUpView(before).refreshFailed,
      run: async ({ page }) => {
        await page.getByRole("button", { name: "Actualiser" }).click();
      },
    },
    payByCard: {
      does: 'clicks "Payer … par carte"',
      possible: (before) => onPaymentTabs(before),
      run: async ({ page }) => {
        await page.getByRole("button", { name: /^Payer .*par carte$/ }).click();
      },
    },
    proofSent: {
      does: "sends a bank-transfer proof",
      possible: (before) => onPaymentTabs(before),
      run: async ({ page }) => {
        await page.getByRole("tab", { name: "Virement bancaire" }).click();
        await page.getByLabel(/^Justificatif de virement/).setInputFiles({
          name: "virement.pdf",
          mimeType: "application/pdf",
          buffer: Buffer.from("%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n"),
        });
        await page.getByRole("button", { name: "Envoyer le justificatif" }).click();
      },
    },
    startSigning: { unreachable: SIGNATURE_PATH },
    closeSignature: { unreachable: SIGNATURE_PATH },
    downloadLease: {
      does: 'clicks "Télécharger le bail (PDF)"',
      // Offered at the signature sub-stage (not at the payment one, as the walks found).
      possible: (before) => before.matches({ showing: "signature" }),
      run: async ({ page }) => {
        const download = page.waitForEvent("download");
        await page.getByRole("button", { name: "Télécharger le bail (PDF)" }).click();
        await download;
      },
    },
    reopenForChanges: {
      does: 'clicks "Compléter ma demande"',
      possible: (before) =>
        before.matches({ showing: { sentBackForChanges: "waitingForApplicant" } }),
      run: async ({ page }) => {
        await page.getByRole("button", { name: "Compléter ma demande" }).click();
      },
    },
    leaseDownloadFailed: {
      unreachable:
        "the page sends it when a download it started fails; the walks cannot fail a download after the click that started it (step 5 component tests)",
    },
  },
  outcomes: {
    loadFollowUp: {
      done: {
        analysis: server("the server reads the file under analysis"),
        "accepted, lease in preparation": {
          does: "staff accept the file before the page reads it",
          arm: staffDo("accept"),
        },
        "lease ready, to pay": {
          does: "staff accept the file and put its lease in the signature tool",
          arm: staffDo("accept", "lease"),
        },
        "paid, to sign": { unreachable: SIGNATURE_PATH },
        "all signed but the team": { unreachable: SIGNATURE_PATH },
        refused: { does: "staff refuse the file before the page reads it", arm: staffDo("refuse") },
        "sent back for changes": {
          does: "staff ask for changes before the page reads it",
          arm: staffDo("update"),
        },
      },
      error: {
        offline: {
          does: "the network drops the read",
          arm: async ({ page }) => {
            await page.route(
              "**/dossierDepose/getSignature*",
              (route: Route) => route.abort("internetdisconnected"),
              // The API client tries a read again after a network error: every try fails.
              { times: 3 },
            );
          },
        },
      },
    },
    reloadFollowUp: {
      done: {
        "applicant signed": { unreachable: SIGNATURE_PATH },
        "team countersigned": { unreachable: SIGNATURE_PATH },
      },
      error: {
        "server error": {
          unreachable:
            "a re-read comes after 30 s of polling or after a proof; a proof's re-read is the server's, a failing one is followUp.test.ts's",
        },
      },
    },
    requestCardPayment: {
      done: { "card page": server("the server signs the card page's fields") },
      error: {
        "blocked 20 minutes": {
          unreachable:
            "the payment provider blocks a card only after refusals within 20 minutes (step 5 component tests)",
        },
      },
    },
    checkCanSign: {
      done: {
        "may sign": { unreachable: SIGNATURE_PATH },
        "may not sign": { unreachable: SIGNATURE_PATH },
      },
      error: { offline: { unreachable: SIGNATURE_PATH } },
    },
    startSignature: {
      done: { started: { unreachable: SIGNATURE_PATH } },
      error: { "no mobile phone": { unreachable: SIGNATURE_PATH } },
    },
  },
  timers: {
    STAFF_POLL_INTERVAL: {
      unreachable:
        "30 s of waiting per read; followUp.test.ts runs the polling on the simulated clock",
    },
    SIGNATURE_FRAME_DELAY: { unreachable: SIGNATURE_PATH },
  },
  states: {
    loading: { transient: "while the file is read" },
    loadFailed: async ({ page }) => {
      await expect(loadFailed(page)).toBeVisible();
    },
    refreshing: { transient: "while the file is read again" },
    "showing.choosingSubStage": { transient: "decides at once" },
    "showing.analysis": async ({ page }) => {
      await expect(page.getByText("En cours d'examen", { exact: true })).toBeVisible();
    },
    "showing.waitingForLease": async ({ page }) => {
      await expect(page.getByText(/Votre logement vous est réservé jusqu'au/)).toBeVisible();
    },
    "showing.payment.choosingMethod": async ({ page }) => {
      await expect(page.getByRole("tab", { name: "Carte bancaire" })).toBeVisible();
      await expect(page.getByRole("button", { name: /^Payer .*par carte$/ })).toBeEnabled();
    },
    "showing.payment.requestingCardPayment": { transient: "while the card page is asked for" },
    "showing.payment.leavingForCardPage": async ({ page }) => {
      await expect(page).toHaveURL(/\/simulators\/payment$/);
    },
    "showing.payment.cardPaymentRefused": async ({ page }) => {
      await expect(page.getByRole("alert").first()).toBeVisible();
    },
    "showing.signature.readyToSign": async ({ page }) => {
      await expect(
        page.getByRole("button", { name: "Lire et signer le bail via Yousign >" }),
      ).toBeVisible();
    },
    "showing.signature.checkingCanSign": { transient: "while the server is asked" },
    "showing.signature.startingSignature": { transient: "while the provider prepares the page" },
    "showing.signature.signing.waitingForFrame": async ({ page }) => {
      await expect(page.getByText("Préparation de votre bail pour la signature…")).toBeVisible();
    },
    "showing.signature.signing.showingFrame": async ({ page }) => {
      await expect(page.locator("iframe")).toBeVisible();
    },
    "showing.signature.waitingForCountersignature": async ({ page }) => {
      await expect(page.getByText("À nous de jouer", { exact: false }).first()).toBeVisible();
    },
    "showing.handover.waitingForCountersignature": async ({ page }) => {
      await expect(page.getByText("À nous de jouer", { exact: false }).first()).toBeVisible();
    },
    "showing.handover.movingIn": async ({ page }) => {
      await expect(page.getByText("Bientôt chez vous !").first()).toBeVisible();
    },
    "showing.sentBackForChanges.waitingForApplicant": async ({ page }) => {
      await expect(page.getByRole("button", { name: "Compléter ma demande" })).toBeVisible();
    },
    // The tunnel takes over from step 5: the follow-up is gone, step 2 is on screen.
    "showing.sentBackForChanges.openingSteps": async ({ page }) => {
      await expect(page.getByRole("heading", { level: 1, name: "Votre profil" })).toBeVisible();
    },
    "showing.statusOnly": async ({ page }) => {
      await expect(page.getByText("Refusée", { exact: true })).toBeVisible();
    },
  },
};
