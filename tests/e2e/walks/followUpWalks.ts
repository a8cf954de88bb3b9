/**
 * The follow-up's plan (tests/machines/plans/followUp.ts) in the browser: a fresh account with a
 * file sent for review (tests/e2e/fixtures/sendFile.ts), moved on by the staff command before
 * the page loads or while it reads the file again; each event a gesture on step 5, each state
 * what it shows. The page's clock is Playwright's, so the polling is a jump forward.
 */
import type { Page, Route } from "@playwright/test";
import { fromCallback } from "xstate";
import { type FollowUpSnapshot, toFollowUpView } from "../../../machines/followUp.selectors.ts";
import { followUpMachine, STAFF_POLL_INTERVAL_MS } from "../../../machines/followUp.ts";
import { followUpPlan } from "../../machines/plans/followUp.ts";
import { backHomeSignedIn, signInAsNewAccount } from "../signIn.ts";
import { giveCoSigners, giveSentFile, setPhone, staff } from "../staff.ts";
import { setTabVisibility } from "../tabVisibility.ts";
import { expect } from "../test.ts";
import { type BrowserTeaching, type Journey, server } from "./browserWalks.ts";

/**
 * The follow-up with its browser effects made inert: the shadow runs beside the page (the tab's
 * visibility reaches it as the walks' own pageHidden / pageShown events).
 */
const machine = followUpMachine.provide({
  actors: { watchPageVisibility: fromCallback(() => {}) },
  actions: {
    submitPaymentForm: () => {},
    forgetPaymentReturn: () => {},
    downloadLease: () => {},
    reopenSteps: () => {},
  },
});

let files = 0;

/**
 * The walks' own beds: the first two flat types of residences 4 to 9 (typology = residence ×
 * 100 + kind), three beds each.
 */
const WALKS_TYPOLOGIES = [4, 5, 6, 7, 8, 9].flatMap((residence) => [
  residence * 100 + 1,
  residence * 100 + 2,
]);

/** The file's moves to the handover, in order: staff's, and `pay`, `sign` for the applicant. */
const MOVES = ["accept", "lease", "pay", "sign", "countersign"] as const;
type Move = (typeof MOVES)[number];

/** Makes the moves the journey's file has not had yet, up to `last` (notes.moves counts them). */
function moveOn({ notes }: Journey, last: Move) {
  const done = Number(notes.moves ?? 0);
  const upTo = MOVES.indexOf(last) + 1;
  for (const move of MOVES.slice(done, upTo)) {
    staff(move, notes.reference ?? "");
    // `sign` without a signer: every signer in turn (a new signature after a refusal).
    if (move === "sign") notes.signers = "all";
  }
  notes.moves = String(Math.max(done, upTo));
}

/** Staff move the journey's file on before the page reads it. */
const movedTo = (last: Move) => async (journey: Journey) => moveOn(journey, last);

const FILE_READ = "**/dossierDepose/getSignature*";

/**
 * Staff move the file on as the page reads it again: not before the gesture, whose own calls
 * (canSign, signatureBail) must still see the file as it was.
 */
const movedDuringReread = (last: Move) => async (journey: Journey) => {
  await journey.page.route(
    FILE_READ,
    async (route: Route) => {
      moveOn(journey, last);
      await route.continue();
    },
    { times: 1 },
  );
};

/** The network drops a call; the API client tries a read twice more: every try fails. */
const dropped =
  (url: string) =>
  async ({ page }: Journey) => {
    await page.route(url, (route: Route) => route.abort("internetdisconnected"), { times: 3 });
  };

type SignersGoal = "tenant" | "refused";

/**
 * Staff's commands that bring the file's signature to `goal` from wherever it is (notes.signers:
 * none, tenant, refused, all): the tenant alone signed, or the guarantor refused after them. A
 * signature every signer signed cannot go back: it lapses first, and a new one starts.
 */
