// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { configuredTagManagerId, loadTagManager } from "../../../src/analytics/tagManager.ts";

const host = globalThis as { dataLayer?: unknown[] };
const scripts = () => [...document.querySelectorAll("script")];

describe("tag manager", () => {
  beforeEach(() => {
    delete host.dataLayer;
    document.head.innerHTML = "";
  });
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it("reads the container id from VITE_GTM_ID and refuses anything else", () => {
    vi.stubEnv("VITE_GTM_ID", "GTM-ENV123");
    expect(configuredTagManagerId()).toBe("GTM-ENV123");
    expect(configuredTagManagerId("GTM-AB12")).toBe("GTM-AB12");
    expect(configuredTagManagerId('GTM-1"><script>')).toBeUndefined();
    expect(configuredTagManagerId("")).toBeUndefined();
    expect(configuredTagManagerId(42)).toBeUndefined();
  });

  it("loads no script without a configured id", () => {
    vi.stubEnv("VITE_GTM_ID", "");
    expect(loadTagManager()).toBe(false);
    expect(loadTagManager("not-a-container")).toBe(false);
    expect(scripts()).toHaveLength(0);
    expect(host.dataLayer).toBeUndefined();
  });

  it("injects the container script once", () => {
    expect(loadTagManager("GTM-TEST1")).toBe(true);
    expect(loadTagManager("GTM-TEST1")).toBe(true);
    const [script, ...others] = scripts();
    expect(others).toHaveLength(0);
    expect(script?.src).toBe("https://www.googletagmanager.com/gtm.js?id=GTM-TEST1");
    expect(script?.async).toBe(true);
    expect(host.dataLayer).toEqual([{ "gtm.start": expect.any(Number), event: "gtm.js" }]);
  });
});
