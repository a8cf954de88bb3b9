import { useLingui } from "@lingui/react/macro";
import type { Locale } from "../../../config/index.ts";
import { countryOptions, toFieldOptions } from "./fieldOptions.ts";
import { civilityOptions } from "./profileOptions.ts";
import { profileMaxLength } from "./profileRules.ts";
import type { ProfileForm } from "./useProfileForm.ts";

/** "Vos informations personnelles": civility, names, birth date and place, nationality. */
export function PersonalFields({ form, locale }: { form: ProfileForm; locale: Locale }) {
  const { t, i18n } = useLingui();
  return (
    <>
      <form.AppField name="personalInformations.gender">
        {(field) => (
          <field.RadioGroupField
            label={t`Civilité`}
            required
            options={toFieldOptions(i18n, civilityOptions)}
          />
        )}
      </form.AppField>
      <form.AppField name="personalInformations.lastname">
        {(field) => (
          <field.TextField
            label={t`Nom`}
            required
            maxLength={profileMaxLength.lastname}
            autoComplete="family-name"
          />
        )}
      </form.AppField>
      <form.AppField name="personalInformations.firstname">
        {(field) => (
          <field.TextField
            label={t`Prénom`}
            required
            maxLength={profileMaxLength.firstname}
            autoComplete="given-name"
          />
        )}
      </form.AppField>
      <form.AppField name="personalInformations.birthDate">
        {(field) => (
          <field.TextField label={t`Date de naissance`} required type="date" autoComplete="bday" />
        )}
      </form.AppField>
      <form.AppField name="personalInformations.locationCityBirth">
        {(field) => (
          <field.TextField label={t`Ville de naissance`} maxLength={profileMaxLength.birthCity} />
        )}
      </form.AppField>
      <form.AppField name="personalInformations.locationCountryBirth">
        {(field) => (
          <field.SelectField label={t`Pays de naissance`} options={countryOptions(locale)} />
        )}
      </form.AppField>
      <form.AppField name="personalInformations.nationality">
        {(field) => <field.SelectField label={t`Nationalité`} options={countryOptions(locale)} />}
      </form.AppField>
    </>
  );
}
