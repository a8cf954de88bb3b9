import { createFormHook } from "@tanstack/react-form";
import { RadioGroupField } from "./fields/RadioGroupField.tsx";
import { SelectField } from "./fields/SelectField.tsx";
import { TextAreaField } from "./fields/TextAreaField.tsx";
import { TextField } from "./fields/TextField.tsx";
import { fieldContext, formContext } from "./formContext.ts";

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
 * The phone input (`phone/PhoneField.tsx`) is not one of the hook's field components: it brings
 * libphonenumber (31 KB gzip), which every page with a form would then load, the tunnel's first
 * load among them. A form that asks a phone imports it and renders `<PhoneField />` inside its
 * `form.AppField`, which gives it its field as it gives the registered ones theirs.
 *
 * Blocks of fields that several forms ask alike (names, contact, birth, address) are field groups
 * made with `withFieldGroup`, in fieldGroups/: a form renders one with `fields` saying where its
 * values live (`fields="personalInformations"`, or a map for top-level fields).
 */
export const { useAppForm, withFieldGroup } = createFormHook({
  fieldContext,
  formContext,
  fieldComponents: { TextField, TextAreaField, SelectField, RadioGroupField },
  formComponents: {},
});
