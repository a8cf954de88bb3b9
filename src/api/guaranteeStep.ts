/**
 * Step 3's calls (tunnel spec 7): the guarantors' record, loaded and saved. Refusals (field
 * errors, DQE / sameEmail with `nbGuarantor` and `isSameRespLegal`, `garantiesInsuffisantes`
 * with `minimumIncome`) reach the caller as failures: `readErrorBody` gives their body.
 */
import {
  GuaranteePayloadSchema,
  GuaranteeRecordSchema,
  GuaranteeSaveAnswerSchema,
} from "./guaranteeStepSchemas.ts";
import { stepRecordCalls } from "./stepRecordCalls.ts";

const guaranteeRecordCalls = stepRecordCalls("Garant", {
  record: GuaranteeRecordSchema,
  payload: GuaranteePayloadSchema,
  saveAnswer: GuaranteeSaveAnswerSchema,
});

export const getGuaranteeRecord = guaranteeRecordCalls.load;
export const saveGuaranteeRecord = guaranteeRecordCalls.save;
