/**
 * Step 2's calls (tunnel spec 7): the applicant's profile record, loaded and saved. Save errors
 * of type DQE and sameEmail (`{ error, content: { key, defaultMessage, mail } }`) reach the
 * caller as failures: `readErrorBody` gives their body.
 */
import { defineCall } from "./call.ts";
import {
  ProfilePayloadSchema,
  ProfileRecordSchema,
  ProfileSaveAnswerSchema,
} from "./profileStepSchemas.ts";

const BASE = "/api/ac_campus/dossier";

export const getProfileRecord = defineCall({
  method: "GET",
  path: `${BASE}/getInfosPersonnelles`,
  answer: ProfileRecordSchema,
});

export const saveProfileRecord = defineCall({
  method: "POST",
  path: `${BASE}/setInfosPersonnelles`,
  payload: ProfilePayloadSchema,
  answer: ProfileSaveAnswerSchema,
});
