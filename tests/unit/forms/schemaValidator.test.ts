import { FormApi } from "@tanstack/react-form";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { schemaValidator } from "../../../src/forms/schemaValidator.ts";

const schema = v.object({
  firstName: v.pipe(v.string(), v.nonEmpty("Requis*"), v.regex(/^\p{L}*$/u, "Format incorrect*")),
  lastName: v.pipe(v.string(), v.nonEmpty("Requis*")),
  guardian: v.object({ email: v.pipe(v.string(), v.email("Format du courriel incorrect")) }),
});
type Values = v.InferInput<typeof schema>;
const blank: Values = { firstName: "", lastName: "", guardian: { email: "" } };

describe("schemaValidator", () => {
  it("gives each field in error the same array while its messages stay the same", () => {
    const validate = schemaValidator(schema);
    const first = validate({ value: blank });
    const second = validate({ value: { ...blank, firstName: "L" } });
    expect(first?.fields.lastName).toEqual([expect.objectContaining({ message: "Requis*" })]);
    expect(second?.fields.lastName).toBe(first?.fields.lastName);
    expect(second?.fields["guardian.email"]).toBe(first?.fields["guardian.email"]);
    expect(second?.fields.firstName).toBeUndefined();
  });

  it("a changed message is a new array; nothing in error is no error at all", () => {
    const validate = schemaValidator(schema);
    const before = validate({ value: blank });
    const after = validate({ value: { ...blank, firstName: "L1" } });
    expect(after?.fields.firstName).not.toBe(before?.fields.firstName);
    expect(after?.fields.firstName).toEqual([
      expect.objectContaining({ message: "Format incorrect*" }),
    ]);
    expect(
      validate({ value: { firstName: "Léa", lastName: "Martin", guardian: { email: "l@x.fr" } } }),
    ).toBeUndefined();
  });

  it("is one validator per schema, so a component may ask for it as it renders", () => {
    expect(schemaValidator(schema)).toBe(schemaValidator(schema));
  });

  it("a form keeps a field's errors by reference when another field changes", () => {
    const form = new FormApi({
      defaultValues: blank,
      validators: { onChange: schemaValidator(schema) },
    });
    form.mount();
    form.setFieldValue("firstName", "L");
    const lastNameErrors = form.getFieldMeta("lastName")?.errorMap.onChange;
    expect(lastNameErrors).toEqual([expect.objectContaining({ message: "Requis*" })]);
    form.setFieldValue("firstName", "Lé");
    expect(form.getFieldMeta("lastName")?.errorMap.onChange).toBe(lastNameErrors);
  });
});
