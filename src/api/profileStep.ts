/**
 * Step 2's calls (tunnel spec 7): the applicant's profile record, loaded and saved. Save errors
 * of type DQE and sameEmail (`{ error, content: { key, defaultMessage, mail } }`) reach the
 * caller as failures: `readErrorBody` gives their body.
 */
import {
  ProfilePayloadSchema,
  ProfileRecordSchema,
  ProfileSaveAnswerSchema,
} from "./profileStepSchemas.ts";
import { stepRecordCalls } from "./stepRecordCalls.ts";

const profileRecordCalls = stepRecordCalls("Personnelles", {
  record: ProfileRecordSchema,
  payload: ProfilePayloadSchema,
  saveAnswer: ProfileSaveAnswerSchema,
});

export const getProfileRecord = profileRecordCalls.load;
export const saveProfileRecord = profileRecordCalls.save;
