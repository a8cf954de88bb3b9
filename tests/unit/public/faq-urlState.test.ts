import { describe, expect, it } from "vitest";
import { readFaqUrlState, toFaqSearch } from "../../../src/features/faq/faqUrlState.ts";

describe("the FAQ's address", () => {
  it("reads the search and the theme, whatever type the router gave them", () => {
    expect(readFaqUrlState({ q: "garant", theme: "garants" })).toEqual({
      query: "garant",
      theme: "garants",
    });
    expect(readFaqUrlState({ q: 2024, theme: ["x"] })).toEqual({ query: "2024", theme: "" });
    expect(readFaqUrlState({})).toEqual({ query: "", theme: "" });
  });

  it("writes only what is set, so the plain FAQ keeps its plain address", () => {
    expect(toFaqSearch({ query: "", theme: "" })).toEqual({});
    expect(toFaqSearch({ query: "bail", theme: "" })).toEqual({ q: "bail" });
    expect(toFaqSearch({ query: "bail", theme: "garants" })).toEqual({
      q: "bail",
      theme: "garants",
    });
  });
});
