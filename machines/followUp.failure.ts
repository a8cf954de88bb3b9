/**
 * Why a call of step 5 failed, as its machines (`followUp`, `proofUpload`) hold it. Its own
 * module, so that the follow-up can start the proof uploads without an import cycle.
 */
/**
 * Why a step-5 call failed, as the machine holds it; the page has the texts (spec 8 "Transfer
 * proof and payment", "Signature"). `code` is the server's error code (`paiementBloque`,
 * `telephoneLocataire`...), `message` a text the server wrote, `generic` anything else.
 * @spec tunnel §8 Transfer proof and payment
 * @spec tunnel §8 Signature
 */
export type FollowUpFailure =
  | { kind: "generic" }
  | { kind: "code"; code: string }
  | { kind: "message"; text: string }
  /** `canSign` said no: the lease cannot be signed at the moment. */
  | { kind: "cannotSign" };

/** What a step-5 actor throws: an Error carrying its typed reason. */
export class FollowUpCallFailure extends Error {
  readonly reason: FollowUpFailure;
  constructor(reason: FollowUpFailure) {
    super(`follow-up call failed: ${reason.kind}`);
    this.name = "FollowUpCallFailure";
    this.reason = reason;
  }
}

export function failureOf(thrown: unknown): FollowUpFailure {
  return thrown instanceof FollowUpCallFailure ? thrown.reason : { kind: "generic" };
}
