import type { DeepKeysOfType } from "@tanstack/react-form";
import type { TextFieldProps } from "../../../forms/fields/TextField.tsx";
import type { ProfileFormValues } from "./profileForm.ts";
import type { ProfileForm } from "./useProfileForm.ts";

/** One text field of step 2, described: where its value lives and how `TextField` shows it. */
export type ProfileTextField = { name: DeepKeysOfType<ProfileFormValues, string> } & Pick<
  TextFieldProps,
  "label" | "required" | "type" | "maxLength" | "formatHint"
>;

/**
 * A run of plain text fields, one after the other, as a list rather than written out field by
 * field: the guardian's, the employer's, the sponsor's. Fields that take more (a select, a
 * condition, autofill) stay written out where they are.
 */
export function ProfileTextFields({
  form,
  fields,
}: {
  form: ProfileForm;
  fields: readonly ProfileTextField[];
}) {
  return fields.map(({ name, ...props }) => (
    <form.AppField key={name} name={name}>
      {(field) => <field.TextField {...props} />}
    </form.AppField>
  ));
}
