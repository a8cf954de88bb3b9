import { useLingui } from "@lingui/react/macro";
import { withFieldGroup } from "../appForm.ts";
import { PhoneField } from "../phone/PhoneField.tsx";
import { type Autofill, autoCompleteOf } from "./autofill.ts";

type ContactFieldsProps = {
  /** The phone input has no limit where none is given (a guarantor's). */
  maxLength: { email: number; phone?: number };
  phoneRequired?: boolean;
  autofill: Autofill;
};

/**
 * An email, required, and a phone number with its country (`PhoneField`): the contact form's
 * and each guarantor's. The legal guardian's phone is digits typed as they are (spec 5), not
 * this field.
 */
export const ContactFields = withFieldGroup({
  defaultValues: { email: "", phone: "" },
  props: {} as ContactFieldsProps,
  render: function ContactFieldsGroup({ group, maxLength, phoneRequired = false, autofill }) {
    const { t } = useLingui();
    return (
      <>
        <group.AppField name="email">
          {(field) => (
            <field.TextField
              label={t`Courriel`}
              type="email"
              required
              maxLength={maxLength.email}
              autoComplete={autoCompleteOf(autofill, "email")}
              formatHint={t`Par exemple : prenom.nom@exemple.fr`}
            />
          )}
        </group.AppField>
        <group.AppField name="phone">
          {() => (
            <PhoneField
              label={t`Téléphone`}
              required={phoneRequired}
              maxLength={maxLength.phone}
              autofill={autofill}
            />
          )}
        </group.AppField>
      </>
    );
  },
});
