import { useLingui } from "@lingui/react/macro";
import { useStore } from "@tanstack/react-form";
import type { Locale } from "../../../config/index.ts";
import { AddressField } from "../../../forms/address/AddressField.tsx";
import { countryCodeOfIso, isoOfCountryCode } from "../../../i18n/countries.ts";
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
 * An address: country, street line, complement, postal code, city. The street line searches
 * addresses in the chosen country (`AddressField`, machine `addressLookup`); a chosen address
 * fills the postal code and city; typing by hand always works.
 */
export function AddressFields({ form, group, locale }: AddressFieldsProps) {
  const { t } = useLingui();
  // The browser's autofill holds the applicant's own address, not the guardian's.
  const own = group === "currentAddress";
  const countryCode = useStore(form.store, (state) => state.values[group].country);
  return (
    <>
      <form.AppField name={`${group}.country`}>
        {(field) => <field.SelectField label={t`Pays`} options={countryOptions(locale)} />}
      </form.AppField>
      <form.AppField name={`${group}.completeAddress`}>
        {() => (
          <AddressField
            label={t`Adresse`}
            maxLength={profileMaxLength.addressLine}
            country={isoOfCountryCode(countryCode) ?? "FR"}
            autoComplete={own ? "address-line1" : "off"}
            onAddressChosen={(address) => {
              form.setFieldValue(`${group}.postalCode`, address.postalCode);
              form.setFieldValue(`${group}.city`, address.city);
              const code = countryCodeOfIso(address.country);
              if (code !== undefined) form.setFieldValue(`${group}.country`, String(code));
            }}
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
