import { describe, expect, it } from "vitest";
import {
  type GuaranteeChoice,
  hasEnoughGuarantorIncome,
  hidesContinue,
  minimumGuarantorIncome,
  missingAnswerOf,
} from "../../../machines/guarantees.ts";

const RENT = 690;
const one: GuaranteeChoice = { hasGuarantor: "oui", guarantees: "guarantor1", isBoursier: "" };
const two: GuaranteeChoice = { ...one, guarantees: "guarantor2" };

describe("the guarantor income rule (tunnel spec 5, step 3)", () => {
  it("one guarantor: exactly 4 × the rent including charges passes, a euro less does not", () => {
    expect(minimumGuarantorIncome(one, RENT)).toBe(2760);
    expect(hasEnoughGuarantorIncome(one, [2760], RENT)).toBe(true);
    expect(hasEnoughGuarantorIncome(one, [2759], RENT)).toBe(false);
    expect(hasEnoughGuarantorIncome(one, [2759.99], RENT)).toBe(false);
  });

  it("two guarantors: 3 × each passes; one of them a euro short fails", () => {
    expect(minimumGuarantorIncome(two, RENT)).toBe(2070);
    expect(hasEnoughGuarantorIncome(two, [2070, 2070], RENT)).toBe(true);
    expect(hasEnoughGuarantorIncome(two, [5000, 2069], RENT)).toBe(false);
    expect(hasEnoughGuarantorIncome(two, [2069, 5000], RENT)).toBe(false);
  });

  it("two guarantors are not added up: 3 × each, not 4 × together", () => {
    expect(hasEnoughGuarantorIncome(two, [4000, 1000], RENT)).toBe(false);
  });

  it("a missing income counts as none", () => {
    expect(hasEnoughGuarantorIncome(one, [null], RENT)).toBe(false);
    expect(hasEnoughGuarantorIncome(two, [3000], RENT)).toBe(false);
  });

  it("does not apply without a personal guarantor, or without a known rent", () => {
    for (const guarantees of ["garantme", "visale", "noGuarantor"] as const) {
      expect(hasEnoughGuarantorIncome({ ...one, guarantees }, [0], RENT)).toBe(true);
    }
    expect(hasEnoughGuarantorIncome({ ...one, hasGuarantor: "non" }, [0], RENT)).toBe(true);
    expect(hasEnoughGuarantorIncome(one, [0], null)).toBe(true);
  });
});

describe("the step's other rules", () => {
  const none: GuaranteeChoice = { hasGuarantor: "oui", guarantees: "noGuarantor", isBoursier: "" };
  it('Continue is hidden for "none" unless young worker or young independent', () => {
    expect(hidesContinue("student", none)).toBe(true);
    expect(hidesContinue("researcher", none)).toBe(true);
    expect(hidesContinue("youngWorker", none)).toBe(false);
    expect(hidesContinue("youngIndependent", none)).toBe(false);
    expect(hidesContinue("student", one)).toBe(false);
  });

  it("names the question a save still needs", () => {
    expect(missingAnswerOf("student", { hasGuarantor: "", guarantees: null, isBoursier: "" })).toBe(
      "hasGuarantor",
    );
    expect(missingAnswerOf("youngWorker", none)).toBe("guarantees");
    expect(missingAnswerOf("student", none)).toBeNull();
    const withoutGuarantor: GuaranteeChoice = {
      hasGuarantor: "non",
      guarantees: null,
      isBoursier: "",
    };
    expect(missingAnswerOf("student", withoutGuarantor)).toBe("isBoursier");
    expect(missingAnswerOf("youngWorker", withoutGuarantor)).toBeNull();
  });
});
