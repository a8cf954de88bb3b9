/**
 * What the follow-up's walks are planned from: the starting situation, the events, and how each
 * invoked call may end. Shared by the vitest path suite (tests/machines/followUp.test.ts) and the
 * browser walks (tests/e2e/walks/), so both walk the same plans. Free of test-runner code.
 */

import { FollowUpCallFailure } from "../../../machines/followUp.failure.ts";
import type { FollowUpEvent } from "../../../machines/followUp.ts";
import type { PaymentRequest } from "../../../src/api/followUpSchemas.ts";
import { followUpParsed as at } from "../fixtures/followUpData.ts";
import type { EventTeaching } from "../support/teaching.ts";

export const paymentRequest: PaymentRequest = {
  url: "http://127.0.0.1/simulators/payment",
  post_data: { reference: "HC-2026-00042", amount: "1234.50" },
};
const blocked = new FollowUpCallFailure({ kind: "code", code: "paiementBloque" });
const phoneMissing = new FollowUpCallFailure({ kind: "code", code: "telephoneLocataire" });

const events = {
  retry: { cause: "clicks Réessayer under the load error" },
  refresh: { cause: "clicks Actualiser after a failed re-read" },
  payByCard: { cause: 'clicks "Payer par carte"' },
  proofSent: { cause: "a proof was sent (transfer or guarantee)" },
  startSigning: { cause: 'clicks "Lire et signer le bail via Yousign >"' },
  closeSignature: { cause: "closes the signature dialog" },
  downloadLease: { cause: 'clicks "Télécharger le bail"' },
  leaseDownloadFailed: { cause: "the lease download fails" },
  reopenForChanges: { cause: 'clicks "Compléter ma demande"' },
  pageHidden: { cause: "switches to another tab" },
  pageShown: { cause: "comes back to the tab, or to the window" },
} satisfies EventTeaching<FollowUpEvent>;

/** The follow-up's plan: situation, events, invocations' outcomes. */
export const followUpPlan = {
  inputs: {
    "opened from the tunnel": { paymentReturn: null },
  },
  events,
  invocations: {
    loadFollowUp: {
      done: {
        analysis: at.analysis,
        "accepted, lease in preparation": at.waitingForLease,
        "lease ready, to pay": at.payment,
        "transfer being checked": at.transferBeingChecked,
        "paid, to sign": at.signature,
        "all signed but the team": at.allButTeam,
        refused: at.refused,
        "sent back for changes": at.sentBackForChanges,
      },
      error: { offline: new Error("network down") },
    },
    reloadFollowUp: {
      done: {
        "applicant signed": at.signedByApplicant,
        "tenant signed, a co-signer to sign": at.waitingForGuardian,
        "a signer refused": at.signerRefused,
        "transfer confirmed": at.signature,
        "team countersigned": at.movingIn,
      },
      error: { "server error": new Error("500") },
    },
    requestCardPayment: {
      done: { "card page": paymentRequest },
      error: { "blocked 20 minutes": blocked },
    },
    checkCanSign: {
      done: { "may sign": { canSign: true }, "may not sign": { canSign: false } },
      error: { offline: new Error("network down") },
    },
    startSignature: {
      done: { started: { link: "http://127.0.0.1/simulators/signature/sig-1" } },
      error: { "no mobile phone": phoneMissing },
    },
  },
};
