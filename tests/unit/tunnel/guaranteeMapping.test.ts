import * as v from "valibot";
import { describe, expect, it } from "vitest";
import type { GuaranteeChoice } from "../../../machines/guarantees.ts";
import { GuaranteeRecordSchema } from "../../../src/api/guaranteeStepSchemas.ts";
import { contactStatusOfSituation } from "../../../src/features/tunnel/step2/profileCodes.ts";
import {
  guarantorIncomesOf,
  toGuaranteeChoice,
  toGuaranteeForm,
  toGuaranteePayload,
} from "../../../src/features/tunnel/step3/guaranteeMapping.ts";

const record = v.parse(GuaranteeRecordSchema, {
  hasGuarantor: "oui",
  guarantees: 1,
  guarantor: {
    lastname: "Dupont",
    firstname: "Anne",
    eft_civilite: 221310001,
    emailaddress1: "anne@example.fr",
    eft_situation_professionnelle: 4,
    jobtitle: "Professeure",
    eft_type_de_contrat: 1,
    eft_salaires_ou_revenus_mensuels_nets: 3100,
  },
  guarantor2: { lastname: "Martin", emailaddress1: "paul@example.fr" },
  contactStatus: "student",
});
const values = toGuaranteeForm(record);
const submit = (choice: GuaranteeChoice) =>
  toGuaranteePayload({ choice, values: values as unknown as Record<string, unknown> }, "student");

describe("step 3's record and payload (tunnel spec 3 and 5)", () => {
  it("reads code 1 with a guarantor 2 as two guarantors, and the birth country defaults to 1", () => {
    expect(toGuaranteeChoice(record)).toEqual({
      hasGuarantor: "oui",
      guarantees: "guarantor2",
      isBoursier: "",
    });
    expect(values.guarantor.personalInformations.locationCountryBirth).toBe("1");
    expect(guarantorIncomesOf(values)).toEqual([3100, null]);
  });

  it("a needed guarantor without a kind is no guarantor; unanswered is nothing", () => {
    const none = v.parse(GuaranteeRecordSchema, { hasGuarantor: "oui", guarantees: null });
    expect(toGuaranteeChoice(none).guarantees).toBe("noGuarantor");
    expect(toGuaranteeChoice(v.parse(GuaranteeRecordSchema, {})).guarantees).toBeNull();
  });

  it("guarantor 2 is removed for one guarantor", () => {
    const payload = submit({ hasGuarantor: "oui", guarantees: "guarantor1", isBoursier: "" });
    expect(payload.guarantees).toBe(1);
    expect(payload.guarantor?.lastname).toBe("Dupont");
    expect(payload.guarantor2).toBeNull();
  });

  it("a retired guarantor's position and contract are sent empty", () => {
    const payload = submit({ hasGuarantor: "oui", guarantees: "guarantor1", isBoursier: "" });
    expect(payload.guarantor).toMatchObject({ jobtitle: "", eft_type_de_contrat: null });
  });

  it("guarantor data are not sent for Garantme, Visale or none, nor without a guarantor", () => {
    for (const [guarantees, code] of [
      ["garantme", 3],
      ["visale", 4],
      ["noGuarantor", null],
    ] as const) {
      const payload = submit({ hasGuarantor: "oui", guarantees, isBoursier: "" });
      expect(payload).toMatchObject({ guarantees: code, guarantor: null, guarantor2: null });
    }
    const without = submit({ hasGuarantor: "non", guarantees: "guarantor2", isBoursier: "oui" });
    expect(without).toMatchObject({
      hasGuarantor: "non",
      guarantees: null,
      guarantor: null,
      guarantor2: null,
      isBoursier: "oui",
    });
  });

  it("reads step 2's situation code as step 3's contact status", () => {
    expect(contactStatusOfSituation("221310004")).toBe("youngWorker");
    expect(contactStatusOfSituation("221310000")).toBe("student");
    expect(contactStatusOfSituation("")).toBeNull();
  });
});
