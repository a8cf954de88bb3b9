import { useLingui } from "@lingui/react/macro";
import { useStore } from "@tanstack/react-form";
import { countryCodeOfIso, isoOfCountryCode } from "../../i18n/countries.ts";
import { AddressField } from "../address/AddressField.tsx";
import { withFieldGroup } from "../appForm.ts";
import type { FieldOption } from "../fields/SelectField.tsx";
import { type Autofill, autoCompleteOf } from "./autofill.ts";

type AddressFieldsProps = {
  countries: readonly FieldOption[];
  maxLength: { addressLine: number; postalCode: number; city: number };
  autofill: Autofill;
};

/**
 * An address: country, street line, complement, postal code, city (the applicant's current
 * address, the legal guardian's and each guarantor's). The street line searches addresses in
 * the chosen country (`AddressField`, machine `addressLookup`); a chosen address fills the
 * postal code, the city and the country; typing by hand always works.
 *
 * Its own module, which only the tunnel imports: the contact dialog's chunk does not carry the
 * address search.
 */
export const AddressFields = withFieldGroup({
  defaultValues: {
    country: "",
    completeAddress: "",
    complementaryInformation: "",
    postalCode: "",
    city: "",
  },
  props: {} as AddressFieldsProps,
  render: function AddressFieldsGroup({ group, countries, maxLength, autofill }) {
    const { t } = useLingui();
    const countryCode = useStore(group.store, (state) => state.values.country);
    return (
      <>
        <group.AppField name="country">
          {(field) => <field.SelectField label={t`Pays`} options={countries} />}
        </group.AppField>
        <group.AppField name="completeAddress">
          {() => (
            <AddressField
              label={t`Adresse`}
              maxLength={maxLength.addressLine}
              country={isoOfCountryCode(countryCode) ?? "FR"}
              autoComplete={autoCompleteOf(autofill, "address-line1")}
              onAddressChosen={(address) => {
                group.setFieldValue("postalCode", address.postalCode);
                group.setFieldValue("city", address.city);
                const code = countryCodeOfIso(address.country);
                if (code !== undefined) group.setFieldValue("country", String(code));
              }}
            />
          )}
        </group.AppField>
        <group.AppField name="complementaryInformation">
          {(field) => (
            <field.TextField
              label={t`Complément d'adresse`}
              maxLength={maxLength.addressLine}
              autoComplete={autoCompleteOf(autofill, "address-line2")}
            />
          )}
        </group.AppField>
        <group.AppField name="postalCode">
          {(field) => (
            <field.TextField
              label={t`Code postal`}
              maxLength={maxLength.postalCode}
              autoComplete={autoCompleteOf(autofill, "postal-code")}
            />
          )}
        </group.AppField>
        <group.AppField name="city">
          {(field) => (
            <field.TextField
              label={t`Ville`}
              maxLength={maxLength.city}
              autoComplete={autoCompleteOf(autofill, "address-level2")}
            />
          )}
        </group.AppField>
      </>
    );
  },
});
