import {
  type StandardSchemaV1,
  type StandardSchemaV1Issue,
  standardSchemaValidators,
} from "@tanstack/react-form";

type FieldIssues = Record<string, readonly StandardSchemaV1Issue[]>;
type FormIssues = { form: FieldIssues; fields: FieldIssues };

const sameMessages = (
  before: readonly StandardSchemaV1Issue[],
  now: readonly StandardSchemaV1Issue[],
) => before.length === now.length && before.every((issue, i) => issue.message === now[i]?.message);

const validators = new WeakMap<object, (props: { value: unknown }) => FormIssues | undefined>();

/**
 * A form's valibot schema as a TanStack Form validator (`validators: { onChange: ... }`) that
 * gives each field the same error array for as long as its messages stay the same.
 *
 * Why: TanStack Form compares a field's errors by reference, and a schema makes new arrays at
 * each validation, so every field in error rendered again at every key typed anywhere in the
 * form. On step 2 of a new applicant (about twenty empty required fields) that was 100-300 ms
 * per key at 4× CPU. One validator per schema, so a component may call this as it renders.
 */
export function schemaValidator<TValues>(
  schema: StandardSchemaV1<TValues, unknown>,
): (props: { value: TValues }) => FormIssues | undefined {
  const known = validators.get(schema);
  if (known) return known;
  let previous: FormIssues | undefined;
  const validate = ({ value }: { value: unknown }): FormIssues | undefined => {
    const errors = standardSchemaValidators.validate({ value, validationSource: "form" }, schema) as
      | FormIssues
      | undefined;
    if (!errors) {
      previous = undefined;
      return undefined;
    }
    const names = Object.keys(errors.fields);
    // The same fields with the same messages: the very same answer (the form's own error too).
    let unchanged = previous !== undefined && Object.keys(previous.fields).length === names.length;
    const fields: FieldIssues = {};
    for (const name of names) {
      const issues = errors.fields[name] ?? [];
      const before = previous?.fields[name];
      const kept = before !== undefined && sameMessages(before, issues);
      fields[name] = kept ? before : issues;
      unchanged &&= kept;
    }
    if (unchanged && previous) return previous;
    previous = { form: fields, fields };
    return previous;
  };
  validators.set(schema, validate);
  return validate;
}
