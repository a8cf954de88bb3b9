/**
 * Step 2's calls (tunnel spec 7): the applicant's profile record, loaded and saved. Save errors
 * of type DQE and sameEmail (`{ error, content: { key, defaultMessage, mail } }`) reach the
 * caller as failures: `readErrorBody` gives their body.
 */

import * as schemas from "./profileStepSchemas.ts";
import { stepRecordCalls } from "./stepRecordCalls.ts";

export const { load: getProfileRecord, save: saveProfileRecord } = stepRecordCalls("Personnelles", {
  record: schemas.ProfileRecordSchema,
  payload: schemas.ProfilePayloadSchema,
  saveAnswer: schemas.ProfileSaveAnswerSchema,
});
