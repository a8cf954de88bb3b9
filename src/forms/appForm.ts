import { createFormHook } from "@tanstack/react-form";
import { RadioGroupField } from "./fields/RadioGroupField.tsx";
import { SelectField } from "./fields/SelectField.tsx";
import { TextAreaField } from "./fields/TextAreaField.tsx";
import { TextField } from "./fields/TextField.tsx";
import { fieldContext, formContext } from "./formContext.ts";
import { PhoneField } from "./phone/PhoneField.tsx";

/**
 * The app's form hook. A form validates with its valibot schema on change only (see
 * `touch` in fields/useFieldControl.ts for why not on blur), through `schemaValidator` (which
 * keeps unchanged field errors as they were, see there), parses on submit, and renders fields
 * through `form.AppField`:
 *
 *   const form = useAppForm({
 *     defaultValues: contactFormDefaults,
 *     validators: { onChange: schemaValidator(contactSchema) },
 *     onSubmit: ({ value }) => send(v.parse(contactSchema, value)),
 *   });
 *   <form noValidate onSubmit={(event) => { event.preventDefault(); form.handleSubmit(); }}>
 *     <form.AppField name="lastname">
 *       {(field) => <field.TextField label={t`Nom`} required maxLength={32} />}
 *     </form.AppField>
 *
 * Blocks of fields that several forms ask alike (names, contact, birth, address) are field groups
 * made with `withFieldGroup`, in fieldGroups/: a form renders one with `fields` saying where its
 * values live (`fields="personalInformations"`, or a map for top-level fields).
 */
export const { useAppForm, withFieldGroup } = createFormHook({
  fieldContext,
  formContext,
  fieldComponents: { TextField, TextAreaField, SelectField, RadioGroupField, PhoneField },
  formComponents: {},
});
