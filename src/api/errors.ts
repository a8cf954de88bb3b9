import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { isHTTPError, isNetworkError, isTimeoutError } from "ky";
import { isContractError } from "./contractError.ts";

/**
 * A catalogue message (translated at render) or a text written by the server, shown as is.
 * Render with `typeof message === "string" ? message : i18n._(message)`.
 */
export type UserMessage = MessageDescriptor | string;

/** The outcome of the spec's generic request-error handler, ready for the UI to render. */
export type UserError =
  /** Server fault, network drop, timeout, broken contract or anything unexpected. */
  | { kind: "generic"; message: MessageDescriptor; retryable: true }
  /** A bad request or a server-written error: shown in the common error dialog. */
  | { kind: "message"; message: UserMessage }
  /** Server field errors, by field name, each shown under its field. */
  | { kind: "fields"; fields: Record<string, string> }
  /** `colocationIncorrecte`: the UI opens the gender-incompatibility pop-up. */
  | { kind: "genderIncompatibility" }
  | { kind: "unauthenticated" }
  | { kind: "forbidden"; message?: string }
  | { kind: "notFound" }
  /** The request was aborted on purpose (page left, machine stopped): show nothing. */
  | { kind: "cancelled" };

export const genericErrorMessage = msg`Une erreur est survenue lors de la requête, veuillez réessayer plus tard`;
export const invalidValuesMessage = msg`Les valeurs saisies sont incorrectes.`;

/** Ours: a 429 (server/http/rateLimits.ts), with the wait the server gave, in minutes. */
export function tooManyAttemptsMessage(minutes: number | undefined): MessageDescriptor {
  return minutes === undefined
    ? msg`Trop de tentatives. Veuillez réessayer dans quelques minutes.`
    : msg`Trop de tentatives. Veuillez réessayer dans ${minutes} min.`;
}

/** `Retry-After` in seconds (or an HTTP date), else the body's `retryAfter`, as whole minutes. */
function retryAfterMinutes(response: Response, body: unknown): number | undefined {
  const header = response.headers.get("retry-after");
  let seconds = header === null || header.trim() === "" ? Number.NaN : Number(header);
  if (header !== null && Number.isNaN(seconds)) {
    seconds = (Date.parse(header) - Date.now()) / 1000;
  }
  if (!Number.isFinite(seconds) && isRecord(body)) seconds = Number(body.retryAfter);
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds / 60) : undefined;
}

const GENDER_INCOMPATIBILITY_MARKER = "colocationIncorrecte";

const generic: UserError = { kind: "generic", message: genericErrorMessage, retryable: true };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The body the server sent with a failed answer, for features that read their own codes. */
export function readErrorBody(error: unknown): unknown {
  return isHTTPError(error) ? error.data : undefined;
}

export function readErrorStatus(error: unknown): number | undefined {
  return isHTTPError(error) ? error.response.status : undefined;
}

function mentionsGenderIncompatibility(value: unknown): boolean {
  if (typeof value === "string") return value.includes(GENDER_INCOMPATIBILITY_MARKER);
  if (typeof value !== "object" || value === null) return false;
  try {
    return JSON.stringify(value).includes(GENDER_INCOMPATIBILITY_MARKER);
  } catch {
    return false;
  }
}

/**
 * The text a server error carries, if any: a plain string, `error` / `message` /
 * `defaultMessage` fields, or a list of those. The spec says arrays are "joined with ' et'";
 * read literally that glues words ("aet b"), so the separator is " et " ("a et b").
 */
function textOf(value: unknown): string | undefined {
  if (typeof value === "string") {
    const text = value.trim();
    // An HTML page (a proxy's error page) is not a message for users.
    return text === "" || text.startsWith("<") ? undefined : text;
  }
  if (Array.isArray(value)) {
    const items = value.map(textOf).filter((item): item is string => item !== undefined);
    return items.length > 0 ? items.join(" et ") : undefined;
  }
  if (isRecord(value)) {
    return textOf(value.error) ?? textOf(value.message) ?? textOf(value.defaultMessage);
  }
  return undefined;
}

function fieldNameOf(item: unknown): string | undefined {
  if (!isRecord(item)) return undefined;
  const name = item.field ?? item.key;
  return typeof name === "string" && name !== "" ? name : undefined;
}

function fieldMapFromList(items: readonly unknown[]): Record<string, string> | undefined {
  const fields: Record<string, string> = {};
  for (const item of items) {
    const name = fieldNameOf(item);
    if (name === undefined) return undefined;
    fields[name] = textOf(item) ?? "";
  }
  return fields;
}

/** Server field errors: `{ errors: { field: message } }` or a list of `{ field | key, defaultMessage }`. */
function fieldsOf(body: unknown): Record<string, string> | undefined {
  let fields: Record<string, string> | undefined;
  if (Array.isArray(body)) fields = fieldMapFromList(body);
  else if (isRecord(body) && Array.isArray(body.errors)) fields = fieldMapFromList(body.errors);
  else if (isRecord(body) && isRecord(body.errors)) {
    fields = {};
    for (const [name, value] of Object.entries(body.errors)) fields[name] = textOf(value) ?? "";
  }
  return fields && Object.keys(fields).length > 0 ? fields : undefined;
}

function isAbort(error: unknown): boolean {
  return (error instanceof Error || error instanceof DOMException) && error.name === "AbortError";
}

function fromHttpStatus(response: Response, body: unknown): UserError {
  const { status } = response;
  if (mentionsGenderIncompatibility(body)) return { kind: "genderIncompatibility" };
  if (status === 429) {
    return { kind: "message", message: tooManyAttemptsMessage(retryAfterMinutes(response, body)) };
  }
  if (status === 401) return { kind: "unauthenticated" };
  if (status === 403) {
    const text = textOf(body);
    return text === undefined ? { kind: "forbidden" } : { kind: "forbidden", message: text };
  }
  if (status === 404) return { kind: "notFound" };
  if (status >= 500) return generic;

  const fields = fieldsOf(body);
  if (fields) return { kind: "fields", fields };
  const text = textOf(body);
  if (text !== undefined) return { kind: "message", message: text };
  if (status === 400) return { kind: "message", message: invalidValuesMessage };
  return generic;
}

/** What a machine or a caller rejected with directly: a string, a list, or a server body. */
function fromRejectedValue(value: unknown): UserError {
  if (mentionsGenderIncompatibility(value)) return { kind: "genderIncompatibility" };
  // A program error's message is for developers, never for users.
  if (value instanceof Error) return generic;
  const fields = fieldsOf(value);
  if (fields) return { kind: "fields", fields };
  const text = textOf(value);
  return text === undefined ? generic : { kind: "message", message: text };
}

/**
 * Turns any failure of a call into what the UI shows (the spec's generic handler).
 * @spec public §8 The error catalogue
 * @spec tunnel §8 Generic handler
 */
export function toUserError(error: unknown): UserError {
  if (isAbort(error)) return { kind: "cancelled" };
  if (isContractError(error) || isTimeoutError(error) || isNetworkError(error)) return generic;
  if (isHTTPError(error)) return fromHttpStatus(error.response, error.data);
  return fromRejectedValue(error);
}
