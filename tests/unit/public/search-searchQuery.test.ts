import { describe, expect, it } from "vitest";
import { readSearchQuery, searchParamsOf } from "../../../src/features/search/searchQuery.ts";

const today = "2026-09-10";

describe("readSearchQuery", () => {
  it("reads a city of the spec and a day from today on", () => {
    expect(readSearchQuery({ city: "lyon", date: "2026-10-01" }, today)).toEqual({
      city: "lyon",
      date: "2026-10-01",
      dateAdjusted: false,
    });
    expect(readSearchQuery({ city: "lyon", date: today }, today).date).toBe(today);
  });

  it("searches every city for an unknown or missing one", () => {
    expect(readSearchQuery({ city: "atlantide", date: today }, today).city).toBeUndefined();
    expect(readSearchQuery({}, today).city).toBeUndefined();
  });

  it("searches from today, and says so, for a past or malformed day", () => {
    for (const date of ["2026-09-09", "2026-02-30", "demain", 20261001]) {
      expect(readSearchQuery({ date }, today)).toEqual({
        city: undefined,
        date: today,
        dateAdjusted: true,
      });
    }
  });

  it("searches from today without a note when no day was asked", () => {
    expect(readSearchQuery({}, today)).toMatchObject({ date: today, dateAdjusted: false });
    expect(readSearchQuery({ date: "" }, today)).toMatchObject({
      date: today,
      dateAdjusted: false,
    });
  });
});

describe("searchParamsOf", () => {
  it("leaves out 'every city'", () => {
    expect(searchParamsOf({ city: "lille", date: today })).toEqual({ city: "lille", date: today });
    expect(searchParamsOf({ city: undefined, date: today })).toEqual({ date: today });
  });
});
