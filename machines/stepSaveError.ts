/**
 * Why saving a step (or checking / sending the file) failed, as the wizard holds it (tunnel spec
 * 8, "Saves", "Application" and "Generic handler"). The app turns a failed call into one of these
 * (`src/features/tunnel/stepSaveErrors.ts`); the machine keeps it; the step shows the matching
 * text under the right field or under the form. Machines hold codes, never texts.
 */

/**
 * The named codes of the spec's "Application" catalogue (section 8) that a tunnel call can
 * answer with `400 { error: code }`; each has its own text in both languages. Codes the spec
 * names but the operator has not given a wire name for use a name of ours (see docs/api.md).
 * @spec tunnel §8 Application
 */
export const applicationErrorCodes = [
  "dejaReservation",
  "reservationEnCours",
  "dossierNonTemporaire",
  "dossierInconnu",
  "utilisateurInconnu",
  "dossierPasEnCreation",
  "reservationExistantePourLeLot",
  "dossierToujoursActif",
  "erreurRecuperationBail",
  "erreurManagementDossier",
  "dejaEnvoye",
  "aucunePreReservation",
] as const;
export type ApplicationErrorCode = (typeof applicationErrorCodes)[number];

/** The address-quality and same-email refusals of steps 2 and 3 ("field label - server message"). */
type EmailQualityReason = "DQE" | "sameEmail";

/** @spec tunnel §8 Saves */
export type StepSaveError =
  /** Server fault, timeout, malformed answer: the generic text and a retry. */
  | { kind: "generic" }
  /**
   * The device is offline (the browser says so, or the request never reached the network): the
   * input is kept and the save is made again when the connection is back.
   */
  | { kind: "offline" }
  /** A named code of the "Application" catalogue. */
  | { kind: "application"; code: ApplicationErrorCode }
  /** A text the server wrote (a 400 body without fields), shown as is. */
  | { kind: "message"; text: string }
  /** A bad request without a usable text: "Les valeurs saisies sont incorrectes." */
  | { kind: "invalidValues" }
  /** Server field errors, by the form's field name, each shown under its field. */
  | { kind: "fields"; fields: Readonly<Record<string, string>> }
  /** DQE or sameEmail: under the form, the field's label, a dash and the server's text. */
  | {
      kind: "emailQuality";
      reason: EmailQualityReason;
      field: string;
      message: string;
      mail: string | null;
      /** Step 3: which guarantor (1 or 2) the field belongs to; null on step 2. */
      guarantor: 1 | 2 | null;
      /** Step 3: guarantor 2's address is the legal representative's (its own message). */
      isSameAsLegalGuardian: boolean;
    }
  /**
   * 409 `modifieAilleurs`: another tab or device saved the step since this one loaded it;
   * nothing was saved, the step offers to load the newer record and keep what was typed.
   */
  | { kind: "changedElsewhere" }
  /** `colocationIncorrecte`: the gender-incompatibility pop-up opens. */
  | { kind: "genderIncompatible" }
  /**
   * Step 3, `garantiesInsuffisantes`: the guarantors earn less than the rule asks; "Garanties
   * insuffisantes" opens. `minimumIncome` is what each guarantor needs, when the server says.
   */
  | { kind: "insufficientGuarantees"; minimumIncome: number | null };

const genericStepSaveError: StepSaveError = { kind: "generic" };

/**
 * What a save actor throws: an Error (so stacks and `instanceof Error` checks keep working) that
 * carries the typed reason, which `reasonOf` reads back.
 */
export class StepSaveFailure extends Error {
  readonly reason: StepSaveError;
  constructor(reason: StepSaveError) {
    super(`step save failed: ${reason.kind}`);
    this.name = "StepSaveFailure";
    this.reason = reason;
  }
}

/** Why a save actor failed: its `StepSaveFailure`'s reason; anything else it threw is generic. */
export function reasonOf(thrown: unknown): StepSaveError {
  return thrown instanceof StepSaveFailure ? thrown.reason : genericStepSaveError;
}
