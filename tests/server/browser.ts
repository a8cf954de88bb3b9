/**
 * A tiny scripted browser for the sign-in tests: keeps cookies per path, follows redirects
 * by hand so each hop can be asserted, and builds PKCE values.
 */
import { createHash, randomBytes } from "node:crypto";

type Cookie = { name: string; value: string; path: string };

export class Browser {
  private cookies: Cookie[] = [];

  private store(response: Response): void {
    for (const header of response.headers.getSetCookie()) {
      const [pair = "", ...attributes] = header.split(";").map((part) => part.trim());
      const index = pair.indexOf("=");
      const name = pair.slice(0, index);
      const value = pair.slice(index + 1);
      const path =
        attributes.find((attribute) => attribute.toLowerCase().startsWith("path="))?.slice(5) ??
        "/";
      const expired = attributes.some(
        (attribute) =>
          attribute.toLowerCase().startsWith("expires=") &&
          new Date(attribute.slice(8)).getTime() < Date.now(),
      );
      this.cookies = this.cookies.filter(
        (cookie) => !(cookie.name === name && cookie.path === path),
      );
      if (value && !expired) this.cookies.push({ name, value, path });
    }
  }

  cookieHeader(url: string): string {
    const { pathname } = new URL(url);
    return this.cookies
      .filter(
        (cookie) =>
          pathname === cookie.path ||
          pathname.startsWith(cookie.path.endsWith("/") ? cookie.path : `${cookie.path}/`) ||
          cookie.path === "/",
      )
      .map((cookie) => `${cookie.name}=${cookie.value}`)
      .join("; ");
  }

  has(name: string): boolean {
    return this.cookies.some((cookie) => cookie.name === name);
  }

  async fetch(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    const cookie = this.cookieHeader(url);
    if (cookie) headers.set("cookie", cookie);
    const response = await fetch(url, { ...init, headers, redirect: "manual" });
    this.store(response);
    return response;
  }

  /** Posts an HTML form the way a browser does. */
  post(url: string, fields: Record<string, string>): Promise<Response> {
    return this.fetch(url, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields).toString(),
    });
  }

  /** Follows redirects until a non-redirect answer or a URL outside `/oidc`; returns the last hop. */
  async follow(
    start: Response,
    base: string,
    limit = 10,
  ): Promise<{ response: Response | null; location: string | null }> {
    let response: Response = start;
    for (let hop = 0; hop < limit; hop += 1) {
      const location = response.headers.get("location");
      if (response.status < 300 || response.status >= 400 || !location)
        return { response, location: null };
      const next = new URL(location, base).href;
      if (!new URL(next).pathname.startsWith("/oidc")) return { response: null, location: next };
      response = await this.fetch(next);
    }
    throw new Error("too many redirects");
  }
}

export function pkce() {
  const verifier = randomBytes(32).toString("base64url");
  const challenge = createHash("sha256").update(verifier).digest("base64url");
  return { verifier, challenge };
}

export function decodeJwt(token: string): Record<string, unknown> {
  const payload = token.split(".")[1] ?? "";
  return JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as Record<string, unknown>;
}

/** The `action` of the first form and the value of a named hidden input in an HTML page. */
export function formOf(html: string): { action: string; inputs: Record<string, string> } {
  const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1] ?? "";
  const inputs: Record<string, string> = {};
  for (const match of html.matchAll(/<input[^>]*type="hidden"[^>]*>/g)) {
    const name = /name="([^"]+)"/.exec(match[0])?.[1];
    const value = /value="([^"]*)"/.exec(match[0])?.[1] ?? "";
    if (name) inputs[name] = value;
  }
  return { action: action.replaceAll("&amp;", "&"), inputs };
}
