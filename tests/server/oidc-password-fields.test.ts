/**
 * The provider's sign-in and sign-up pages let password managers and pasting do their work:
 * each field says what it holds (`autocomplete`), and nothing blocks pasting (NIST SP 800-63B).
 */
import { describe, expect, it } from "vitest";
import { signupPage } from "../../server/oidc/signup.ts";
import type { PageLocale } from "../../server/oidc/texts.ts";
import { loginPage } from "../../server/oidc/views.ts";

const urls = { action: "/a", signup: "/s", login: "/l", abort: "/x", switchLanguage: "/o" };

/** Each input's name and autocomplete token, in page order. */
function autocompleteOf(html: string): Record<string, string | undefined> {
  const fields: Record<string, string | undefined> = {};
  for (const [tag] of html.matchAll(/<input\b[^>]*>/g)) {
    const name = /\bname="([^"]*)"/.exec(tag)?.[1];
    if (name) fields[name] = /\bautocomplete="([^"]*)"/.exec(tag)?.[1];
  }
  return fields;
}

describe.each<PageLocale>(["fr", "en"])("the provider's pages in %s", (locale) => {
  it("sign-in: the address is the username, the password the current one", () => {
    const html = loginPage(locale, urls);
    expect(autocompleteOf(html)).toEqual({ email: "username", password: "current-password" });
  });

  it("sign-up: the address is an email, both passwords new ones", () => {
    const fields = autocompleteOf(signupPage(locale, urls, { cgu: "" }));
    expect(fields).toMatchObject({
      email: "email",
      password: "new-password",
      passwordConfirm: "new-password",
    });
  });

  it("never blocks pasting nor cuts a password short", () => {
    for (const html of [loginPage(locale, urls), signupPage(locale, urls, { cgu: "" })]) {
      expect(html).not.toMatch(/onpaste|oncopy|oncut|ondrop/i);
      for (const [tag] of html.matchAll(/<input\b[^>]*type="password"[^>]*>/g)) {
        expect(tag).not.toMatch(/maxlength/i);
      }
    }
  });
});
