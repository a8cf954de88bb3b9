/**
 * Turns a failed tunnel call (a step save, the check, the send) into the typed reason the wizard
 * holds (`StepSaveError`, tunnel spec 8). The spec's generic handler (`toUserError`) does most of
 * it; the tunnel adds its named codes and the email-quality refusals of steps 2 and 3.
 */

import { isHTTPError } from "ky";
import * as v from "valibot";
import {
  applicationErrorCodes,
  type StepSaveError,
  StepSaveFailure,
} from "../../../machines/stepSaveError.ts";
import { readErrorBody, toUserError } from "../../api/errors.ts";

/** `400 { error: "DQE" | "sameEmail", content: {...} }` (docs/api.md, "Email quality errors"). */
const EmailQualityBodySchema = v.object({
  error: v.picklist(["DQE", "sameEmail"]),
  content: v.object({
    key: v.string(),
    defaultMessage: v.string(),
    mail: v.optional(v.nullable(v.string()), null),
    nbGuarantor: v.optional(v.nullable(v.picklist([1, 2])), null),
    isSameRespLegal: v.optional(v.nullable(v.boolean()), false),
  }),
});

/** Step 3: `400 { error: "garantiesInsuffisantes", minimumIncome }` (docs/api.md). */
const InsufficientGuaranteesBodySchema = v.object({
  error: v.literal("garantiesInsuffisantes"),
  minimumIncome: v.optional(v.nullable(v.number()), null),
});

const ApplicationCodeBodySchema = v.object({ error: v.picklist(applicationErrorCodes) });

/** `409 { error: "modifieAilleurs", version }` (docs/api.md, "Record versions"). */
const ChangedElsewhereBodySchema = v.object({ error: v.literal("modifieAilleurs") });

function namedReason(body: unknown): StepSaveError | null {
  const quality = v.safeParse(EmailQualityBodySchema, body);
  if (quality.success) {
    const { error, content } = quality.output;
    return {
      kind: "emailQuality",
      reason: error,
      field: content.key,
      message: content.defaultMessage,
      mail: content.mail,
      guarantor: content.nbGuarantor,
      isSameAsLegalGuardian: content.isSameRespLegal === true,
    };
  }
  if (v.is(ChangedElsewhereBodySchema, body)) return { kind: "changedElsewhere" };
  const insufficient = v.safeParse(InsufficientGuaranteesBodySchema, body);
  if (insufficient.success)
    return { kind: "insufficientGuarantees", minimumIncome: insufficient.output.minimumIncome };
  const application = v.safeParse(ApplicationCodeBodySchema, body);
  return application.success ? { kind: "application", code: application.output.error } : null;
}

/**
 * The call failed because the device is offline: the browser says so. Only then is the save made
 * again by itself, on the browser's `online` event; a network failure while the browser is
 * online (the server down, a dropped request) is the generic failure and its retry, since no
 * such event will come. An answer from the server never is "offline".
 */
function isOffline(error: unknown): boolean {
  if (isHTTPError(error)) return false;
  return typeof navigator !== "undefined" && navigator.onLine === false;
}

export function toStepSaveError(error: unknown): StepSaveError {
  if (isOffline(error)) return { kind: "offline" };
  const named = namedReason(readErrorBody(error));
  if (named) return named;
  const userError = toUserError(error);
  switch (userError.kind) {
    case "genderIncompatibility":
      return { kind: "genderIncompatible" };
    case "fields":
      return { kind: "fields", fields: userError.fields };
    case "message":
      return typeof userError.message === "string"
        ? { kind: "message", text: userError.message }
        : { kind: "invalidValues" };
    case "forbidden":
      return userError.message ? { kind: "message", text: userError.message } : { kind: "generic" };
    default:
      return { kind: "generic" };
  }
}

/** Runs a tunnel call; a failure rejects with its typed reason, which the wizard keeps. */
export async function withTypedFailure<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw new StepSaveFailure(toStepSaveError(error));
  }
}
