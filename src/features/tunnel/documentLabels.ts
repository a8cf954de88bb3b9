/**
 * The names of step 4's sections and headings (tunnel spec 2 "Step 4", 3 "Documents"), shared by
 * step 4 and the incomplete-request dialog, which names a missing document by its section.
 */
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { DocumentSectionKey } from "../../api/documentsSchemas.ts";

export const documentSectionLabels: Record<DocumentSectionKey, MessageDescriptor> = {
  identity: msg`Pièce d'identité (passeport, carte d'identité recto et verso ou titre de séjour)`,
  status: msg`Justificatif de statut (certificat de scolarité, contrat d'apprentissage ou de recherche)`,
  boursier: msg`Justificatif de bourse`,
  legalResponsible: msg`Pièce d'identité du représentant légal`,
  contratTravail: msg`Contrat de travail`,
  bulletinsDeSalaire: msg`Bulletins de salaire`,
  avisImposition: msg`Avis d'imposition`,
  kbis: msg`Extrait Kbis ou inscription au répertoire des métiers`,
  declarationCA: msg`Déclaration de chiffre d'affaires`,
  autresRevenus: msg`Justificatif de revenus complémentaires`,
  guarantorIdentity1: msg`Pièce d'identité du garant 1`,
  income1: msg`Justificatifs de revenus du garant 1`,
  tax1: msg`Avis d'imposition du garant 1`,
  domicile1: msg`Justificatif de domicile du garant 1`,
  other1: msg`Autres revenus du garant 1 (facultatif)`,
  guarantorIdentity2: msg`Pièce d'identité du garant 2`,
  income2: msg`Justificatifs de revenus du garant 2`,
  tax2: msg`Avis d'imposition du garant 2`,
  domicile2: msg`Justificatif de domicile du garant 2`,
  other2: msg`Autres revenus du garant 2 (facultatif)`,
  certificate1: msg`Certificat d'éligibilité Garantme ou Visale`,
};

export function isDocumentSection(key: string): key is DocumentSectionKey {
  return Object.hasOwn(documentSectionLabels, key);
}

/** The anchor of a section of step 4, which the incomplete-request dialog links to. */
export function documentSectionAnchor(section: DocumentSectionKey): string {
  return `documents-${section}`;
}

/** The anchor of step 4's newsletter questions. */
export const NEWSLETTER_ANCHOR = "documents-newsletter";
