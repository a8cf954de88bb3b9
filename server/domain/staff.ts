/**
 * The team's decisions on sent files (spec: "a command that accepts, refuses, or asks for an
 * update of a dossier, and countersigns"), made from the console (routes/staff-files.ts) or
 * `npm run staff`, through `staffDecision` alike. Each one is refused when the file's status
 * or facts do not allow it, recorded in the file's history with who made it, frees the file's
 * lock, and mails the applicant. `pay` and `sign` stand in for the applicant on the providers'
 * pages (as their simulators record them), so a tester can bring a file to the signature or
 * the countersignature at once; the console cannot make them.
 */
import { STAFF_DECISIONS, type StaffDecision } from "../../src/api/staffSchemas.ts";
import { all, type Db, one, run, transaction } from "../db.ts";
import { deleteDocument, documentsIn } from "./documents.ts";
import { type DossierRow, INFO, STATUS, updateDossier } from "./dossiers.ts";
import { type Actor, COMMAND_LINE, recordHistory } from "./fileHistory.ts";
import {
  followupOf,
  leaseSignature,
  maySignLease,
  recordCardPayment,
  saveFollowup,
  signatureNow,
} from "./followup.ts";
import type { StoredGuarantors } from "./guarantors.ts";
import {
  appointmentOfFile,
  cancelAppointment,
  hasInsuranceToReview,
  moveAppointment,
  offerInventorySlots,
  reviewInsurance,
} from "./handover.ts";
import {
  expireSignature,
  haveAllSignersSigned,
  refuseStep,
  SIGNER_STEPS,
  SignerError,
  type SignerName,
  signerAskedFor,
  signStep,
} from "./signers.ts";
import type { StaffRole } from "./staffAccounts.ts";
import { mailDecision } from "./staffMails.ts";
import { DECISION_PERMISSIONS, mayStaff } from "./staffPermissions.ts";

/** Stand-ins for the providers' pages, which mail the applicant nothing (command line only). */
const PROVIDER_ACTIONS = ["pay", "sign", "refuse-signature", "expire-signature"] as const;

/** The console's decisions (src/api/staffSchemas.ts), then the providers' stand-ins. */
export const STAFF_ACTIONS = [...STAFF_DECISIONS, ...PROVIDER_ACTIONS] as const;
const isProviderAction = (action: string) =>
  (PROVIDER_ACTIONS as readonly string[]).includes(action);
export type StaffAction = (typeof STAFF_ACTIONS)[number];

/** Statuses each decision may start from. */
const FROM: Record<StaffAction, readonly string[]> = {
  accept: [STATUS.complete, STATUS.recycling, STATUS.toSendToComity],
  lease: [STATUS.accepted],
  pay: [STATUS.accepted],
  sign: [STATUS.accepted],
  "refuse-signature": [STATUS.accepted],
  "expire-signature": [STATUS.accepted],
  update: [STATUS.complete, STATUS.recycling, STATUS.toSendToComity],
  refuse: [STATUS.complete, STATUS.recycling, STATUS.toSendToComity, STATUS.toUpdate],
  countersign: [STATUS.accepted, STATUS.payed],
  "confirm-transfer": [STATUS.accepted],
  "refuse-transfer": [STATUS.accepted],
  "accept-insurance": [STATUS.signed],
  "refuse-insurance": [STATUS.signed],
  "move-appointment": [STATUS.signed],
  "cancel-appointment": [STATUS.signed],
  "offer-slots": [STATUS.signed],
};

/**
 * A decision the file does not allow now, with why: `code` for the console (409), the text in
 * both languages (English for the command line).
 */
export class StaffError extends Error {
  readonly code: string;
  readonly text: { fr: string; en: string };
  constructor(code: string, text: { fr: string; en: string }) {
    super(text.en);
    this.code = code;
    this.text = text;
  }
}

const refusal = (code: string, en: string, fr: string) => new StaffError(code, { fr, en });

