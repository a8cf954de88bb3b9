import { describe, expect, it } from "vitest";
import {
  countryOfPhoneValue,
  DEFAULT_PHONE_COUNTRY,
  defaultPhoneCountry,
  draftOfValue,
  isValidPhoneValue,
  keepPhoneCharacters,
  mobilePlaceholder,
  nationalTextOf,
  toPhoneValue,
  withCountry,
  withTyped,
} from "../../../../src/forms/phone/phoneNumber.ts";

describe("national entry to E.164", () => {
  it("reads the national number of the selected country", () => {
    expect(toPhoneValue("06 12 34 56 78", "FR")).toBe("+33612345678");
    expect(toPhoneValue("07400 123456", "GB")).toBe("+447400123456");
    expect(toPhoneValue("(201) 555-0123", "US")).toBe("+12015550123");
  });

  it("reads an international entry as such, whatever the country", () => {
    expect(toPhoneValue("+44 7400 123456", "FR")).toBe("+447400123456");
  });

  it("gives nothing for nothing typed, and a refusable value for bad digits", () => {
    expect(toPhoneValue("", "FR")).toBe("");
    expect(toPhoneValue(" - ", "FR")).toBe("");
    expect(isValidPhoneValue(toPhoneValue("06 12", "FR"))).toBe(false);
  });

  it("drops characters no phone number is typed with", () => {
    expect(keepPhoneCharacters("06a12-34.56 (78)+é")).toBe("0612-34.56 (78)+");
  });
});

describe("validity for the selected country", () => {
  it("accepts valid French, British and American numbers", () => {
    expect(isValidPhoneValue(toPhoneValue("06 12 34 56 78", "FR"))).toBe(true);
    expect(isValidPhoneValue(toPhoneValue("07400 123456", "GB"))).toBe(true);
    expect(isValidPhoneValue(toPhoneValue("201 555 0123", "US"))).toBe(true);
  });

  it("refuses a French national number typed with another country selected", () => {
    expect(isValidPhoneValue(toPhoneValue("06 12 34 56 78", "GB"))).toBe(false);
    expect(isValidPhoneValue(toPhoneValue("06 12 34 56 78", "US"))).toBe(false);
  });

  it("refuses numbers of the wrong length and values that are not E.164", () => {
    expect(isValidPhoneValue("+3361234567")).toBe(false);
    expect(isValidPhoneValue("+336123456789")).toBe(false);
    expect(isValidPhoneValue("0612345678")).toBe(false);
    expect(isValidPhoneValue("")).toBe(false);
  });
});

describe("default country", () => {
  it("comes from an existing value's dial code", () => {
    expect(countryOfPhoneValue("+44 7700 900123")).toBe("GB");
    expect(defaultPhoneCountry("+44 7700 900123", "US")).toBe("GB");
    expect(countryOfPhoneValue("+12015550123")).toBe("US");
    expect(countryOfPhoneValue("+16045550123")).toBe("CA");
  });

  it("else from the guessed country, else France", () => {
    expect(defaultPhoneCountry("", "DE")).toBe("DE");
    expect(defaultPhoneCountry("0612345678", undefined)).toBe("FR");
    expect(DEFAULT_PHONE_COUNTRY).toBe("FR");
  });
});

describe("display", () => {
  it("uses mobile numbers as placeholders", () => {
    expect(mobilePlaceholder("FR")).toBe("06 12 34 56 78");
    expect(mobilePlaceholder("GB")).toBe("07400 123456");
  });

  it("shows a stored value in national form", () => {
    expect(nationalTextOf("+447400123456")).toBe("07400 123456");
    expect(nationalTextOf("+33612345678")).toBe("06 12 34 56 78");
    expect(nationalTextOf("0612345678")).toBe("0612345678");
  });
});

describe("the input's draft", () => {
  it("opens on the stored value's country and national number", () => {
    expect(draftOfValue("+447400123456", "FR")).toEqual({
      country: "GB",
      typed: "07400 123456",
      value: "+447400123456",
    });
    expect(draftOfValue("", undefined)).toEqual({ country: "FR", typed: "", value: "" });
  });

  it("turns typing into E.164 and follows a country change", () => {
    const typed = withTyped(draftOfValue("", "FR"), "06 12 34 56 78");
    expect(typed.value).toBe("+33612345678");
    const moved = withCountry(typed, "GB");
    expect(moved).toEqual({ country: "GB", typed: "06 12 34 56 78", value: "+44612345678" });
    expect(isValidPhoneValue(moved.value)).toBe(false);
  });

  it("switches country when an international number is typed", () => {
    expect(withTyped(draftOfValue("", "FR"), "+44 7400 123456")).toEqual({
      country: "GB",
      typed: "+44 7400 123456",
      value: "+447400123456",
    });
  });
});
