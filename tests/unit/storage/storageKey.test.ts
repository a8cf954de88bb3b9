import * as v from "valibot";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { defineStorageKey } from "../../../src/storage/storageKey.ts";
import {
  FullStorage,
  installStorages,
  installUnavailableStorages,
  type MemoryStorage,
  removeUnavailableStorages,
} from "./browserShims.ts";

const favourite = defineStorageKey(
  "favourite",
  v.object({ city: v.pipe(v.string(), v.nonEmpty()), nights: v.number() }),
);
const visitCounter = defineStorageKey("visits", v.number(), "session");

let local: MemoryStorage;
let session: MemoryStorage;

beforeEach(() => {
  ({ local, session } = installStorages());
});
afterEach(() => {
  favourite.clear();
  visitCounter.clear();
  removeUnavailableStorages();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("a storage key", () => {
  it("gives back what it stored, as JSON under its name", () => {
    expect(favourite.write({ city: "Lille", nights: 3 })).toBe(true);
    expect(local.getItem("favourite")).toBe('{"city":"Lille","nights":3}');
    expect(favourite.read()).toEqual({ city: "Lille", nights: 3 });
  });

  it("reads nothing when nothing is stored", () => {
    expect(favourite.read()).toBeUndefined();
  });

  it("drops and removes data that is not JSON", () => {
    local.setItem("favourite", "{city: Lille");
    expect(favourite.read()).toBeUndefined();
    expect(local.getItem("favourite")).toBeNull();
  });

  it("drops and removes foreign data that does not match its schema", () => {
    local.setItem("favourite", JSON.stringify({ city: "", nights: "three" }));
    expect(favourite.read()).toBeUndefined();
    expect(local.getItem("favourite")).toBeNull();
  });

  it("refuses to store an invalid value, and keeps the previous one", () => {
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
    favourite.write({ city: "Lyon", nights: 2 });
    expect(favourite.write({ city: "", nights: 1 })).toBe(false);
    expect(favourite.read()).toEqual({ city: "Lyon", nights: 2 });
    expect(consoleError).toHaveBeenCalledTimes(1);
  });

  it("clears its entry only", () => {
    local.setItem("other", "kept");
    favourite.write({ city: "Lyon", nights: 2 });
    favourite.clear();
    expect(local.getItem("favourite")).toBeNull();
    expect(local.getItem("other")).toBe("kept");
  });

  it("uses session storage when asked", () => {
    visitCounter.write(4);
    expect(session.getItem("visits")).toBe("4");
    expect(local.getItem("visits")).toBeNull();
    expect(visitCounter.read()).toBe(4);
  });
});

describe("when the browser refuses storage", () => {
  it("never throws when touching localStorage throws, and keeps values for the page", () => {
    installUnavailableStorages();
    expect(() => favourite.read()).not.toThrow();
    expect(favourite.read()).toBeUndefined();
    expect(favourite.write({ city: "Paris", nights: 5 })).toBe(true);
    expect(favourite.read()).toEqual({ city: "Paris", nights: 5 });
    expect(() => favourite.clear()).not.toThrow();
    expect(favourite.read()).toBeUndefined();
  });

  it("never throws when localStorage is missing altogether", () => {
    vi.stubGlobal("localStorage", undefined);
    expect(favourite.write({ city: "Paris", nights: 5 })).toBe(true);
    expect(favourite.read()).toEqual({ city: "Paris", nights: 5 });
  });

  it("keeps a refused write for the page, and the stale stored value does not shadow it", () => {
    const full = new FullStorage();
    full.seed("favourite", JSON.stringify({ city: "Lyon", nights: 1 }));
    vi.stubGlobal("localStorage", full);
    expect(favourite.write({ city: "Marseille", nights: 2 })).toBe(true);
    expect(favourite.read()).toEqual({ city: "Marseille", nights: 2 });
    expect(full.getItem("favourite")).toBeNull();
  });
});
