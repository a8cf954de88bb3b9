import { useLingui } from "@lingui/react/macro";
import type { Locale } from "../../../config/index.ts";
import { BirthFields } from "../../../forms/fieldGroups/BirthFields.tsx";
import { NameFields } from "../../../forms/fieldGroups/NameFields.tsx";
import { countryOptions, toFieldOptions } from "./fieldOptions.ts";
import { civilityOptions } from "./profileOptions.ts";
import { profileMaxLength } from "./profileRules.ts";
import type { ProfileForm } from "./useProfileForm.ts";

/**
 * "Vos informations personnelles": civility, names, birth date and place, nationality. The
 * applicant's own, so the browser may fill them in; the birth date is required.
 */
export function PersonalFields({ form, locale }: { form: ProfileForm; locale: Locale }) {
  const { i18n } = useLingui();
  return (
    <>
      <NameFields
        form={form}
        fields="personalInformations"
        civilities={toFieldOptions(i18n, civilityOptions)}
        maxLength={profileMaxLength}
        autofill="own"
      />
      <BirthFields
        form={form}
        fields="personalInformations"
        countries={countryOptions(locale)}
        maxLength={profileMaxLength}
        autofill="own"
        birthDateRequired
      />
    </>
  );
}
