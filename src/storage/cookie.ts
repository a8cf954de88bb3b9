import * as v from "valibot";
import { issuesWithoutValues } from "../diagnostics/issuesWithoutValues.ts";
import { readStoredValue } from "./storedValue.ts";

type CookieWriteOptions = {
  /** Shares the cookie with the operator's other sites (the `cookie_domain` of the configuration). */
  domain?: string;
  /** Without it the cookie ends with the browser session. */
  maxAgeSeconds?: number;
};

export type Cookie<TSchema extends v.GenericSchema<string, string>> = {
  readonly name: string;
  /** The cookie's value, or `undefined`; a bad value is removed, never thrown. */
  read(): v.InferOutput<TSchema> | undefined;
  /** The value in a request's `Cookie` header (server rendering); a bad value reads as absent. */
  readFrom(cookieHeader: string): v.InferOutput<TSchema> | undefined;
  /** Validates then sets; returns `false` (and sets nothing) when the value is invalid. */
  write(value: v.InferInput<TSchema>, options?: CookieWriteOptions): boolean;
  /** Removes the cookie; give the domain it was set with, if any. */
  clear(options?: Pick<CookieWriteOptions, "domain">): void;
};

function readCookieJar(): string {
  try {
    return globalThis.document?.cookie ?? "";
  } catch {
    // Sandboxed frames throw on access to cookies.
    return "";
  }
}

function writeCookieJar(line: string): void {
  try {
    // biome-ignore lint/suspicious/noDocumentCookie: reads must stay synchronous and the async Cookie Store API is missing in some supported browsers; values are URL-encoded by the caller.
    if (globalThis.document) globalThis.document.cookie = line;
  } catch {
    // Same as above: no cookies here, nothing to do.
  }
}

function isSecurePage(): boolean {
  return globalThis.location?.protocol === "https:";
}

function attributes(domain: string | undefined): string {
  // Lax: sent when arriving from the identity provider's redirect, not on cross-site posts.
  const parts = ["path=/", "SameSite=Lax"];
  if (domain) parts.push(`domain=${domain}`);
  if (isSecurePage()) parts.push("Secure");
  return parts.join("; ");
}

function rawCookie(jar: string, name: string): string | undefined {
  for (const pair of jar.split(";")) {
    const separator = pair.indexOf("=");
    if (separator === -1) continue;
    if (pair.slice(0, separator).trim() === name) return pair.slice(separator + 1).trim();
  }
  return undefined;
}

/**
 * One typed cookie, stored as a URL-encoded string: these cookies are shared with the
 * operator's other sites, which read them as plain text (not JSON).
 */
export function defineCookie<TSchema extends v.GenericSchema<string, string>>(
  name: string,
  schema: TSchema,
): Cookie<TSchema> {
  const clear = (options: Pick<CookieWriteOptions, "domain"> = {}) => {
    writeCookieJar(`${name}=; max-age=0; ${attributes(options.domain)}`);
  };

  const valueIn = (jar: string, onBadValue: () => void) => {
    const raw = rawCookie(jar, name);
    if (raw === undefined) return undefined;
    return readStoredValue(raw, decodeURIComponent, schema, onBadValue);
  };

  return {
    name,
    read: () => valueIn(readCookieJar(), clear),
    readFrom: (cookieHeader) => valueIn(cookieHeader, () => {}),
    write(value, options = {}) {
      const parsed = v.safeParse(schema, value);
      if (!parsed.success) {
        console.error(
          `Refused to set an invalid "${name}" cookie`,
          issuesWithoutValues(parsed.issues),
        );
        return false;
      }
      const maxAge =
        options.maxAgeSeconds === undefined ? "" : `; max-age=${options.maxAgeSeconds}`;
      writeCookieJar(
        `${name}=${encodeURIComponent(parsed.output)}${maxAge}; ${attributes(options.domain)}`,
      );
      return true;
    },
    clear,
  };
}
