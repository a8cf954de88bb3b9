/**
 * The reason catalogue of the team's decisions (docs/staff.md, "Reasons"), in the spirit of
 * DossierFacile's per-document refusal reasons: each code says which decisions it explains and
 * what it concerns in the applicant's file (a tunnel step, a field, a document section), with
 * its label in both languages. The applicant's step 5 shows each reason of a file sent back
 * next to what it concerns; a decision naming a code not listed here is refused (400).
 */
import type { Locale } from "../http/messages.ts";

/** The decisions a reason may explain: the ones that need a why. */
const DECISIONS_WITH_REASONS = ["update", "refuse", "refuse-transfer", "refuse-insurance"] as const;
type ReasonedDecision = (typeof DECISIONS_WITH_REASONS)[number];

/** What a reason concerns: a step of the tunnel (1 to 4), and within it a field or a section. */
type Concerns = { step: 1 | 2 | 3 | 4 | 5; field?: string; section?: string };

type Reason = {
  code: string;
  decisions: readonly ReasonedDecision[];
  concerns: Concerns;
  label: Record<Locale, string>;
};

export const STAFF_REASONS: readonly Reason[] = [
  {
    code: "identityUnreadable",
    decisions: ["update"],
    concerns: { step: 4, section: "identity" },
    label: {
      fr: "Pièce d'identité illisible ou incomplète : envoyez le recto et le verso, bien nets.",
      en: "Identity document unreadable or incomplete: send both sides, in focus.",
    },
  },
  {
    code: "identityExpired",
    decisions: ["update"],
    concerns: { step: 4, section: "identity" },
    label: {
      fr: "Pièce d'identité expirée : envoyez une pièce en cours de validité.",
      en: "Identity document expired: send one that is still valid.",
    },
  },
  {
    code: "identityNameMismatch",
    decisions: ["update"],
    concerns: { step: 4, section: "identity" },
    label: {
      fr: "Le nom de la pièce d'identité ne correspond pas à celui du dossier.",
      en: "The name on the identity document does not match the application's.",
    },
  },
  {
    code: "birthDateMismatch",
    decisions: ["update"],
    concerns: { step: 2, field: "birthdate" },
    label: {
      fr: "La date de naissance saisie ne correspond pas à la pièce d'identité.",
      en: "The date of birth entered does not match the identity document.",
    },
  },
  {
    code: "studentProofMissing",
    decisions: ["update"],
    concerns: { step: 4, section: "status" },
    label: {
      fr: "Certificat de scolarité manquant ou non daté de l'année en cours.",
      en: "School certificate missing or not dated this year.",
    },
  },
  {
    code: "guarantorIdentityUnreadable",
    decisions: ["update"],
    concerns: { step: 4, section: "guarantorIdentity1" },
    label: {
      fr: "Pièce d'identité du garant illisible ou incomplète.",
      en: "The guarantor's identity document is unreadable or incomplete.",
    },
  },
  {
    code: "guarantorIncomeProofMissing",
    decisions: ["update"],
    concerns: { step: 4, section: "income1" },
    label: {
      fr: "Justificatifs de revenus du garant manquants : les trois derniers bulletins de salaire.",
      en: "The guarantor's proof of income is missing: the last three pay slips.",
    },
  },
  {
    code: "guarantorTaxNoticeMissing",
    decisions: ["update"],
    concerns: { step: 4, section: "tax1" },
    label: {
      fr: "Dernier avis d'imposition du garant manquant ou incomplet.",
      en: "The guarantor's latest tax notice is missing or incomplete.",
    },
  },
  {
    code: "guarantorIncomeInconsistent",
    decisions: ["update"],
    concerns: { step: 3, field: "guarantor.eft_salaires_ou_revenus_mensuels_nets" },
    label: {
      fr: "Les revenus saisis pour le garant ne correspondent pas à ses justificatifs.",
      en: "The guarantor's income entered does not match their proofs.",
    },
  },
  {
    code: "addressIncomplete",
    decisions: ["update"],
    concerns: { step: 2, field: "address2_line1" },
    label: {
      fr: "Adresse incomplète : précisez le numéro et la rue.",
      en: "Incomplete address: give the number and the street.",
    },
  },
  {
    code: "insufficientGuarantee",
    decisions: ["refuse", "update"],
    concerns: { step: 3 },
    label: {
      fr: "La garantie ne couvre pas le loyer : revenus du garant inférieurs à la règle.",
      en: "The guarantee does not cover the rent: the guarantor's income is below the rule.",
    },
  },
  {
    code: "residenceCriteriaNotMet",
    decisions: ["refuse"],
    concerns: { step: 2, field: "type_prospect" },
    label: {
      fr: "Le profil ne correspond pas aux critères d'accès de la résidence.",
      en: "The profile does not meet the residence's access criteria.",
    },
  },
  {
    code: "documentsForged",
    decisions: ["refuse"],
    concerns: { step: 4 },
    label: {
      fr: "Des pièces du dossier ne sont pas authentiques.",
      en: "Some documents of the application are not genuine.",
    },
  },
  {
    code: "noLongerAvailable",
    decisions: ["refuse"],
    concerns: { step: 1 },
    label: {
      fr: "Le logement n'est plus disponible aux dates demandées.",
      en: "The flat is no longer available on the dates asked.",
    },
  },
  {
    code: "transferAmountWrong",
    decisions: ["refuse-transfer"],
    concerns: { step: 5, section: "transfer_justificative" },
    label: {
      fr: "Le montant du virement ne correspond pas aux frais d'entrée.",
      en: "The transfer's amount does not match the move-in costs.",
    },
  },
  {
    code: "transferProofUnreadable",
    decisions: ["refuse-transfer"],
    concerns: { step: 5, section: "transfer_justificative" },
    label: {
      fr: "Le justificatif de virement est illisible ou ne montre pas l'opération.",
      en: "The transfer proof is unreadable or does not show the transaction.",
    },
  },
  {
    code: "insuranceWrongAddress",
    decisions: ["refuse-insurance"],
    concerns: { step: 5, section: "home_insurance" },
    label: {
      fr: "L'attestation d'assurance ne porte pas l'adresse du logement.",
      en: "The insurance certificate does not show the flat's address.",
    },
  },
  {
    code: "insuranceWrongDates",
    decisions: ["refuse-insurance"],
    concerns: { step: 5, section: "home_insurance" },
    label: {
      fr: "L'attestation d'assurance ne couvre pas la date d'entrée.",
      en: "The insurance certificate does not cover the move-in date.",
    },
  },
  {
    code: "other",
    decisions: DECISIONS_WITH_REASONS,
    concerns: { step: 4 },
    label: { fr: "Autre motif (voir le message).", en: "Other reason (see the message)." },
  },
];

