/**
 * The operator's staff decisions on sent files (spec: "a command that accepts, refuses, or
 * asks for an update of a dossier, and countersigns"). Each one mails the applicant. `pay` and
 * `sign` stand in for the applicant on the providers' pages (as their simulators record them),
 * so a tester or a test can bring a file to the signature or the countersignature at once.
 */
import { all, type Db, one, run, transaction } from "../db.ts";
import { type DocumentRow, deleteDocument } from "./documents.ts";
import { type DossierRow, INFO, STATUS, updateDossier } from "./dossiers.ts";
import {
  followupOf,
  leaseSignature,
  maySignLease,
  recordCardPayment,
  saveFollowup,
  signatureNow,
} from "./followup.ts";
import type { StoredGuarantors } from "./guarantors.ts";
import { queueMail } from "./mail.ts";
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
import { findUserById } from "./users.ts";

export const STAFF_ACTIONS = [
  "accept",
  "lease",
  "pay",
  "sign",
  "refuse-signature",
  "expire-signature",
  "update",
  "refuse",
  "countersign",
  "confirm-transfer",
  "refuse-transfer",
] as const;
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
};

/** Stand-ins for the providers' pages, which mail the applicant nothing. */
const PROVIDER_ACTIONS = ["pay", "sign", "refuse-signature", "expire-signature"] as const;
type ProviderAction = (typeof PROVIDER_ACTIONS)[number];
const isProviderAction = (action: StaffAction): action is ProviderAction =>
  (PROVIDER_ACTIONS as readonly string[]).includes(action);

/** A signer named on the command line (`tenant`, `guardian`, `guarantor1`, `guarantor2`). */
function signerNamed(name: string) {
  if (!Object.hasOwn(SIGNER_STEPS, name))
    throw new StaffError(`name a signer: ${Object.keys(SIGNER_STEPS).join(", ")}`);
  return SIGNER_STEPS[name as SignerName];
}

/** The providers' pages mail the applicant nothing: their stand-ins neither. */
const MAILS: Record<
  Exclude<StaffAction, ProviderAction>,
  { subject: { fr: string; en: string }; text: { fr: string; en: string } }
> = {
  accept: {
    subject: { fr: "Votre demande est acceptée", en: "Your request is accepted" },
    text: {
      fr: "Bonne nouvelle : votre demande de logement est acceptée. Votre bail est en préparation.",
      en: "Good news: your housing request is accepted. Your lease is being prepared.",
    },
  },
  lease: {
    subject: { fr: "Votre bail est prêt", en: "Your lease is ready" },
    text: {
      fr: "Réglez les frais d'entrée puis signez votre bail depuis votre dossier.",
      en: "Pay the move-in costs, then sign your lease from your application.",
    },
  },
  update: {
    subject: { fr: "Votre dossier est à compléter", en: "Your application needs updating" },
    text: {
      fr: "Des informations ou des pièces sont à compléter dans votre dossier.",
      en: "Some details or documents need to be completed in your application.",
    },
  },
  refuse: {
    subject: { fr: "Votre demande n'a pas été retenue", en: "Your request was not accepted" },
    text: {
      fr: "Nous ne pouvons pas donner suite à votre demande. Vos données seront supprimées sous 3 mois.",
      en: "We cannot follow up on your request. Your data will be deleted within 3 months.",
    },
  },
  "confirm-transfer": {
    subject: { fr: "Votre virement est reçu", en: "Your bank transfer is received" },
    text: {
      fr: "Nous avons vérifié votre virement : les frais d'entrée sont réglés. Vous pouvez signer votre bail depuis votre dossier.",
      en: "We have checked your bank transfer: the move-in costs are paid. You can sign your lease from your application.",
    },
  },
  "refuse-transfer": {
    subject: {
      fr: "Votre justificatif de virement est refusé",
      en: "Your transfer proof is refused",
    },
    text: {
      fr: "Nous n'avons pas pu valider votre justificatif de virement. Envoyez-en un autre depuis votre dossier.",
      en: "We could not validate your bank transfer proof. Send another one from your application.",
    },
  },
  countersign: {
    subject: {
      fr: "Votre bail est signé par toutes les parties",
      en: "Your lease is signed by all parties",
    },
    text: {
      fr: "Bientôt chez vous ! Envoyez votre attestation d'assurance et prenez rendez-vous pour l'état des lieux.",
      en: "Soon at home! Send your insurance certificate and book your move-in inspection.",
    },
  },
};

export class StaffError extends Error {}

/**
 * `sign`: the named signer signs, if it is their turn; with none named, every signer signs in
 * turn (the tenant starting the signature if none is under way), as their pages record it. The
 * team's step waits for `countersign`.
 */
