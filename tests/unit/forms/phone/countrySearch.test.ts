import { describe, expect, it } from "vitest";
import { phoneCountries } from "../../../../src/forms/phone/countries.ts";
import {
  COUNTRY_SEARCH_RESET_MS,
  emptyCountrySearch,
  findTypedCountry,
  typeInCountrySearch,
} from "../../../../src/forms/phone/countrySearch.ts";

describe("typeInCountrySearch", () => {
  it("resets after one second", () => {
    expect(COUNTRY_SEARCH_RESET_MS).toBe(1000);
  });

  it("adds letters typed within a second of the previous one", () => {
    const first = typeInCountrySearch(emptyCountrySearch, "F", 10_000);
    expect(first).toEqual({ typed: "f", lastKeyAt: 10_000 });
    const second = typeInCountrySearch(first, "r", 10_999);
    expect(second).toEqual({ typed: "fr", lastKeyAt: 10_999 });
  });

  it("starts afresh a second or more after the previous letter", () => {
    const typed = typeInCountrySearch({ typed: "fr", lastKeyAt: 10_999 }, "a", 11_999);
    expect(typed).toEqual({ typed: "a", lastKeyAt: 11_999 });
  });

  it("measures from the last letter, not the first", () => {
    let search = emptyCountrySearch;
    for (const [letter, at] of [
      ["a", 0],
      ["l", 900],
      ["l", 1800],
    ] as const) {
      search = typeInCountrySearch(search, letter, at);
    }
    expect(search.typed).toBe("all");
  });
});

describe("findTypedCountry", () => {
  const french = phoneCountries("fr");

  it("finds the first country whose name starts with the letters, ignoring accents", () => {
    expect(findTypedCountry(french, "fr")).toBe("FR");
    expect(findTypedCountry(french, "all")).toBe("DE");
    expect(findTypedCountry(french, "eta")).toBe("US");
    expect(findTypedCountry(french, "É")).toBe("US");
  });

  it("steps through the countries of one letter when it is typed again", () => {
    expect(findTypedCountry(french, "z")).toBe("ZM");
    expect(findTypedCountry(french, "zz")).toBe("ZW");
    expect(findTypedCountry(french, "zzz")).toBe("ZM");
  });

  it("finds nothing for letters no country starts with", () => {
    expect(findTypedCountry(french, "xq")).toBeUndefined();
    expect(findTypedCountry(french, "")).toBeUndefined();
  });
});
