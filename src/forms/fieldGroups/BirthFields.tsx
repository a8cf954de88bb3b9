import { useLingui } from "@lingui/react/macro";
import { withFieldGroup } from "../appForm.ts";
import type { FieldOption } from "../fields/SelectField.tsx";
import { type Autofill, autoCompleteOf } from "./autofill.ts";

type BirthFieldsProps = {
  countries: readonly FieldOption[];
  maxLength: { birthCity: number };
  autofill: Autofill;
  /** The applicant's is required, a guarantor's is not (tunnel 5). */
  birthDateRequired?: boolean;
  /**
   * A guarantor's nationality follows the birth date, as the spec lists a guarantor's data
   * (tunnel 3, "Guarantor data"); the applicant's closes the block.
   */
  nationalityAfterBirthDate?: boolean;
};

/**
 * Birth date, city and country of birth, and nationality: the applicant's and each
 * guarantor's (`personalInformations` in both forms). The legal guardian has no nationality
 * and names each field after the guardian, so GuardianFields writes its own.
 */
export const BirthFields = withFieldGroup({
  defaultValues: {
    birthDate: "",
    locationCityBirth: "",
    locationCountryBirth: "",
    nationality: "",
  },
  props: {} as BirthFieldsProps,
  render: function BirthFieldsGroup({
    group,
    countries,
    maxLength,
    autofill,
    birthDateRequired = false,
    nationalityAfterBirthDate = false,
  }) {
    const { t } = useLingui();
    const nationality = (
      <group.AppField name="nationality">
        {(field) => <field.SelectField label={t`Nationalité`} options={countries} />}
      </group.AppField>
    );
    return (
      <>
        <group.AppField name="birthDate">
          {(field) => (
            <field.TextField
              label={t`Date de naissance`}
              required={birthDateRequired}
              type="date"
              autoComplete={autoCompleteOf(autofill, "bday")}
            />
          )}
        </group.AppField>
        {nationalityAfterBirthDate && nationality}
        <group.AppField name="locationCityBirth">
          {(field) => (
            <field.TextField
              label={t`Ville de naissance`}
              maxLength={maxLength.birthCity}
              // No token names a birth place, so the applicant's own is not autofilled either.
              autoComplete={autoCompleteOf(autofill, undefined)}
            />
          )}
        </group.AppField>
        <group.AppField name="locationCountryBirth">
          {(field) => <field.SelectField label={t`Pays de naissance`} options={countries} />}
        </group.AppField>
        {!nationalityAfterBirthDate && nationality}
      </>
    );
  },
});