function signersTo(journey: Journey, goal: SignersGoal) {
  const { notes } = journey;
  const reference = notes.reference ?? "";
  const was = notes.signers ?? "none";
  if (was === goal) return;
  moveOn(journey, "pay");
  if (was === "all") staff("expire-signature", reference);
  if (was !== "tenant") staff("sign", reference, "tenant");
  if (goal === "refused") staff("refuse-signature", reference, "guarantor1");
  notes.signers = goal;
  // Every signer signs again on the way to the countersignature.
  notes.moves = String(MOVES.indexOf("pay") + 1);
}

/**
 * The applicant signs in the frame if it shows, else on another device as the page reads the
 * file again; then staff bring the signature to `goal` as the page reads it.
 */
const tenantSignsThen = (goal: SignersGoal) => async (journey: Journey) => {
  if (await signingFrame(journey.page).isVisible()) {
    const frame = journey.page.frameLocator(SIGNING_FRAME);
    await frame.getByRole("button", { name: "Signer le bail" }).click();
    await expect(frame.getByText(/Merci, votre signature est enregistrée/)).toBeVisible();
    journey.notes.signers = "tenant";
  }
  await journey.page.route(
    FILE_READ,
    async (route: Route) => {
      signersTo(journey, goal);
      await route.continue();
    },
    { times: 1 },
  );
};

/** After a re-read during which a staff command runs (a few seconds on a loaded machine). */
const AFTER_STAFF_MOVE = { timeout: 15_000 };