export function reasonByCode(code: string): Reason | undefined {
  return STAFF_REASONS.find((reason) => reason.code === code);
}

/** A reason as the applicant reads it: what it concerns and its label in their language. */
export function reasonForApplicant(reason: Reason, locale: Locale) {
  return { code: reason.code, ...reason.concerns, label: reason.label[locale] };
}

/** Why a decision's reasons are refused (400), in both languages, or null when they fit. */
export function reasonsProblem(
  decision: string,
  reasons: readonly string[],
  text: string,
): { error: string; codes?: string[]; text: Record<Locale, string> } | null {
  const misfits = reasons.filter(
    (code) => !reasonByCode(code)?.decisions.includes(decision as ReasonedDecision),
  );
  if (misfits.length > 0)
    return {
      error: "unknownReason",
      codes: misfits,
      text: {
        fr: `Motif inconnu pour cette décision : ${misfits.join(", ")}.`,
        en: `Reason not known for this decision: ${misfits.join(", ")}.`,
      },
    };
  const needsCode = decision === "update" || decision === "refuse";
  const needsWhy = (DECISIONS_WITH_REASONS as readonly string[]).includes(decision);
  if ((needsCode && reasons.length === 0) || (needsWhy && reasons.length === 0 && !text))
    return {
      error: "reasonRequired",
      text: {
        fr: "Cette décision demande au moins un motif du catalogue.",
        en: "This decision needs at least one reason from the catalogue.",
      },
    };
  return null;
}
