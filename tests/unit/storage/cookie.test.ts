import * as v from "valibot";
import { afterEach, describe, expect, it, vi } from "vitest";
import { defineCookie } from "../../../src/storage/cookie.ts";
import { installCookies } from "./browserShims.ts";

const space = defineCookie("space", v.picklist(["acquisition", "client"]));
const note = defineCookie("note", v.pipe(v.string(), v.nonEmpty()));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("a cookie", () => {
  it("gives back what it set", () => {
    installCookies();
    expect(space.write("acquisition")).toBe(true);
    expect(space.read()).toBe("acquisition");
  });

  it("is set for the whole site, SameSite=Lax, Secure on https", () => {
    const jar = installCookies("https:");
    space.write("client");
    expect(jar.lines).toEqual(["space=client; path=/; SameSite=Lax; Secure"]);
  });

  it("is not marked Secure on plain http (local development)", () => {
    const jar = installCookies("http:");
    space.write("client");
    expect(jar.lines).toEqual(["space=client; path=/; SameSite=Lax"]);
  });

  it("can be shared with the operator's domain and given a lifetime", () => {
    const jar = installCookies();
    space.write("client", { domain: ".hestia.test", maxAgeSeconds: 3600 });
    expect(jar.lines).toEqual([
      "space=client; max-age=3600; path=/; SameSite=Lax; domain=.hestia.test; Secure",
    ]);
    expect(jar.has("space", ".hestia.test")).toBe(true);
  });

  it("encodes its value and reads it back decoded", () => {
    const jar = installCookies();
    note.write("a; b=c é");
    expect(jar.cookie).toBe("note=a%3B%20b%3Dc%20%C3%A9");
    expect(note.read()).toBe("a; b=c é");
  });

  it("is found among other cookies whose names contain its own", () => {
    const jar = installCookies();
    jar.plant("workspace", "other");
    jar.plant("space", "client");
    expect(space.read()).toBe("client");
  });

  it("drops and removes a foreign value", () => {
    const jar = installCookies();
    jar.plant("space", "somewhere-else");
    expect(space.read()).toBeUndefined();
    expect(jar.has("space")).toBe(false);
  });

  it("drops and removes a value that cannot be decoded", () => {
    const jar = installCookies();
    jar.plant("note", "%E0%A4%A");
    expect(note.read()).toBeUndefined();
    expect(jar.has("note")).toBe(false);
  });

  it("refuses to set an invalid value", () => {
    const jar = installCookies();
    vi.spyOn(console, "error").mockImplementation(() => {});
    // @ts-expect-error not a space
    expect(space.write("elsewhere")).toBe(false);
    expect(jar.lines).toEqual([]);
  });

  it("never writes the refused value in its log line (it may be a token)", () => {
    installCookies();
    const token = defineCookie("token", v.pipe(v.string(), v.regex(/^[a-z]+$/)));
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(token.write("SECRET-token-value-123")).toBe(false);
    expect(log).toHaveBeenCalledTimes(1);
    expect(JSON.stringify(log.mock.calls)).not.toContain("SECRET-token-value-123");
    expect(JSON.stringify(log.mock.calls)).toContain("regex");
  });

  it("is cleared for this host, or for the shared domain when given", () => {
    const jar = installCookies();
    jar.plant("space", "client");
    jar.plant("space", "client", ".hestia.test");
    space.clear();
    expect(jar.has("space")).toBe(false);
    expect(jar.has("space", ".hestia.test")).toBe(true);
    space.clear({ domain: ".hestia.test" });
    expect(jar.has("space", ".hestia.test")).toBe(false);
  });

  it("never throws without a document or when cookies are forbidden", () => {
    vi.stubGlobal("document", undefined);
    expect(space.read()).toBeUndefined();
    expect(() => space.write("client")).not.toThrow();
    vi.stubGlobal("document", {
      get cookie(): string {
        throw new DOMException("sandboxed", "SecurityError");
      },
      set cookie(_line: string) {
        throw new DOMException("sandboxed", "SecurityError");
      },
    });
    expect(space.read()).toBeUndefined();
    expect(() => space.write("client")).not.toThrow();
    expect(() => space.clear()).not.toThrow();
  });
});