/** A signer named on the command line (`tenant`, `guardian`, `guarantor1`, `guarantor2`). */
function signerNamed(name: string) {
  if (!Object.hasOwn(SIGNER_STEPS, name)) {
    const names = Object.keys(SIGNER_STEPS).join(", ");
    throw refusal("unknownSigner", `name a signer: ${names}`, `nommez un signataire : ${names}`);
  }
  return SIGNER_STEPS[name as SignerName];
}

/**
 * `sign`: the named signer signs, if it is their turn; with none named, every signer signs in
 * turn (the tenant starting the signature if none is under way), as their pages record it. The
 * team's step waits for `countersign`.
 */
function signFor(db: Db, reference: string, name: string, origin: string, now: Date): void {
  const at = () => {
    const dossier = findByReference(db, reference);
    if (!dossier) throw unknownFile(reference);
    return dossier;
  };
  const only = name === "" ? null : signerNamed(name);
  const first = at();
  if (maySignLease(first, now)) leaseSignature(db, first, origin, now);
  for (let signed = 0; ; signed += 1) {
    const dossier = at();
    const signature = signatureNow(followupOf(dossier).signature, now);
    const asked = signature?.statut === "EN_COURS" ? signerAskedFor(signature) : null;
    if (!signature || !asked) {
      if (signed === 0)
        throw refusal(
          "cannotSignNow",
          "the lease cannot be signed now",
          "le bail ne peut pas être signé maintenant",
        );
      return;
    }
    if (only && asked !== only)
      throw refusal(
        "notTheirTurn",
        `it is the turn of ${asked} to sign`,
        `c'est au tour de ${asked} de signer`,
      );
    signStep(db, dossier, signature, asked, now);
    if (only) return;
  }
}

const unknownFile = (reference: string) =>
  refusal("unknownFile", `unknown file ${reference}`, `dossier inconnu : ${reference}`);

export function findByReference(db: Db, reference: string): DossierRow | undefined {
  return one<DossierRow>(db, "SELECT * FROM dossiers WHERE reference = ?", reference);
}

export function listDossiers(db: Db) {
  return all<{ reference: string; statuscode: string; email: string; date_arrivee: string | null }>(
    db,
    "SELECT d.reference, d.statuscode, u.email, d.date_arrivee FROM dossiers d JOIN users u ON u.id = d.user_id ORDER BY d.created_at",
  );
}

/**
 * What a decision may carry: `reasons`, codes of the catalogue (staffReasons.ts, checked by
 * the caller); `text`, the team's message (on the command line: why `refuse-transfer` refuses,
 * or the signer `sign` and `refuse-signature` act for); `slotId` for `move-appointment`;
 * `version`, the file's version the decision was made on (a file changed since: 409); `actor`,
 * the command line unless a staff account is named.
 */
export type DecisionInput = {
  reasons?: readonly string[];
  text?: string;
  slotId?: number;
  /** The inventory slots `offer-slots` adds to the file's residence. */
  slots?: readonly { startsAt: string; endsAt: string }[];
  version?: number;
  actor?: Actor;
};

export function staffDecision(
  db: Db,
  reference: string,
  action: StaffAction,
  now: Date,
  origin = "",
  text = "",
  input: DecisionInput = {},
): DossierRow {
  return transaction(db, () => {
    const dossier = findByReference(db, reference);
    if (!dossier) throw unknownFile(reference);
    if (input.version !== undefined && input.version !== dossier.version)
      throw refusal(
        "fileChanged",
        "the file changed since it was read: reload it",
        "le dossier a changé depuis sa lecture : rechargez-le",
      );
    const refused = stateRefusal(db, dossier, action, now);
    if (refused) throw refused;
    const why = { reasons: input.reasons ?? [], text: (input.text ?? text).trim() };
    try {
      decide(db, dossier, action, now, origin, why, input);
    } catch (error) {
      // A signer out of turn, for one: the caller reads why, as for any refused decision.
      if (error instanceof SignerError) throw refusal("notTheirTurn", error.message, error.message);
      throw error;
    }
    const updated = findByReference(db, reference);
    if (!updated) throw unknownFile(reference);
    run(db, "DELETE FROM file_locks WHERE dossier_id = ?", dossier.id);
    // The providers' stand-ins are the applicant's acts, which their domain calls record.
    if (isProviderAction(action)) return updated;
    recordHistory(
      db,
      {
        dossier,
        actor: input.actor ?? COMMAND_LINE,
        action,
        statusAfter: updated.statuscode,
        details: {
          ...(why.reasons.length ? { reasons: why.reasons } : {}),
          ...(why.text ? { text: why.text } : {}),
          ...(input.slotId ? { slotId: input.slotId } : {}),
          ...(input.slots?.length ? { slots: input.slots } : {}),
        },
      },
      now,
    );
    mailDecision(db, dossier, action, why, now);
    return updated;
  });
}

