/**
 * The real side effects of step 5's machines (`followUp`, `proofUpload`): the calls of spec 7
 * with their failures typed (`FollowUpCallFailure`), the form post to the card page, the
 * address cleaned of the card page's answer, the lease download.
 */
import type { KyInstance } from "ky";
import { fromCallback, fromPromise } from "xstate";
import type {
  CanSignAnswer,
  PageVisibilityEvent,
  PaymentReturn,
  StartedSignature,
} from "../../../../machines/followUp.ts";
import { handoverMachine } from "../../../../machines/handover.ts";
import {
  type ChosenProof,
  proofUploadMachine,
  type UploadedProof,
} from "../../../../machines/proofUpload.ts";
import type { CallOptions } from "../../../api/call.ts";
import {
  canSign,
  downloadLease,
  getFollowUp,
  requestCardPayment,
  startSignature,
  submitProof,
  uploadProofFile,
} from "../../../api/followUp.ts";
import type { FollowUpData, PaymentRequest, ProofDocument } from "../../../api/followUpSchemas.ts";
import { handoverImplementations } from "./handoverActors.ts";
import { checkProof, encode, typed } from "./proofEffects.ts";

/** Where the card page sent the applicant back: `?payment=success` or `?payment=error&code=`. */
export function readPaymentReturn(search: string): PaymentReturn | null {
  const params = new URLSearchParams(search);
  const outcome = params.get("payment");
  if (outcome === "success") return { outcome: "success" };
  if (outcome === "error") return { outcome: "error", code: params.get("code") ?? "" };
  return null;
}

/**
 * Tells the follow-up when the page goes out of view and when it comes back (the tab shown again,
 * or the window focused), so it reads staff's decisions only while they can be seen.
 */
const watchPageVisibility = fromCallback(({ sendBack }) => {
  const hidden: PageVisibilityEvent = { type: "pageHidden" };
  const shown: PageVisibilityEvent = { type: "pageShown" };
  const tell = () => sendBack(document.visibilityState === "hidden" ? hidden : shown);
  const focused = () => sendBack(shown);
  if (document.visibilityState === "hidden") sendBack(hidden);
  document.addEventListener("visibilitychange", tell);
  window.addEventListener("focus", focused);
  return () => {
    document.removeEventListener("visibilitychange", tell);
    window.removeEventListener("focus", focused);
  };
});

/** Posts the payment fields to the card page as a form: the browser leaves the app. */
function postToCardPage({ url, post_data }: PaymentRequest): void {
  const form = document.createElement("form");
  form.method = "post";
  form.action = url;
  for (const [name, value] of Object.entries(post_data)) {
    const input = document.createElement("input");
    input.type = "hidden";
    input.name = name;
    input.value = String(value);
    form.append(input);
  }
  document.body.append(form);
  form.submit();
}

function forgetPaymentReturn(): void {
  const url = new URL(window.location.href);
  if (!url.searchParams.has("payment")) return;
  url.searchParams.delete("payment");
  url.searchParams.delete("code");
  window.history.replaceState(window.history.state, "", url.href);
}

/** Saves the lease (a PDF) through a temporary link. */
async function saveLease(api: KyInstance): Promise<void> {
  const blob = await downloadLease({ client: api });
  const href = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = href;
  link.download = "bail.pdf";
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(href);
}

/** Adds the chosen file to the proof's section. */
async function uploadProof(document: ProofDocument, file: File, call: CallOptions) {
  const answer = await typed(async () =>
    uploadProofFile({ section: document, file: file.name, encodedFile: await encode(file) }, call),
  );
  const stored = answer[document]?.[0];
  return { fileName: stored?.fileName ?? file.name };
}

/** The proof upload's calls; telling the follow-up that a proof was sent is no effect. */
const proofUploadImplementations = (api: KyInstance) => ({
  actors: {
    checkProof: fromPromise<ChosenProof, { file: File }>(({ input }) => checkProof(input.file)),
    uploadProof: fromPromise<UploadedProof, { document: ProofDocument; file: File }>(
      ({ input, signal }) => uploadProof(input.document, input.file, { signal, client: api }),
    ),
    submitProof: fromPromise<unknown, { document: ProofDocument }>(({ input, signal }) =>
      typed(() => submitProof({ document: input.document }, { signal, client: api })),
    ),
  },
});

/**
 * The follow-up's effects, and its proofs' upload actors with theirs (logic, not running actors).
 * Opening steps 2 to 4 again is no effect: the follow-up tells the tunnel loader, its parent.
 */
export const followUpImplementations = (api: KyInstance) => ({
  actors: {
    proofUpload: proofUploadMachine.provide(proofUploadImplementations(api)),
    handover: handoverMachine.provide(handoverImplementations(api)),
    loadFollowUp: fromPromise<FollowUpData, void>(({ signal }) =>
      getFollowUp({ signal, client: api }),
    ),
    requestCardPayment: fromPromise<PaymentRequest, { leaseCode: string }>(({ input, signal }) =>
      typed(() =>
        requestCardPayment(
          { num_bail: input.leaseCode, target: "acquisition", typeAffectation: "AUTO" },
          { signal, client: api },
        ),
      ),
    ),
    checkCanSign: fromPromise<CanSignAnswer, void>(({ signal }) =>
      typed(async () => ({ canSign: (await canSign({ signal, client: api })).peutSigner })),
    ),
    startSignature: fromPromise<StartedSignature, void>(({ signal }) =>
      typed(async () => ({ link: (await startSignature({ signal, client: api })).link })),
    ),
    watchPageVisibility,
  },
  actions: {
    submitPaymentForm: (_: unknown, request: PaymentRequest) => postToCardPage(request),
    forgetPaymentReturn,
    downloadLease: ({
      self,
    }: {
      self: { send: (event: { type: "leaseDownloadFailed" }) => void };
    }) => {
      saveLease(api).catch(() => self.send({ type: "leaseDownloadFailed" }));
    },
  },
});
