/**
 * Server-side email quality checks (spec 5): format and temporary addresses. Whether an address
 * already has an account is never one of them: it is told to the address's owner by mail
 * (emailConfirmations.ts), not to whoever typed it.
 */
import { createRequire } from "node:module";
import * as v from "valibot";
import type { MessageKey } from "../http/messages.ts";

let disposable: Set<string> | undefined;

function disposableDomains(): Set<string> {
  if (!disposable) {
    const require = createRequire(import.meta.url);
    disposable = new Set(require("disposable-email-domains") as string[]);
  }
  return disposable;
}

const emailSchema = v.pipe(v.string(), v.maxLength(100), v.email());

export function isDisposable(email: string): boolean {
  const domain = email.split("@").pop()?.toLowerCase() ?? "";
  return disposableDomains().has(domain);
}

/** Why an address cannot be used for an account, or null when it can. */
export function emailProblem(email: string): MessageKey | null {
  if (!v.is(emailSchema, email)) return "email";
  if (isDisposable(email)) return "emailDisposable";
  return null;
}
