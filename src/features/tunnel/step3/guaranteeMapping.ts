import type {
  GuaranteeChoice,
  GuaranteeKind,
  GuaranteeSubmission,
} from "../../../../machines/guarantees.ts";
import {
  GUARANTEE_CODE,
  type GuaranteePayload,
  type GuaranteeRecord,
} from "../../../api/guaranteeStepSchemas.ts";
import { codeOf } from "../steps/fieldTable.ts";
import type { GuaranteeFormValues } from "./guaranteeForm.ts";
import { guarantorFields } from "./guarantorFieldTable.ts";

/**
 * Step 3's record (backend names, docs/api.md `getInfosGarant`) and what the step edits, both
 * ways: the choice of guarantee (the `guarantees` machine's) and the guarantors (the form's).
 */

/** The kind of guarantee the record holds: code 1 is one or two guarantors, by guarantor 2. */
function kindOf(record: GuaranteeRecord): GuaranteeKind | null {
  switch (record.guarantees) {
    case GUARANTEE_CODE.personal:
      return record.guarantor2 ? "guarantor2" : "guarantor1";
    case GUARANTEE_CODE.garantme:
      return "garantme";
    case GUARANTEE_CODE.visale:
      return "visale";
    default:
      return record.hasGuarantor === "oui" ? "noGuarantor" : null;
  }
}

export function toGuaranteeChoice(record: GuaranteeRecord): GuaranteeChoice {
  return {
    hasGuarantor: record.hasGuarantor,
    guarantees: kindOf(record),
    isBoursier: record.isBoursier,
  };
}

/** The guarantors' forms as the record was last saved (empty forms where there is none). */
export function toGuaranteeForm(record: GuaranteeRecord): GuaranteeFormValues {
  return {
    guarantor: guarantorFields.formOf(record.guarantor),
    guarantor2: guarantorFields.formOf(record.guarantor2),
  };
}

const guaranteeCodeOf: Record<GuaranteeKind, GuaranteePayload["guarantees"]> = {
  guarantor1: GUARANTEE_CODE.personal,
  guarantor2: GUARANTEE_CODE.personal,
  garantme: GUARANTEE_CODE.garantme,
  visale: GUARANTEE_CODE.visale,
  noGuarantor: null,
};

/**
 * The save's payload (spec 5, step 3): guarantor data are not sent for Garantme, Visale or
 * none, nor when no guarantor is needed; guarantor 2 is removed for one guarantor.
 */
export function toGuaranteePayload(
  { choice, values }: Pick<GuaranteeSubmission, "choice" | "values">,
  contactStatus: GuaranteePayload["contactStatus"],
): GuaranteePayload {
  const form = values as unknown as GuaranteeFormValues;
  const needed = choice.hasGuarantor === "oui";
  const kind = needed ? choice.guarantees : null;
  return {
    guarantees: kind === null ? null : guaranteeCodeOf[kind],
    guarantor:
      kind === "guarantor1" || kind === "guarantor2"
        ? guarantorFields.recordOf(form.guarantor, undefined)
        : null,
    guarantor2: kind === "guarantor2" ? guarantorFields.recordOf(form.guarantor2, undefined) : null,
    isBoursier: needed ? "" : choice.isBoursier,
    hasGuarantor: choice.hasGuarantor,
    contactStatus,
  };
}

/** The guarantors' net monthly incomes, in order, for the income rule. */
export function guarantorIncomesOf(values: GuaranteeFormValues): (number | null)[] {
  return [values.guarantor, values.guarantor2].map((guarantor) =>
    codeOf(guarantor.financial.netIncome),
  );
}
