/**
 * The lease's signers, in the spec's order (tunnel spec 4 "Signature steps"): the tenant, their
 * legal guardian when the tenant is a minor (entered at step 2), guarantor 1 and guarantor 2 when
 * they are personal guarantors, then the product's team. Each signs in turn: only the step asked
 * for ("DEMANDEE") may sign or refuse; the next one is then asked, and a signer other than the
 * applicant gets a mail with the link to their own page of the simulated provider.
 */
import { type Db, transaction } from "../db.ts";
import type { DossierRow } from "./dossiers.ts";
import { type Actor, applicantOf, recordHistory } from "./fileHistory.ts";
import { type Signature, type SignatureStep, saveFollowup } from "./followup.ts";
import { queueMailTo } from "./mail.ts";
import { findUserById } from "./users.ts";

export type SignerStep = SignatureStep["etape"];

/** The staff commands' names of the signers (`sign <reference> guardian`), by step. */
export const SIGNER_STEPS = {
  tenant: "locataire",
  guardian: "representant_legal",
  guarantor1: "garant",
  guarantor2: "garant2",
} as const satisfies Record<string, SignerStep>;
export type SignerName = keyof typeof SIGNER_STEPS;

/** The product's team countersigns last, by the staff command `countersign`. */
const TEAM_STEP = "gestionnaire";

type Contact = { email: string; firstname: string | null; lastname: string | null };

/** Who signs each step but the tenant's and the team's: the guardian and personal guarantors. */
function coSignersOf(dossier: DossierRow): Partial<Record<SignerStep, Contact>> {
  const profile = JSON.parse(dossier.profile) as Record<string, string | null | undefined>;
  const guarantors = JSON.parse(dossier.guarantors) as {
    guarantor?: Record<string, string | null> | null;
    guarantor2?: Record<string, string | null> | null;
  };
  const contacts: Partial<Record<SignerStep, Contact>> = {};
  // Guardian fields are cleared at 18 and over (spec 4), so an address means a minor.
  if (profile.eft_rl_email)
    contacts.representant_legal = {
      email: profile.eft_rl_email,
      firstname: profile.eft_rl_prenom ?? null,
      lastname: profile.eft_rl_nom ?? null,
    };
  for (const [key, step] of [
    ["guarantor", "garant"],
    ["guarantor2", "garant2"],
  ] as const) {
    const guarantor = guarantors[key];
    if (guarantor?.emailaddress1)
      contacts[step] = {
        email: guarantor.emailaddress1,
        firstname: guarantor.firstname ?? null,
        lastname: guarantor.lastname ?? null,
      };
  }
  return contacts;
}

/** The steps of a new signature, in order: the tenant's is asked for first. */
export function signatureStepsOf(dossier: DossierRow): SignatureStep[] {
  const coSigners = coSignersOf(dossier);
  const order: SignerStep[] = ["representant_legal", "garant", "garant2"];
  return [
    { etape: "locataire", statut: "DEMANDEE" },
    ...order
      .filter((step) => coSigners[step])
      .map((etape) => ({ etape, statut: "EN_ATTENTE" as const })),
    { etape: TEAM_STEP, statut: "EN_ATTENTE" },
  ];
}

/** The signer whose turn it is (the team's turn is the staff's `countersign`). */
export function signerAskedFor(signature: Signature): SignerStep | null {
  const step = signature.etapes.find((candidate) => candidate.statut === "DEMANDEE");
  return step && step.etape !== TEAM_STEP ? step.etape : null;
}

/** Every signer but the team has signed: the team countersigns next ("À nous de jouer"). */
export function haveAllSignersSigned(signature: Signature | null): boolean {
  if (signature?.statut !== "EN_COURS") return signature?.statut === "SUCCES";
  return signature.etapes.every((step) => step.etape === TEAM_STEP || step.statut === "TERMINEE");
}

/** A signer's own page of the simulated provider; the tenant's is the app's frame. */
function signerLink(signature: Signature, step: SignerStep): string {
  return step === "locataire" ? signature.link : `${signature.link}?signer=${step}`;
}

export class SignerError extends Error {}

/** Only the signer whose turn it is may act, and only while the signature is under way. */
function assertTurnOf(signature: Signature, step: SignerStep): void {
  if (signature.statut !== "EN_COURS") throw new SignerError("no signature is under way");
  if (signerAskedFor(signature) !== step)
    throw new SignerError(`it is not the turn of ${step} to sign`);
}

/** A co-signer's role, as the history names them when the file gives no name. */
const CO_SIGNER_ROLES: Partial<Record<SignerStep, string>> = {
  representant_legal: "représentant légal",
  garant: "garant",
  garant2: "second garant",
};

