import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { autoCountry, guessCountryFromLanguages } from "../../../../src/forms/phone/autoCountry.ts";
import { phoneAutoCountryStorage } from "../../../../src/storage/keys.ts";
import { installStorages, type MemoryStorage } from "../../storage/browserShims.ts";

describe("guessCountryFromLanguages", () => {
  it("takes the region of the first language that has one", () => {
    expect(guessCountryFromLanguages(["fr", "en-GB", "de-DE"])).toBe("GB");
    expect(guessCountryFromLanguages(["fr-BE"])).toBe("BE");
  });

  it("guesses nothing from languages without region or from garbage", () => {
    expect(guessCountryFromLanguages(["fr", "en"])).toBeUndefined();
    expect(guessCountryFromLanguages(["not a language tag!"])).toBeUndefined();
    expect(guessCountryFromLanguages([])).toBeUndefined();
  });
});

describe("autoCountry", () => {
  let local: MemoryStorage;
  beforeEach(() => {
    local = installStorages().local;
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("guesses from the languages and caches the guess", () => {
    expect(autoCountry(["en-GB"])).toBe("GB");
    expect(phoneAutoCountryStorage.read()).toBe("gb");
    expect(autoCountry(["de-DE"])).toBe("GB");
  });

  it("prefers a valid cached country", () => {
    local.setItem(phoneAutoCountryStorage.name, JSON.stringify("us"));
    expect(autoCountry(["en-GB"])).toBe("US");
  });

  it("drops bad cached data instead of failing", () => {
    local.setItem(phoneAutoCountryStorage.name, "{not json");
    expect(autoCountry(["fr-FR"])).toBe("FR");
    local.setItem(phoneAutoCountryStorage.name, JSON.stringify("zz"));
    expect(autoCountry(["es-ES"])).toBe("ES");
  });

  it("gives nothing, and caches nothing, without a guess", () => {
    expect(autoCountry(["fr"])).toBeUndefined();
    expect(local.getItem(phoneAutoCountryStorage.name)).toBeNull();
  });
});
