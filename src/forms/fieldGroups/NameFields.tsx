import { useLingui } from "@lingui/react/macro";
import { withFieldGroup } from "../appForm.ts";
import type { FieldOption } from "../fields/SelectField.tsx";
import { type Autofill, autoCompleteOf } from "./autofill.ts";

type NameFieldsProps = {
  /** The civility choices: the contact form's and the tunnel's differ in their codes. */
  civilities: readonly FieldOption[];
  maxLength: { lastname: number; firstname: number };
  autofill?: Autofill;
  /** Where the spec names the person in the label (the legal guardian's fields). */
  labels?: { civility: string; lastname: string; firstname: string };
};

/**
 * Civility, last name and first name, all three required (the contact form, the applicant, the
 * legal guardian and each guarantor). The values are `gender`, `lastname` and `firstname`; the
 * contact form maps its `civility` to `gender`.
 */
export const NameFields = withFieldGroup({
  defaultValues: { gender: "", lastname: "", firstname: "" },
  props: {} as NameFieldsProps,
  render: function NameFieldsGroup({ group, civilities, maxLength, autofill, labels }) {
    const { t } = useLingui();
    const label = labels ?? { civility: t`Civilité`, lastname: t`Nom`, firstname: t`Prénom` };
    const nameHint = t`Lettres, espaces, apostrophes et traits d'union : par exemple Marie-Anne`;
    return (
      <>
        <group.AppField name="gender">
          {(field) => (
            <field.RadioGroupField label={label.civility} required options={civilities} />
          )}
        </group.AppField>
        <group.AppField name="lastname">
          {(field) => (
            <field.TextField
              label={label.lastname}
              required
              maxLength={maxLength.lastname}
              autoComplete={autoCompleteOf(autofill, "family-name")}
              formatHint={nameHint}
            />
          )}
        </group.AppField>
        <group.AppField name="firstname">
          {(field) => (
            <field.TextField
              label={label.firstname}
              required
              maxLength={maxLength.firstname}
              autoComplete={autoCompleteOf(autofill, "given-name")}
              formatHint={nameHint}
            />
          )}
        </group.AppField>
      </>
    );
  },
});
