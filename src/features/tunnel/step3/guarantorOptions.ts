import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { GuaranteeKind } from "../../../../machines/guarantees.ts";
import type { OptionLabel } from "../step2/profileOptions.ts";

/**
 * Step 3's option sets (tunnel spec 3, "Guarantor data"): the backend's codes with our labels.
 * @spec tunnel §3 Guarantor data
 */
const GUARANTOR_SITUATION = {
  employee: 1,
  artisan: 2,
  liberal: 3,
  retirement: 4,
  searching: 5,
  other: 6,
} as const;
const GUARANTOR_CONTRACT = { cdi: 1, cdd: 2, other: 3 } as const;
const PRINCIPAL_RESIDENCE = { owner: 1, tenant: 2 } as const;

export const guarantorSituationOptions: readonly OptionLabel[] = [
  { code: GUARANTOR_SITUATION.employee, label: msg`Salarié(e)` },
  { code: GUARANTOR_SITUATION.artisan, label: msg`Artisan, commerçant(e)` },
  { code: GUARANTOR_SITUATION.liberal, label: msg`Profession libérale` },
  { code: GUARANTOR_SITUATION.retirement, label: msg`Retraité(e)` },
  { code: GUARANTOR_SITUATION.searching, label: msg`En recherche d'emploi` },
  { code: GUARANTOR_SITUATION.other, label: msg`Autre` },
];

export const guarantorContractOptions: readonly OptionLabel[] = [
  { code: GUARANTOR_CONTRACT.cdi, label: msg`CDI` },
  { code: GUARANTOR_CONTRACT.cdd, label: msg`CDD` },
  { code: GUARANTOR_CONTRACT.other, label: msg`Autre` },
];

export const principalResidenceOptions: readonly OptionLabel[] = [
  { code: PRINCIPAL_RESIDENCE.owner, label: msg`Propriétaire` },
  { code: PRINCIPAL_RESIDENCE.tenant, label: msg`Locataire` },
];

/** The kinds of guarantee, in the spec's order. */
export const guaranteeKindLabels: Record<GuaranteeKind, MessageDescriptor> = {
  guarantor1: msg`Un garant`,
  guarantor2: msg`Deux garants`,
  garantme: msg`Un organisme de garantie (Garantme)`,
  visale: msg`Visale`,
  noGuarantor: msg`Aucun garant`,
};

/**
 * Position and contract are hidden when the guarantor is retired.
 * @spec tunnel §4 Conditional sections (step 2 and 3)
 */
export function asksGuarantorJob(situation: string): boolean {
  return situation !== String(GUARANTOR_SITUATION.retirement);
}
