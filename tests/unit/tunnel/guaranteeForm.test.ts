import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { GuaranteeRecordSchema } from "../../../src/api/guaranteeStepSchemas.ts";
import { guaranteeIssues } from "../../../src/features/tunnel/step3/guaranteeForm.ts";
import { toGuaranteeForm } from "../../../src/features/tunnel/step3/guaranteeMapping.ts";

const filled = {
  lastname: "Dupont",
  firstname: "Anne",
  eft_civilite: 221310001,
  emailaddress1: "anne@example.fr",
};
const values = toGuaranteeForm(
  v.parse(GuaranteeRecordSchema, { guarantor: filled, guarantor2: { lastname: "M4rtin" } }),
);
const issuesOf = (needed: 0 | 1 | 2, guardian = "") =>
  guaranteeIssues(values, {
    guarantorsNeeded: () => needed,
    legalGuardianEmail: () => guardian,
  }).map(({ path, message }) => `${path.join(".")}: ${message.message ?? message.id}`);

describe("step 3's guarantor rules (tunnel spec 5)", () => {
  it("checks only the guarantors the choice asks for", () => {
    expect(issuesOf(0)).toEqual([]);
    expect(issuesOf(1)).toEqual([]);
  });

  it("guarantor 2: first name, civility and email required, the name in the text format", () => {
    expect(issuesOf(2)).toEqual([
      "guarantor2.personalInformations.firstname: Requis*",
      "guarantor2.personalInformations.lastname: Format incorrect*",
      "guarantor2.personalInformations.gender: Requis*",
      "guarantor2.contact.email: Requis*",
    ]);
  });

  it("guarantor 2's email differs from guarantor 1's and from the legal representative's", () => {
    const two = structuredClone(values);
    two.guarantor2 = structuredClone(values.guarantor);
    const check = (guardian: string) =>
      guaranteeIssues(two, { guarantorsNeeded: () => 2, legalGuardianEmail: () => guardian }).map(
        ({ path, message }) => `${path.join(".")}: ${message.message}`,
      );
    expect(check("")).toEqual([
      "guarantor2.contact.email: Cette adresse de courriel est déjà saisie dans un autre champ.",
    ]);
    expect(check("ANNE@example.fr")[0]).toMatch(
      /^guarantor2\.contact\.email: Le courriel du garant 2 doit être différent/,
    );
  });
});