const signingDialog = (page: Page) => page.getByRole("dialog", { name: "Signature de votre bail" });
const SIGNING_FRAME = 'iframe[title="Signature électronique du bail"]';
const signingFrame = (page: Page) => page.locator(SIGNING_FRAME);

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
        // Before any page: the app's timers then run on a clock the walks can move forward.
        await page.clock.install();
        await page.goto("/fr");
        await page.context().clearCookies();
        await page.evaluate(() => window.localStorage.clear());
        await page.reload();
        await page.getByRole("button", { name: "Se connecter" }).first().click();
        const email = await signInAsNewAccount(page);
        await backHomeSignedIn(page);
        journey.notes.email = email;
        files += 1;
        journey.notes.reference = `HC-2098-${String(process.pid % 1000).padStart(3, "0")}${String(files).padStart(2, "0")}`;
        giveSentFile(email, journey.notes.reference, ...WALKS_TYPOLOGIES);
        // A personal guarantor signs after the applicant, from their mail.
        giveCoSigners(journey.notes.reference, "guarantor");
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
      run: async (journey) => {
        const { page, notes } = journey;
        // The proof counts once staff confirm the transfer, which they do as the page reads the
        // file again after sending; staff's moves go on from the paid fees.
        notes.moves = String(Math.max(Number(notes.moves ?? 0), MOVES.indexOf("pay") + 1));
        await page.route(
          FILE_READ,
          async (route: Route) => {
            staff("confirm-transfer", notes.reference ?? "");
            await route.continue();
          },
          { times: 1 },
        );
        await page.getByRole("tab", { name: "Virement bancaire" }).click();
        const proofInput = page.locator('[data-proof="transfer_justificative"] input[type="file"]');
        await proofInput.setInputFiles({
          name: "virement.pdf",
          mimeType: "application/pdf",
          buffer: Buffer.from("%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n"),
        });
        await page.getByRole("button", { name: "Envoyer le justificatif" }).click();
      },
    },
    startSigning: {
      does: 'clicks "Lire et signer le bail via Yousign >" ("Relancer la signature" after a refusal or an expiry)',
      run: async ({ page }) => {
        await page
          .getByRole("button", {
            name: /^(Lire et signer le bail via Yousign >|Relancer la signature)$/,
          })
          .click();
      },
    },
    closeSignature: {
      does: "clicks Fermer under the signature dialog",
      run: async ({ page }) => {
        await signingDialog(page).getByRole("button", { name: "Fermer", exact: true }).click();
        await expect(signingDialog(page)).toBeHidden();
      },
    },
    downloadLease: {
      does: 'clicks "Télécharger le bail (PDF)"',
      // Walked beside "Lire et signer"; also offered at payment, where
      // liveFollowUp.spec.ts downloads it.
      possible: (before) => before.matches({ showing: { signature: "readyToSign" } }),
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
    // Hidden and shown again under analysis only: the same listener and guard serve every
    // waiting state, and each gesture anywhere would triple the journeys (machine tests walk all).
    pageHidden: {
      does: "switches to another tab (the page is hidden)",
      possible: (before) =>
        before.matches({ showing: "analysis" }) && !before.context.isPageOutOfView,
      run: async ({ page }) => setTabVisibility(page, "hidden"),
    },
    pageShown: {
      does: "comes back to the tab (the page is shown)",
      possible: (before) =>
        before.context.isPageOutOfView || before.matches({ showing: "analysis" }),
      run: async ({ page }) => setTabVisibility(page, "visible"),
    },
    leaseDownloadFailed: {
      does: 'clicks "Télécharger le bail (PDF)" while the network drops the download',
      possible: (before) => before.matches({ showing: { signature: "readyToSign" } }),
      run: async (journey) => {
        await dropped("**/sharepoint/downloadBail*")(journey);
        await journey.page.getByRole("button", { name: "Télécharger le bail (PDF)" }).click();
      },
    },
  },
  outcomes: {
    loadFollowUp: {
      done: {
        analysis: server("the server reads the file under analysis"),
        "accepted, lease in preparation": {
          does: "staff accept the file before the page reads it",
          arm: movedTo("accept"),
        },
        "lease ready, to pay": {
          does: "staff accept the file and put its lease in the signature tool",
          arm: movedTo("lease"),
        },
        "paid, to sign": {
          does: "staff put the lease in the signature tool and the fees are paid by card",
          arm: movedTo("pay"),
        },
        "transfer being checked": {
          unreachable:
            "only the page sends a transfer proof (the proofSent gesture, whose next read staff confirm); step5.test.tsx shows the checking view and liveFollowUp.spec.ts its live end",
        },
        "all signed but the team": {
          unreachable:
            "the server never has every party signed but the team: signing (the signers' simulated pages, or staff sign) completes every signer's step in turn but leaves tous_partis_signes to the team's countersign, which sets signe_gecina with it (step5.test.tsx shows that view)",
        },
        refused: {
          does: "staff refuse the file before the page reads it",
          arm: async ({ notes }) => {
            staff("refuse", notes.reference ?? "");
          },
        },
        "sent back for changes": {
          does: "staff ask for changes before the page reads it",
          arm: async ({ notes }) => {
            staff("update", notes.reference ?? "");
          },
        },
      },
      error: { offline: { does: "the network drops the read", arm: dropped(FILE_READ) } },
    },
    reloadFollowUp: {
      done: {
        "applicant signed": {
          does: "the applicant signs in the frame if it shows, then the guarantor from their mail (everyone on another device otherwise), as the page reads the file again",
          arm: async (journey) => {
            const frame = journey.page.frameLocator(SIGNING_FRAME);
            if (!(await signingFrame(journey.page).isVisible()))
              return movedDuringReread("sign")(journey);
            await frame.getByRole("button", { name: "Signer le bail" }).click();
            await expect(frame.getByText(/Merci, votre signature est enregistrée/)).toBeVisible();
            journey.notes.signers = "tenant";
            await movedDuringReread("sign")(journey);
          },
        },
        "tenant signed, a co-signer to sign": {
          does: "the applicant signs (in the frame if it shows, else on another device); the guarantor has not yet",
          arm: tenantSignsThen("tenant"),
        },
        "a signer refused": {
          does: "the applicant signs, then the guarantor refuses from their mail, as the page reads the file again",
          arm: tenantSignsThen("refused"),
        },
        "transfer confirmed": {
          unreachable:
            "reached only from a transfer being checked, which the walks cannot set up (see above)",
        },
        "team countersigned": {
          does: "staff countersign (after the moves before it) as the page reads the file again",
          arm: movedDuringReread("countersign"),
        },
      },
      error: {
        "server error": {
          does: "the server fails the re-read",
          arm: async ({ page }) => {
            // The API client tries a read twice more after a 500: every try fails.
            await page.route(FILE_READ, (route: Route) => route.fulfill({ status: 500 }), {
              times: 3,
            });
          },
        },
      },
    },
    requestCardPayment: {
      done: { "card page": server("the server signs the card page's fields") },
      error: {
        "blocked 20 minutes": {
          does: "the server's answer after three refused cards within 20 minutes, served as is (three round trips to the card page would each reload step 5)",
          arm: async ({ page }) => {
            const retryAt = new Date(Date.now() + 20 * 60_000).toISOString();
            await page.route(
              "**/payment/payment",
              (route: Route) =>
                route.fulfill({ status: 400, json: { error: "paiementBloque", retryAt } }),
              { times: 1 },
            );
          },
        },
      },
    },
    checkCanSign: {
      done: {
        "may sign": server("the server: paid, not signed yet"),
        "may not sign": {
          does: "the applicant signed on another device before the click",
          arm: movedTo("sign"),
        },
      },
      error: { offline: { does: "the network drops the check", arm: dropped("**/canSign*") } },
    },
    startSignature: {
      done: {
        started: {
          does: "the applicant gave a mobile phone on the profile page: the provider starts",
          arm: async ({ notes }) => setPhone(notes.email ?? "", "06 12 34 56 78"),
        },
      },
      error: {
        "no mobile phone": {
          does: "the account has no mobile phone (as signed up)",
          arm: async ({ notes }) => setPhone(notes.email ?? "", ""),
        },
      },
    },
  },
  timers: {
    STAFF_POLL_INTERVAL: {
      does: "the polling interval passes on the page's clock",
      run: async ({ page }) => {
        await page.clock.fastForward(STAFF_POLL_INTERVAL_MS);
      },
    },
    SIGNATURE_FRAME_DELAY: {
      does: "waits the 3 s before the frame loads",
      run: async ({ page }) => {
        await expect(signingFrame(page)).toBeVisible();
      },
    },
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
    "showing.payment.choosingPaymentView": { transient: "decides at once" },
    "showing.payment.transferBeingChecked": async ({ page }) => {
      await expect(page.getByText("Votre virement est en cours de vérification.")).toBeVisible();
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
      await expect(signingFrame(page)).toBeVisible();
    },
    "showing.signature.waitingForCoSigners": async ({ page }) => {
      await expect(page.getByRole("heading", { name: "Vous avez signé votre bail" })).toBeVisible(
        AFTER_STAFF_MOVE,
      );
      await expect(
        page.getByRole("listitem").filter({ hasText: "Signature du garant" }),
      ).toContainText("(en attente)");
    },
    "showing.signature.signatureStopped": async ({ page }) => {
      await expect(page.getByText("Un signataire a refusé de signer le bail.")).toBeVisible(
        AFTER_STAFF_MOVE,
      );
      await expect(
        page.getByRole("listitem").filter({ hasText: "Signature du garant" }),
      ).toContainText("(a refusé)");
      await expect(page.getByRole("button", { name: "Relancer la signature" })).toBeEnabled();
    },
    "showing.signature.waitingForCountersignature": async ({ page }) => {
      await expect(page.getByText("À nous de jouer", { exact: false }).first()).toBeVisible(
        AFTER_STAFF_MOVE,
      );
    },
    "showing.handover.waitingForCountersignature": async ({ page }) => {
      await expect(page.getByText("À nous de jouer", { exact: false }).first()).toBeVisible(
        AFTER_STAFF_MOVE,
      );
    },
    "showing.handover.movingIn": async ({ page }) => {
      await expect(page.getByText("Bientôt chez vous !").first()).toBeVisible(AFTER_STAFF_MOVE);
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
