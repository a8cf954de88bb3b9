import { beforeEach, describe, expect, it } from "vitest";
import { autoCountry } from "../../../../src/forms/phone/autoCountry.ts";
import { draftOfValue } from "../../../../src/forms/phone/phoneNumber.ts";
import { phoneAutoCountryStorage } from "../../../../src/storage/keys.ts";
import { installStorages, type MemoryStorage } from "../../storage/browserShims.ts";

describe("autoCountry", () => {
  let local: MemoryStorage;
  beforeEach(() => {
    local = installStorages().local;
  });

  it("gives a valid cached country", () => {
    local.setItem(phoneAutoCountryStorage.name, JSON.stringify("us"));
    expect(autoCountry()).toBe("US");
  });

  it("drops bad cached data instead of failing", () => {
    local.setItem(phoneAutoCountryStorage.name, "{not json");
    expect(autoCountry()).toBeUndefined();
    local.setItem(phoneAutoCountryStorage.name, JSON.stringify("zz"));
    expect(autoCountry()).toBeUndefined();
  });

  it("guesses nothing from the browser's languages, and caches nothing", () => {
    Object.defineProperty(globalThis, "navigator", {
      value: { language: "en-GB", languages: ["en-GB", "de-DE"] },
      configurable: true,
    });
    expect(autoCountry()).toBeUndefined();
    expect(local.getItem(phoneAutoCountryStorage.name)).toBeNull();
    // With no value to dial from and nothing cached, the input opens on France (spec 5).
    expect(draftOfValue("", autoCountry()).country).toBe("FR");
  });
});
