/**
 * Step 3's calls (tunnel spec 7): the guarantors' record, loaded and saved. Refusals (field
 * errors, DQE / sameEmail with `nbGuarantor` and `isSameRespLegal`, `garantiesInsuffisantes`
 * with `minimumIncome`) reach the caller as failures: `readErrorBody` gives their body.
 */

import * as schemas from "./guaranteeStepSchemas.ts";
import { stepRecordCalls } from "./stepRecordCalls.ts";

export const { load: getGuaranteeRecord, save: saveGuaranteeRecord } = stepRecordCalls("Garant", {
  record: schemas.GuaranteeRecordSchema,
  payload: schemas.GuaranteePayloadSchema,
  saveAnswer: schemas.GuaranteeSaveAnswerSchema,
});
