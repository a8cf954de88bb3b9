import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { MissingItem } from "../../../../machines/wizard.ts";
import { brand } from "../../../config/index.ts";
import {
  documentSectionAnchor,
  documentSectionLabels,
  isDocumentSection,
  NEWSLETTER_ANCHOR,
} from "../documentLabels.ts";

const brandName = brand.name;

/** What each code of `dossier/check` names (spec 8, "Missing items of the incomplete dialog"). */
const missingItemLabels: Record<string, MessageDescriptor> = {
  missing_bed: msg`Aucun appartement n'est pré-réservé`,
  missing_info: msg`Information manquante`,
  wrong_info: msg`Information incorrecte`,
  no_gurantor: msg`Garant manquant`,
  missing_guarantor_1_info: msg`Information manquante du garant 1`,
  missing_guarantor_2_info: msg`Information manquante du garant 2`,
  missing_doc: msg`Document manquant`,
  missing_guarantor_1_doc: msg`Document manquant du garant 1`,
  missing_guarantor_2_doc: msg`Document manquant du garant 2`,
  missing_moral_gurantor_doc: msg`Attestation de garantie manquante`,
};

/**
 * The fields and answers `more_info` names besides step 4's sections (docs/api.md, `check`): the
 * profile's required fields, the guardian's, step 3's answers, a guarantor's, the newsletter.
 */
const missingFieldLabels: Record<string, MessageDescriptor> = {
  bed: msg`Appartement`,
  eft_civilite: msg`Civilité`,
  birthdate: msg`Date de naissance`,
  firstname: msg`Prénom`,
  lastname: msg`Nom`,
  eft_situation_actuelle: msg`Situation actuelle`,
  address2_line1: msg`Adresse actuelle`,
  address2_postalcode: msg`Code postal`,
  address2_city: msg`Ville`,
  eft_pays_optionset: msg`Pays`,
  eft_rl_civilite: msg`Civilité du représentant légal`,
  eft_rl_nom: msg`Nom du représentant légal`,
  eft_rl_prenom: msg`Prénom du représentant légal`,
  eft_rl_email: msg`Courriel du représentant légal`,
  eft_rl_telephone: msg`Téléphone du représentant légal`,
  isBoursier: msg`Boursier ou non`,
  guarantees: msg`Type de garantie`,
  emailaddress1: msg`Courriel`,
  newsletter: msg`Réponse aux actualités de ${brandName}`,
  newsletterGroup: msg`Réponse aux actualités du groupe`,
};

/**
 * The label of a missing item's code; an unknown code is shown as the server wrote it.
 * @spec tunnel §8 Missing items of the incomplete dialog
 */
export function missingItemLabel(code: string): MessageDescriptor | string {
  return missingItemLabels[code] ?? code;
}

/**
 * What the item is about, in words (a document section, a field); an unknown key is shown as
 * the server wrote it, and none when it gives none.
 * @spec tunnel §8 Missing items of the incomplete dialog
 */
export function missingItemDetail(item: MissingItem): MessageDescriptor | string | null {
  const key = item.more_info;
  if (!key) return null;
  if (isDocumentSection(key)) return documentSectionLabels[key];
  return missingFieldLabels[key] ?? key;
}

/** Where in step 4 an item of step 4 is (its section, or the newsletter questions), if there. */
export function missingItemAnchor(item: MissingItem): string | null {
  const key = item.more_info;
  if (!key) return null;
  if (isDocumentSection(key)) return documentSectionAnchor(key);
  return key === "newsletter" || key === "newsletterGroup" ? NEWSLETTER_ANCHOR : null;
}