/**
 * Who signs a step, as the history names them: the applicant for the tenant's; a co-signer by
 * the name the file gives them (step 2's guardian, step 3's guarantor), or their role without one.
 */
function signerActor(db: Db, dossier: DossierRow, step: SignerStep): Actor {
  if (step === "locataire") return applicantOf(db, dossier);
  const contact = coSignersOf(dossier)[step];
  const name = [contact?.firstname, contact?.lastname].filter(Boolean).join(" ");
  return { kind: "coSigner", name: name || (CO_SIGNER_ROLES[step] ?? step) };
}

/**
 * `step` signs the signature under way, if it is their turn, as the history records (`signed`
 * for the tenant, `coSignerSigned` with the step for the others); the next signer is asked for,
 * and mailed the link to their page unless it is the team.
 */
export function signStep(
  db: Db,
  dossier: DossierRow,
  signature: Signature,
  step: SignerStep,
  now: Date,
): Signature {
  assertTurnOf(signature, step);
  const at = signature.etapes.findIndex((candidate) => candidate.etape === step);
  const etapes = signature.etapes.map((candidate, index) => {
    if (index === at) return { ...candidate, statut: "TERMINEE" as const };
    if (index === at + 1) return { ...candidate, statut: "DEMANDEE" as const };
    return candidate;
  });
  const next = { ...signature, etapes };
  const tenant = step === "locataire";
  transaction(db, () => {
    saveFollowup(
      db,
      dossier,
      { ...(tenant ? { bail_signe_etudiant: true } : {}), signature: next },
      now,
    );
    recordHistory(
      db,
      {
        dossier,
        actor: signerActor(db, dossier, step),
        action: tenant ? "signed" : "coSignerSigned",
        statusAfter: dossier.statuscode,
        ...(tenant ? {} : { details: { step } }),
      },
      now,
    );
    const nextStep = signerAskedFor(next);
    if (nextStep) mailSigner(db, dossier, next, nextStep, now);
  });
  return next;
}

/** The signer whose turn it is refuses: the signature stops (REFUS) and must be started anew. */
export function refuseStep(
  db: Db,
  dossier: DossierRow,
  signature: Signature,
  step: SignerStep,
  now: Date,
): Signature {
  assertTurnOf(signature, step);
  const refused = { ...signature, statut: "REFUS" as const };
  saveFollowup(db, dossier, { signature: refused }, now);
  return refused;
}

/** The signature lapses now, as it does 8 days after it started (for testers). */
export function expireSignature(
  db: Db,
  dossier: DossierRow,
  signature: Signature,
  now: Date,
): Signature {
  if (signature.statut !== "EN_COURS") throw new SignerError("no signature is under way");
  const expired = { ...signature, statut: "EXPIRATION" as const };
  saveFollowup(db, dossier, { signature: expired }, now);
  return expired;
}

const SIGNER_MAIL = {
  subject: {
    fr: "Votre signature est attendue sur un bail Hestia Campus",
    en: "Your signature is awaited on a Hestia Campus lease",
  },
  role: {
    representant_legal: { fr: "représentant légal de", en: "legal guardian of" },
    garant: { fr: "garant de", en: "guarantor of" },
    garant2: { fr: "second garant de", en: "second guarantor of" },
  } as Partial<Record<SignerStep, { fr: string; en: string }>>,
};

/** The mail that asks a co-signer to sign, in the applicant's language (theirs is not known). */
function mailSigner(
  db: Db,
  dossier: DossierRow,
  signature: Signature,
  step: SignerStep,
  now: Date,
): void {
  const contact = coSignersOf(dossier)[step];
  const role = SIGNER_MAIL.role[step];
  const user = findUserById(db, dossier.user_id);
  if (!contact || !role || !user) return;
  const tenant = `${user.firstname} ${user.lastname}`;
  const link = signerLink(signature, step);
  const hello = [contact.firstname, contact.lastname].filter(Boolean).join(" ");
  queueMailTo(
    db,
    { email: contact.email.trim().toLowerCase(), language: user.language, userId: null },
    SIGNER_MAIL.subject,
    {
      fr: `Bonjour ${hello},\n\nEn tant que ${role.fr} ${tenant}, vous êtes invité(e) à signer le bail ${dossier.code_bail ?? ""}. Vous disposez de 8 jours pour signer : ${link}`,
      en: `Hello ${hello},\n\nAs the ${role.en} ${tenant}, you are invited to sign lease ${dossier.code_bail ?? ""}. You have 8 days to sign: ${link}`,
    },
    now,
  );
}
