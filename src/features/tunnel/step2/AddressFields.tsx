import { useLingui } from "@lingui/react/macro";
import type { Locale } from "../../../config/index.ts";
import { countryOptions } from "./fieldOptions.ts";
import { profileMaxLength } from "./profileRules.ts";
import type { ProfileForm } from "./useProfileForm.ts";

type AddressFieldsProps = {
  form: ProfileForm;
  /** The current address, or the legal guardian's: both groups use the same field names. */
  group: "currentAddress" | "responsible";
  locale: Locale;
};

/**
 * An address: country, street line, complement, postal code, city. The street line is a plain
 * text field for now: the address autocomplete (`src/forms/address/AddressField.tsx`, machine
 * `addressLookup`) plugs in here in its place, filling postal code and city on a selection.
 */
export function AddressFields({ form, group, locale }: AddressFieldsProps) {
  const { t } = useLingui();
  // The browser's autofill holds the applicant's own address, not the guardian's.
  const own = group === "currentAddress";
  return (
    <>
      <form.AppField name={`${group}.country`}>
        {(field) => <field.SelectField label={t`Pays`} options={countryOptions(locale)} />}
      </form.AppField>
      {/* Address autocomplete: replace this field with <AddressField> once it exists. */}
      <form.AppField name={`${group}.completeAddress`}>
        {(field) => (
          <field.TextField
            label={t`Adresse`}
            maxLength={profileMaxLength.addressLine}
            autoComplete={own ? "address-line1" : "off"}
          />
        )}
      </form.AppField>
      <form.AppField name={`${group}.complementaryInformation`}>
        {(field) => (
          <field.TextField
            label={t`Complément d'adresse`}
            maxLength={profileMaxLength.addressLine}
            autoComplete={own ? "address-line2" : "off"}
          />
        )}
      </form.AppField>
      <form.AppField name={`${group}.postalCode`}>
        {(field) => (
          <field.TextField
            label={t`Code postal`}
            maxLength={profileMaxLength.postalCode}
            autoComplete={own ? "postal-code" : "off"}
          />
        )}
      </form.AppField>
      <form.AppField name={`${group}.city`}>
        {(field) => (
          <field.TextField
            label={t`Ville`}
            maxLength={profileMaxLength.city}
            autoComplete={own ? "address-level2" : "off"}
          />
        )}
      </form.AppField>
    </>
  );
}
