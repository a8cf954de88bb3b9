import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

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
 * The label of a missing item's code; an unknown code is shown as the server wrote it.
 * @spec tunnel §8 Missing items of the incomplete dialog
 */
export function missingItemLabel(code: string): MessageDescriptor | string {
  return missingItemLabels[code] ?? code;
}
