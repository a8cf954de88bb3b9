/**
 * Which sections step 4 shows, and how each takes files (tunnel spec 2 "Step 4", 3
 * "Documents"), from the documents answer's contact facts (the answers of steps 2 and 3 as the
 * server holds them): situation, scholarship, other income, minor, guarantors, guarantee kind.
 */
import { isVerifiedSection } from "../../../../machines/documentVerification.ts";
import type { DocumentSectionKey, DocumentsContact } from "../../../api/documentsSchemas.ts";
import type { SectionUploadRules } from "./uploadRules.ts";

/** Sections that hold several files (an ID's two sides, three pay slips...); the rest hold one. */
const multiFileSections: ReadonlySet<DocumentSectionKey> = new Set([
  "identity",
  "legalResponsible",
  "guarantorIdentity1",
  "guarantorIdentity2",
  "bulletinsDeSalaire",
  "autresRevenus",
  "income1",
  "income2",
  "other1",
  "other2",
]);

/** @spec tunnel §5 Step 4 */
export function uploadRulesOf(section: DocumentSectionKey): SectionUploadRules {
  return { isVerified: isVerifiedSection(section), isUnique: !multiFileSections.has(section) };
}

/** A block of sections under one heading: the applicant's, a guarantor's, the guarantee's. */
export type SectionGroup = "applicant" | "guarantor1" | "guarantor2" | "guarantee";

export interface SectionGroupView {
  group: SectionGroup;
  sections: DocumentSectionKey[];
}

const guarantorSections = (n: 1 | 2): DocumentSectionKey[] =>
  n === 1
    ? ["guarantorIdentity1", "income1", "tax1", "domicile1", "other1"]
    : ["guarantorIdentity2", "income2", "tax2", "domicile2", "other2"];

/**
 * The sections shown, in order: identity; the situation's proofs (status for students,
 * apprentices and researchers; work contract, pay slips and tax notice for young workers;
 * company registration and turnover for the self-employed); scholarship proof; other income;
 * the legal representative's identity (minor); each personal guarantor's five sections; the
 * Garantme/Visale certificate.
 * @spec tunnel §2 Step 4: Your documents
 */
export function documentSectionGroups(contact: DocumentsContact): SectionGroupView[] {
  const applicant: DocumentSectionKey[] = ["identity"];
  const situation = contact.situationActuelle;
  if (situation === "youngWorker")
    applicant.push("contratTravail", "bulletinsDeSalaire", "avisImposition");
  else if (situation === "youngIndependent") applicant.push("kbis", "declarationCA");
  else if (situation !== null) applicant.push("status");
  if (contact.isBoursier === "oui") applicant.push("boursier");
  if (contact.revenusComplementaires) applicant.push("autresRevenus");
  if (contact.eft_prospect_etudiant_mineur) applicant.push("legalResponsible");
  const groups: SectionGroupView[] = [{ group: "applicant", sections: applicant }];
  if (contact.eft_garant) groups.push({ group: "guarantor1", sections: guarantorSections(1) });
  if (contact.eft_garant_2) groups.push({ group: "guarantor2", sections: guarantorSections(2) });
  if (contact.moral_guarantor !== null)
    groups.push({ group: "guarantee", sections: ["certificate1"] });
  return groups;
}
