import { describe, expect, it } from "vitest";
import { phoneCountries } from "../../../../src/forms/phone/countries.ts";

describe("phoneCountries", () => {
  const french = phoneCountries("fr");

  it("lists about 240 countries, each once", () => {
    expect(french.length).toBeGreaterThanOrEqual(230);
    expect(french.length).toBeLessThanOrEqual(250);
    expect(new Set(french.map((country) => country.code)).size).toBe(french.length);
  });

  it("puts the preferred countries first, named in the interface's language", () => {
    expect(french.slice(0, 2)).toEqual([
      { code: "US", name: "États-Unis", dialCode: "+1" },
      { code: "GB", name: "Royaume-Uni", dialCode: "+44" },
    ]);
    expect(phoneCountries("en")[1]?.name).toBe("United Kingdom");
  });

  it("orders the others alphabetically in that language", () => {
    const names = french.slice(2).map((country) => country.name);
    expect(names).toEqual([...names].sort(new Intl.Collator("fr").compare));
    expect(french.find((country) => country.code === "FR")).toEqual({
      code: "FR",
      name: "France",
      dialCode: "+33",
    });
    expect(french.find((country) => country.code === "DE")?.name).toBe("Allemagne");
  });
});
