/**
 * Reads a request body and checks it with a valibot schema. Schemas carry message keys
 * (see messages.ts) so one schema answers in both languages.
 */
import type { Context } from "hono";
import * as v from "valibot";
import { badRequest, fieldErrors } from "./errors.ts";
import { isMessageKey, type Locale, localeFromHeader, message } from "./messages.ts";

export function requestLocale(c: Context): Locale {
  return localeFromHeader(c.req.header("accept-language"));
}

/**
 * JSON, urlencoded and multipart bodies are all accepted: the contract mixes them. Every body of
 * the contract is one object: an array, a number, a string or `null` is refused here (400
 * `invalidBody`), before a schema whose fields are all optional could take `[1,2]` for `{}`.
 */
export async function readBody(c: Context): Promise<Record<string, unknown>> {
  const parsed = await parseBody(c);
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
    throw badRequest("invalidBody");
  }
  return parsed as Record<string, unknown>;
}

async function parseBody(c: Context): Promise<unknown> {
  const type = c.req.header("content-type") ?? "";
  const text = type.includes("multipart/form-data") ? null : await c.req.text();
  if (text !== null && text.trim() === "") return {};
  if (type.includes("application/x-www-form-urlencoded") && text !== null) {
    return Object.fromEntries(new URLSearchParams(text));
  }
  if (type.includes("multipart/form-data")) {
    try {
      return await c.req.parseBody();
    } catch {
      throw badRequest("invalidBody");
    }
  }
  try {
    return JSON.parse(text ?? "");
  } catch {
    throw badRequest("invalidJson");
  }
}

function check<S extends v.GenericSchema>(
  schema: S,
  input: unknown,
  locale: Locale,
): v.InferOutput<S> {
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  const errors: Record<string, string> = {};
  for (const issue of result.issues) {
    const field = v.getDotPath(issue);
    if (!field) throw badRequest("invalidBody");
    if (errors[field]) continue;
    // A missing field is reported by valibot on the object, with the object's own message.
    const key = issue.received === "undefined" ? "required" : issue.message;
    errors[field] = message(isMessageKey(key) ? key : "format", locale);
  }
  throw fieldErrors(errors);
}

export async function body<S extends v.GenericSchema>(
  c: Context,
  schema: S,
): Promise<v.InferOutput<S>> {
  return check(schema, await readBody(c), requestLocale(c));
}

export function query<S extends v.GenericSchema>(c: Context, schema: S): v.InferOutput<S> {
  return check(schema, c.req.query(), requestLocale(c));
}

/** A required trimmed text with a maximum length. */
export function text(max: number) {
  return v.pipe(
    v.string("required"),
    v.trim(),
    v.nonEmpty("required"),
    v.maxLength(max, "tooLong"),
  );
}

export const isoDate = v.pipe(
  v.string("required"),
  v.regex(/^\d{4}-\d{2}-\d{2}$/, "date"),
  v.check((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, "date"),
);
