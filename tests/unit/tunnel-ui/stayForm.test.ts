import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { StayInfosSchema } from "../../../src/api/dossierSchemas.ts";
import { PROMO_CODE_MAX_LENGTH, stayDuration } from "../../../src/config/index.ts";
import {
  durationLabel,
  stayFormDefaults,
  toStayInfos,
} from "../../../src/features/tunnel/steps/stayForm.ts";

describe("the stay form", () => {
  it("labels 3 to 11 months by their number and 12 as 12 months and more", () => {
    expect(durationLabel(3)).toEqual({ kind: "months", months: 3 });
    expect(durationLabel(11)).toEqual({ kind: "months", months: 11 });
    expect(durationLabel(12)).toEqual({ kind: "twelveAndMore" });
  });

  it("starts from the saved duration and promo code, 6 months when none is usable", () => {
    expect(stayFormDefaults({ eft_duree_du_sejour: 9, eft_code_promo: "ETE" })).toEqual({
      duration: 9,
      promoCode: "ETE",
    });
    expect(stayFormDefaults(null)).toEqual({ duration: 6, promoCode: "" });
    expect(stayFormDefaults({ eft_duree_du_sejour: null, eft_code_promo: null })).toEqual({
      duration: 6,
      promoCode: "",
    });
    expect(stayFormDefaults({ eft_duree_du_sejour: 24, eft_code_promo: null }).duration).toBe(6);
    expect(stayFormDefaults({ eft_duree_du_sejour: 2, eft_code_promo: null }).duration).toBe(6);
  });

  it("sends the duration as a string and an empty promo code as null", () => {
    expect(toStayInfos({ duration: 10, promoCode: " ETE-31 " })).toEqual({
      code_promo: "ETE-31",
      duree_du_sejour: "10",
    });
    expect(toStayInfos({ duration: 3, promoCode: "" })).toEqual({
      code_promo: null,
      duree_du_sejour: "3",
    });
  });

  it("refuses values outside the rules rather than sending them", () => {
    expect(() => toStayInfos({ duration: 13, promoCode: "" })).toThrow();
    expect(() => toStayInfos({ duration: 6, promoCode: "X".repeat(16) })).toThrow();
    expect(() => toStayInfos({ duration: 6.5, promoCode: "" })).toThrow();
  });
});

describe("dossier/setInfos' payload schema", () => {
  it("takes the stay durations and promo code length of the one rule (src/config)", () => {
    const payload = (duree_du_sejour: string, code_promo: string | null = null) =>
      v.safeParse(StayInfosSchema, { code_promo, duree_du_sejour }).success;
    const durations = ["3", "4", "5", "6", "7", "8", "9", "10", "11", "12"];
    expect(durations.every((months) => payload(months))).toBe(true);
    expect(durations.map(Number)).toEqual(
      Array.from(
        { length: stayDuration.max - stayDuration.min + 1 },
        (_, i) => stayDuration.min + i,
      ),
    );
    expect(["2", "13", "6.5", "06", ""].some((months) => payload(months))).toBe(false);
    expect(payload("6", "A".repeat(PROMO_CODE_MAX_LENGTH))).toBe(true);
    expect(payload("6", "A".repeat(PROMO_CODE_MAX_LENGTH + 1))).toBe(false);
  });
});