/**
 * Why the file's status and facts do not allow a decision now, or null when they do: the one
 * rule both `staffDecision` and the console's `allowedDecisions` read (what the decision is sent
 * with, reasons or slots, is checked apart).
 */
function stateRefusal(
  db: Db,
  dossier: DossierRow,
  action: StaffAction,
  now: Date,
): StaffError | null {
  if (!FROM[action].includes(dossier.statuscode))
    return refusal(
      "notInThisStatus",
      `cannot ${action} a file in status ${dossier.statuscode}`,
      `« ${action} » n'est pas possible pour un dossier au statut ${dossier.statuscode}`,
    );
  const followup = followupOf(dossier);
  if (
    (action === "confirm-transfer" || action === "refuse-transfer") &&
    followup.transferReview?.status !== "checking"
  )
    return refusal(
      "noTransferToCheck",
      "no transfer proof is waiting to be checked",
      "aucun justificatif de virement n'attend de vérification",
    );
  if (action === "countersign" && !haveAllSignersSigned(signatureNow(followup.signature, now)))
    return refusal(
      "signersPending",
      "not every signer has signed yet",
      "tous les signataires n'ont pas encore signé",
    );
  if (
    (action === "accept-insurance" || action === "refuse-insurance") &&
    !hasInsuranceToReview(db, dossier)
  )
    return refusal(
      "noCertificateToCheck",
      "no insurance certificate is waiting to be checked",
      "aucune attestation d'assurance n'attend de vérification",
    );
  if (
    (action === "move-appointment" || action === "cancel-appointment") &&
    !appointmentOfFile(db, dossier)
  )
    return refusal("noAppointment", "no appointment is booked", "aucun rendez-vous n'est pris");
  return null;
}

/**
 * The console's decisions the file allows now and the role may take (the rights table,
 * staffPermissions.ts): the file view sends them, and the console offers only these.
 */
export function allowedDecisions(
  db: Db,
  dossier: DossierRow,
  role: StaffRole,
  now: Date,
): StaffDecision[] {
  return STAFF_DECISIONS.filter(
    (decision) =>
      mayStaff(role, DECISION_PERMISSIONS[decision]) &&
      stateRefusal(db, dossier, decision, now) === null,
  );
}

const needsWhy = (action: string, why: { reasons: readonly string[]; text: string }) => {
  if (why.reasons.length === 0 && why.text === "")
    throw refusal("reasonRequired", `say why (${action})`, `donnez un motif (${action})`);
};

