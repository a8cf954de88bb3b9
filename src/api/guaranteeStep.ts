/**
 * Step 3's calls (tunnel spec 7): the guarantors' record, loaded and saved. Refusals (field
 * errors, DQE / sameEmail with `nbGuarantor` and `isSameRespLegal`, `garantiesInsuffisantes`
 * with `minimumIncome`) reach the caller as failures: `readErrorBody` gives their body.
 */
import { defineCall } from "./call.ts";
import {
  GuaranteePayloadSchema,
  GuaranteeRecordSchema,
  GuaranteeSaveAnswerSchema,
} from "./guaranteeStepSchemas.ts";

const BASE = "/api/ac_campus/dossier";

export const getGuaranteeRecord = defineCall({
  method: "GET",
  path: `${BASE}/getInfosGarant`,
  answer: GuaranteeRecordSchema,
});

export const saveGuaranteeRecord = defineCall({
  method: "POST",
  path: `${BASE}/setInfosGarant`,
  payload: GuaranteePayloadSchema,
  answer: GuaranteeSaveAnswerSchema,
});
