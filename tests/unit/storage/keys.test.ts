import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  commonUriStorage,
  dossierIdStorage,
  hasJustDeposedStorage,
  identityTokenStorage,
  languageStorage,
  phoneAutoCountryStorage,
  stepStorage,
  trackingParametersStorage,
  userStorage,
  visualHandicapStorage,
} from "../../../src/storage/keys.ts";
import { installStorages, type MemoryStorage } from "./browserShims.ts";

const allKeys = [
  commonUriStorage,
  dossierIdStorage,
  hasJustDeposedStorage,
  identityTokenStorage,
  languageStorage,
  phoneAutoCountryStorage,
  stepStorage,
  trackingParametersStorage,
  userStorage,
  visualHandicapStorage,
];

let local: MemoryStorage;
let session: MemoryStorage;
beforeEach(() => {
  ({ local, session } = installStorages());
  vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  for (const key of allKeys) key.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("names the spec gives are kept as written", () => {
  it.each([
    [userStorage, "user"],
    [commonUriStorage, "commonUri"],
    [languageStorage, "language"],
    [hasJustDeposedStorage, "has_just_deposed"],
    [stepStorage, "step"],
    [visualHandicapStorage, "isVisualHandicap"],
  ] as const)("%#: %s", (key, name) => {
    expect(key.name).toBe(name);
    expect(key.area).toBe("local");
  });
});

describe("values", () => {
  it("keeps the user details and their defaults", () => {
    userStorage.write({
      contact_id: 42,
      firstname: "Camille",
      lastname: "Martin",
      email: "camille@example.org",
      phone: null,
      type_prospect: null,
      language: "fr",
      hasAcceptedEmail: true,
      hasAcceptedSMS: false,
      hasAcceptedEmailGroup: false,
      hasAcceptedSMSGroup: false,
    });
    expect(userStorage.read()).toMatchObject({
      contact_id: "42",
      phone: "",
      email: "camille@example.org",
    });
  });

  it("drops a user without an email", () => {
    local.setItem("user", JSON.stringify({ contact_id: "1", firstname: "A", lastname: "B" }));
    expect(userStorage.read()).toBeUndefined();
    expect(local.getItem("user")).toBeNull();
  });

  it("keeps only the site's languages", () => {
    expect(languageStorage.write("en")).toBe(true);
    expect(languageStorage.read()).toBe("en");
    local.setItem("language", JSON.stringify("de"));
    expect(languageStorage.read()).toBeUndefined();
  });

  it("drops a language stored unquoted by an older version", () => {
    local.setItem("language", "fr");
    expect(languageStorage.read()).toBeUndefined();
    expect(local.getItem("language")).toBeNull();
  });

  it("keeps a tunnel step between 1 and 5", () => {
    expect(stepStorage.write(5)).toBe(true);
    // @ts-expect-error: a step outside 1 to 5, as an older version or a bad caller would write
    expect(stepStorage.write(6)).toBe(false);
    expect(stepStorage.read()).toBe(5);
    local.setItem("step", "2.5");
    expect(stepStorage.read()).toBeUndefined();
  });

  it("keeps the common addresses, requiring the cookie domain and acquisition address", () => {
    commonUriStorage.write({
      cookie_domain: ".hestia.test",
      acquisition_uri: "https://hestia.test",
    });
    expect(commonUriStorage.read()).toEqual({
      cookie_domain: ".hestia.test",
      acquisition_uri: "https://hestia.test",
    });
    local.setItem("commonUri", JSON.stringify({ cookie_domain: ".hestia.test" }));
    expect(commonUriStorage.read()).toBeUndefined();
  });

  it("keeps ids as text", () => {
    dossierIdStorage.write(991);
    expect(dossierIdStorage.read()).toBe("991");
  });

  it("keeps flags as booleans only", () => {
    hasJustDeposedStorage.write(true);
    visualHandicapStorage.write(false);
    expect(hasJustDeposedStorage.read()).toBe(true);
    expect(visualHandicapStorage.read()).toBe(false);
    local.setItem("isVisualHandicap", JSON.stringify("true"));
    expect(visualHandicapStorage.read()).toBeUndefined();
  });

  it("keeps the identity token", () => {
    identityTokenStorage.write({ idToken: "eyJ.id.token" });
    expect(identityTokenStorage.read()).toEqual({ idToken: "eyJ.id.token" });
    expect(identityTokenStorage.write({ idToken: "" })).toBe(false);
  });

  it("keeps the phone input's country as two lower-case letters", () => {
    expect(phoneAutoCountryStorage.write("FR")).toBe(true);
    expect(phoneAutoCountryStorage.read()).toBe("fr");
    expect(phoneAutoCountryStorage.write("FRA")).toBe(false);
  });

  it("keeps tracking parameters for the visit, and only the known ones", () => {
    trackingParametersStorage.write({ utm_source: "newsletter", gclid: "abc" });
    expect(session.getItem("tracking_parameters")).not.toBeNull();
    expect(local.getItem("tracking_parameters")).toBeNull();
    expect(trackingParametersStorage.read()).toEqual({ utm_source: "newsletter", gclid: "abc" });
    session.setItem("tracking_parameters", JSON.stringify({ utm_source: "x", token: "secret" }));
    expect(trackingParametersStorage.read()).toBeUndefined();
  });
});
