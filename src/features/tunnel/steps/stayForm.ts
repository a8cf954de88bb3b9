import * as v from "valibot";
import type { StayInfos } from "../../../api/dossierSchemas.ts";
import { PROMO_CODE_MAX_LENGTH, stayDuration } from "../../../config/index.ts";
import { maxLengthOf } from "../../../forms/rules.ts";

export const stayFormSchema = v.object({
  duration: v.pipe(
    v.number(),
    v.integer(),
    v.minValue(stayDuration.min),
    v.maxValue(stayDuration.max),
  ),
  promoCode: v.pipe(v.string(), v.trim(), maxLengthOf(PROMO_CODE_MAX_LENGTH)),
});
export type StayFormValues = v.InferInput<typeof stayFormSchema>;

/** A saved duration out of range (or none yet) shows the default. */
function usableDuration(months: number | null | undefined): number {
  if (typeof months !== "number" || !Number.isInteger(months)) return stayDuration.default;
  return months >= stayDuration.min && months <= stayDuration.max ? months : stayDuration.default;
}

/** The form as the dossier last saved it (`crm.eft_duree_du_sejour`, `crm.eft_code_promo`). */
export function stayFormDefaults(
  crm: { eft_duree_du_sejour: number | null; eft_code_promo: string | null } | null,
): StayFormValues {
  return {
    duration: usableDuration(crm?.eft_duree_du_sejour),
    promoCode: crm?.eft_code_promo ?? "",
  };
}

/** `dossier/setInfos`' payload: the duration travels as a string, an empty promo code as null. */
export function toStayInfos(values: unknown): StayInfos {
  const { duration, promoCode } = v.parse(stayFormSchema, values);
  return { code_promo: promoCode === "" ? null : promoCode, duree_du_sejour: String(duration) };
}

/** The top of the slider reads "12 mois et plus": the lease can run longer. */
export type DurationLabel = { kind: "months"; months: number } | { kind: "twelveAndMore" };

export function durationLabel(months: number): DurationLabel {
  return months >= stayDuration.max ? { kind: "twelveAndMore" } : { kind: "months", months };
}
