import { describe, expect, it } from "vitest";
import type { Bed } from "../../../src/api/catalogue.ts";
import {
  bedsAvailableOn,
  earliestArrival,
  flatNumberOf,
  laterArrivalDays,
} from "../../../src/features/typology/availability.ts";

const bed = (ref: string, availableFrom: string): Bed => ({
  id_bien: ref,
  eft_refbien: ref,
  status: "comm",
  availableFrom,
});

const today = "2026-09-10";
const beds = [bed("c", "2026-12-01"), bed("a", "2026-08-01"), bed("b", "2026-10-01")];

describe("bedsAvailableOn", () => {
  it("keeps beds free from that day or before, earliest first", () => {
    expect(bedsAvailableOn(beds, "2026-10-01").map((b) => b.id_bien)).toEqual(["a", "b"]);
    expect(bedsAvailableOn(beds, "2026-09-30").map((b) => b.id_bien)).toEqual(["a"]);
    expect(bedsAvailableOn(beds, "2026-07-31")).toEqual([]);
  });
});

describe("earliestArrival", () => {
  it("is the first availability, but never before today", () => {
    expect(earliestArrival(beds, today)).toBe(today);
    expect(earliestArrival([bed("x", "2026-11-01")], today)).toBe("2026-11-01");
    expect(earliestArrival([], today)).toBeNull();
  });
});

describe("laterArrivalDays", () => {
  it("lists the distinct days after the chosen one when more beds free up", () => {
    expect(laterArrivalDays(beds, today, today)).toEqual(["2026-10-01", "2026-12-01"]);
    expect(laterArrivalDays([...beds, bed("d", "2026-10-01")], "2026-10-01", today)).toEqual([
      "2026-12-01",
    ]);
  });
});

describe("a bed as the applicant reads it", () => {
  it("is its door number, not the operator's whole reference", () => {
    expect(flatNumberOf("GERL12-ST-103")).toBe("103");
    expect(flatNumberOf("LIL-T1B-12B")).toBe("12B");
    expect(flatNumberOf("CHAMBRE")).toBe("CHAMBRE");
  });
});
