import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { accessTokenCookie, spaceCookie } from "../../../src/storage/cookies.ts";
import {
  commonUriStorage,
  dossierIdStorage,
  hasJustDeposedStorage,
  identityTokenStorage,
  languageStorage,
  phoneAutoCountryStorage,
  stepStorage,
  temporaryDossierInfoStorage,
  userStorage,
  visualHandicapStorage,
} from "../../../src/storage/keys.ts";
import { clearLocalSession } from "../../../src/storage/session.ts";
import {
  type CookieJar,
  installCookies,
  installStorages,
  installUnavailableStorages,
  type MemoryStorage,
  removeUnavailableStorages,
} from "./browserShims.ts";

let local: MemoryStorage;
let jar: CookieJar;

beforeEach(() => {
  ({ local } = installStorages());
  jar = installCookies();
});
afterEach(() => {
  removeUnavailableStorages();
  vi.unstubAllGlobals();
});

function signIn(): void {
  userStorage.write({
    contact_id: "42",
    firstname: "Camille",
    lastname: "Martin",
    email: "camille@example.org",
  });
  identityTokenStorage.write({ idToken: "eyJ.id.token" });
  temporaryDossierInfoStorage.write({
    id_residence: "r",
    type_typologie: "t",
    id_bien: "b",
    date_arrivee: "2031-09-01",
    resicamp: false,
    validityDate: 1,
  });
  dossierIdStorage.write("d-1");
  hasJustDeposedStorage.write(true);
  stepStorage.write(3);
  commonUriStorage.write({ cookie_domain: ".hestia.test", acquisition_uri: "https://hestia.test" });
  languageStorage.write("en");
  visualHandicapStorage.write(true);
  phoneAutoCountryStorage.write("fr");
  jar.plant("access_token", "at");
  jar.plant("access_token", "at", ".hestia.test");
  jar.plant("space", "acquisition", ".hestia.test");
}

describe("clearing the local session (logout)", () => {
  it("forgets everything about the signed-in person", () => {
    signIn();
    clearLocalSession();
    for (const name of [
      "user",
      "identity_token_storage",
      "temporary_dossier_info",
      "dossier_id",
      "has_just_deposed",
      "step",
    ]) {
      expect(local.getItem(name), name).toBeNull();
    }
  });

  it("removes the session cookies on this host and on the shared domain", () => {
    signIn();
    clearLocalSession();
    expect(jar.has("access_token")).toBe(false);
    expect(jar.has("access_token", ".hestia.test")).toBe(false);
    expect(jar.has("space", ".hestia.test")).toBe(false);
    expect(accessTokenCookie.read()).toBeUndefined();
    expect(spaceCookie.read()).toBeUndefined();
  });

  it("keeps the visitor's preferences and the common addresses", () => {
    signIn();
    clearLocalSession();
    expect(languageStorage.read()).toBe("en");
    expect(visualHandicapStorage.read()).toBe(true);
    expect(phoneAutoCountryStorage.read()).toBe("fr");
    expect(commonUriStorage.read()).toMatchObject({ cookie_domain: ".hestia.test" });
  });

  it("does not throw when storage is unavailable", () => {
    installUnavailableStorages();
    expect(() => clearLocalSession()).not.toThrow();
  });
});