function decide(
  db: Db,
  dossier: DossierRow,
  action: StaffAction,
  now: Date,
  origin: string,
  why: { reasons: readonly string[]; text: string },
  { slotId, slots = [] }: DecisionInput,
): void {
  const { reference } = dossier;
  const followup = followupOf(dossier);
  if (action === "accept") {
    const guarantees =
      (JSON.parse(dossier.guarantors) as Partial<StoredGuarantors>).guarantees ?? null;
    updateDossier(
      db,
      dossier.id,
      {
        statuscode: STATUS.accepted,
        code_bail: `BAIL-${reference.slice(3)}`,
        date_debut_de_bail: dossier.date_arrivee,
      },
      now,
    );
    saveFollowup(
      db,
      dossier,
      { type_de_garant: guarantees, amettredansyousign: false, acceptedAt: now.toISOString() },
      now,
    );
  } else if (action === "lease") {
    saveFollowup(db, dossier, { amettredansyousign: true }, now);
  } else if (action === "pay") {
    if (!followup.amettredansyousign)
      throw refusal(
        "leaseNotReady",
        "the lease is not ready to pay",
        "le bail n'est pas prêt à payer",
      );
    if (followup.paiement_recu)
      throw refusal(
        "alreadyPaid",
        "the entry fees are paid already",
        "les frais d'entrée sont déjà réglés",
      );
    recordCardPayment(db, dossier, now);
  } else if (action === "sign") {
    signFor(db, reference, why.text, origin, now);
  } else if (action === "refuse-signature" || action === "expire-signature") {
    const signature = signatureNow(followup.signature, now);
    if (signature?.statut !== "EN_COURS")
      throw refusal(
        "noSignatureUnderWay",
        "no signature is under way",
        "aucune signature n'est en cours",
      );
    if (action === "expire-signature") expireSignature(db, dossier, signature, now);
    else refuseStep(db, dossier, signature, signerNamed(why.text), now);
  } else if (action === "confirm-transfer" || action === "refuse-transfer") {
    if (action === "confirm-transfer") {
      const transferReview = { status: "confirmed" as const, reason: null };
      saveFollowup(db, dossier, { paiement_recu: true, mode_de_paiement: 2, transferReview }, now);
    } else {
      needsWhy(action, why);
      // The refused proof goes, so the applicant may send another under any name.
      for (const proof of documentsIn(db, dossier.id, "transfer_justificative"))
        deleteDocument(db, proof);
      const transferReview = {
        status: "refused" as const,
        reason: why.text || null,
        reasons: why.reasons,
      };
      saveFollowup(db, dossier, { transfer_justificative: false, transferReview }, now);
    }
  } else if (action === "update") {
    const changes = { at: now.toISOString(), reasons: why.reasons, text: why.text };
    updateDossier(
      db,
      dossier.id,
      { statuscode: STATUS.toUpdate, changes_requested: JSON.stringify(changes) },
      now,
    );
  } else if (action === "refuse") {
    if (dossier.bed_id)
      run(db, "UPDATE beds SET status = 'comm' WHERE id_bien = ?", dossier.bed_id);
    updateDossier(db, dossier.id, { statuscode: STATUS.refused, info_status: INFO.aucunBien }, now);
  } else if (action === "countersign") {
    const etapes = (followup.signature?.etapes ?? []).map((step) => ({
      ...step,
      statut: "TERMINEE" as const,
    }));
    const signature = followup.signature
      ? { ...followup.signature, statut: "SUCCES" as const, etapes }
      : null;
    saveFollowup(db, dossier, { signe_gecina: true, tous_partis_signes: true, signature }, now);
    updateDossier(db, dossier.id, { statuscode: STATUS.signed }, now);
  } else if (action === "accept-insurance" || action === "refuse-insurance") {
    if (action === "refuse-insurance") needsWhy(action, why);
    const accepted = action === "accept-insurance";
    reviewInsurance(db, dossier, { accepted, reasons: [...why.reasons], text: why.text }, now);
  } else if (action === "offer-slots") {
    if (slots.length === 0)
      throw refusal("slotsRequired", "name the slots to offer", "indiquez les créneaux à proposer");
    if (slots.some((slot) => slot.startsAt <= now.toISOString()))
      throw refusal("slotInPast", "a slot offered is past", "un créneau proposé est passé");
    offerInventorySlots(db, dossier, slots);
  } else {
    if (action === "cancel-appointment") cancelAppointment(db, dossier);
    else {
      if (!slotId)
        throw refusal("slotRequired", "name the new slot", "indiquez le nouveau créneau");
      moveAppointment(db, dossier, slotId, now);
    }
  }
}