function signFor(db: Db, reference: string, name: string, origin: string, now: Date): void {
  const at = () => {
    const dossier = findByReference(db, reference);
    if (!dossier) throw new StaffError(`file ${reference} disappeared`);
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
      if (signed === 0) throw new StaffError("the lease cannot be signed now");
      return;
    }
    if (only && asked !== only) throw new StaffError(`it is the turn of ${asked} to sign`);
    signStep(db, dossier, signature, asked, now);
    if (only) return;
  }
}

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
 * `origin` is the server's, for the signing page's link when `sign` starts a signature;
 * `reason` is why `refuse-transfer` refuses the proof, shown to the applicant and mailed, or the
 * signer `sign` signs for (every signer in turn when none is named) and `refuse-signature`
 * refuses for (`tenant`, `guardian`, `guarantor1`, `guarantor2`).
 */
export function staffDecision(
  db: Db,
  reference: string,
  action: StaffAction,
  now: Date,
  origin = "",
  reason = "",
): DossierRow {
  const dossier = findByReference(db, reference);
  if (!dossier) throw new StaffError(`unknown file ${reference}`);
  if (!FROM[action].includes(dossier.statuscode)) {
    throw new StaffError(`cannot ${action} a file in status ${dossier.statuscode}`);
  }
  try {
    decide(db, dossier, action, now, origin, reason);
  } catch (error) {
    // A signer out of turn, for one: the tester reads why, as for any refused decision.
    if (error instanceof SignerError) throw new StaffError(error.message);
    throw error;
  }
  const updated = findByReference(db, reference);
  if (!updated) throw new StaffError(`file ${reference} disappeared`);
  return updated;
}

function decide(
  db: Db,
  dossier: DossierRow,
  action: StaffAction,
  now: Date,
  origin: string,
  reason: string,
): void {
  const { reference } = dossier;
  const followup = followupOf(dossier);
  transaction(db, () => {
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
      if (!followup.amettredansyousign) throw new StaffError("the lease is not ready to pay");
      if (followup.paiement_recu) throw new StaffError("the entry fees are paid already");
      recordCardPayment(db, dossier, now);
    } else if (action === "sign") {
      signFor(db, reference, reason.trim(), origin, now);
    } else if (action === "refuse-signature" || action === "expire-signature") {
      const signature = signatureNow(followup.signature, now);
      if (signature?.statut !== "EN_COURS") throw new StaffError("no signature is under way");
      if (action === "expire-signature") expireSignature(db, dossier, signature, now);
      else refuseStep(db, dossier, signature, signerNamed(reason.trim()), now);
    } else if (action === "confirm-transfer" || action === "refuse-transfer") {
      if (followup.transferReview?.status !== "checking")
        throw new StaffError("no transfer proof is waiting to be checked");
      if (action === "confirm-transfer") {
        const transferReview = { status: "confirmed" as const, reason: null };
        saveFollowup(
          db,
          dossier,
          { paiement_recu: true, mode_de_paiement: 2, transferReview },
          now,
        );
      } else {
        if (reason.trim() === "") throw new StaffError("say why the transfer proof is refused");
        // The refused proof goes, so the applicant may send another under any name.
        for (const proof of all<DocumentRow>(
          db,
          "SELECT * FROM documents WHERE dossier_id = ? AND section = 'transfer_justificative'",
          dossier.id,
        ))
          deleteDocument(db, proof);
        const transferReview = { status: "refused" as const, reason: reason.trim() };
        saveFollowup(db, dossier, { transfer_justificative: false, transferReview }, now);
      }
    } else if (action === "update") {
      updateDossier(db, dossier.id, { statuscode: STATUS.toUpdate }, now);
    } else if (action === "refuse") {
      if (dossier.bed_id)
        run(db, "UPDATE beds SET status = 'comm' WHERE id_bien = ?", dossier.bed_id);
      updateDossier(
        db,
        dossier.id,
        { statuscode: STATUS.refused, info_status: INFO.aucunBien },
        now,
      );
    } else {
      if (!haveAllSignersSigned(signatureNow(followup.signature, now)))
        throw new StaffError("not every signer has signed yet");
      const etapes = (followup.signature?.etapes ?? []).map((step) => ({
        ...step,
        statut: "TERMINEE" as const,
      }));
      const signature = followup.signature
        ? { ...followup.signature, statut: "SUCCES" as const, etapes }
        : null;
      saveFollowup(db, dossier, { signe_gecina: true, tous_partis_signes: true, signature }, now);
      updateDossier(db, dossier.id, { statuscode: STATUS.signed }, now);
    }
    const user = findUserById(db, dossier.user_id);
    const mail = isProviderAction(action) ? null : MAILS[action];
    const text =
      mail && action === "refuse-transfer"
        ? {
            fr: `${mail.text.fr} Motif : ${reason.trim()}`,
            en: `${mail.text.en} Reason: ${reason.trim()}`,
          }
        : mail?.text;
    if (user && mail && text) queueMail(db, user, mail.subject, text, now);
  });
}
