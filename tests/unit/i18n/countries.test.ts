import { describe, expect, it } from "vitest";
import {
  countries,
  countryCodeOfIso,
  countryCodes,
  DEFAULT_COUNTRY_CODE,
} from "../../../src/i18n/countries.ts";

describe("the CRM country list", () => {
  it("has 201 distinct codes, 1 to 201, and 201 distinct countries", () => {
    const codes = countryCodes.map((entry) => entry.code);
    expect(new Set(codes).size).toBe(201);
    expect(Math.min(...codes)).toBe(1);
    expect(Math.max(...codes)).toBe(201);
    expect(new Set(countryCodes.map((entry) => entry.iso)).size).toBe(201);
  });

  it("starts with France, the default", () => {
    expect(DEFAULT_COUNTRY_CODE).toBe(1);
    expect(countryCodeOfIso("fr")).toBe(1);
    expect(countries("fr")[0]).toEqual({ code: 1, iso: "FR", name: "France" });
    expect(countries("en")[0]?.name).toBe("France");
  });

  it("names every country in French and in English", () => {
    const french = countries("fr");
    const english = countries("en");
    expect(french).toHaveLength(201);
    expect(new Set(french.map((country) => country.name)).size).toBe(201);
    expect(french.find((country) => country.iso === "DE")?.name).toBe("Allemagne");
    expect(english.find((country) => country.iso === "DE")?.name).toBe("Germany");
    expect(french.every((country) => country.name !== country.iso)).toBe(true);
  });

  it("lists the rest in the language's alphabetical order", () => {
    const names = countries("fr")
      .slice(1)
      .map((country) => country.name);
    expect(names).toEqual([...names].sort(new Intl.Collator("fr").compare));
  });
});
