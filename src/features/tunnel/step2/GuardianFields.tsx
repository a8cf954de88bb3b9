import { Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { Locale } from "../../../config/index.ts";
import { AddressFields } from "./AddressFields.tsx";
import { countryOptions, toFieldOptions } from "./fieldOptions.ts";
import { civilityOptions } from "./profileOptions.ts";
import { profileMaxLength } from "./profileRules.ts";
import type { ProfileForm } from "./useProfileForm.ts";

/**
 * The legal guardian (spec 3, "If minor"): shown only under 18. Labels name the guardian, since
 * the applicant's own name fields are on the same page.
 */
export function GuardianFields({ form, locale }: { form: ProfileForm; locale: Locale }) {
  const { t, i18n } = useLingui();
  return (
    <>
      <Text>
        <Trans>
          Vous avez moins de 18 ans : indiquez les coordonnées de votre représentant légal.
        </Trans>
      </Text>
      <form.AppField name="responsible.gender">
        {(field) => (
          <field.RadioGroupField
            label={t`Civilité du représentant légal`}
            required
            options={toFieldOptions(i18n, civilityOptions)}
          />
        )}
      </form.AppField>
      <form.AppField name="responsible.lastname">
        {(field) => (
          <field.TextField
            label={t`Nom du représentant légal`}
            required
            maxLength={profileMaxLength.guardianName}
          />
        )}
      </form.AppField>
      <form.AppField name="responsible.firstname">
        {(field) => (
          <field.TextField
            label={t`Prénom du représentant légal`}
            required
            maxLength={profileMaxLength.guardianName}
          />
        )}
      </form.AppField>
      <form.AppField name="responsible.email">
        {(field) => (
          <field.TextField
            label={t`Courriel du représentant légal`}
            required
            type="email"
            maxLength={profileMaxLength.guardianEmail}
          />
        )}
      </form.AppField>
      <form.AppField name="responsible.phone">
        {(field) => (
          <field.TextField
            label={t`Téléphone du représentant légal`}
            required
            type="tel"
            maxLength={profileMaxLength.guardianPhone}
          />
        )}
      </form.AppField>
      <form.AppField name="responsible.birthDate">
        {(field) => (
          <field.TextField label={t`Date de naissance du représentant légal`} type="date" />
        )}
      </form.AppField>
      <form.AppField name="responsible.cityBirth">
        {(field) => (
          <field.TextField
            label={t`Ville de naissance du représentant légal`}
            maxLength={profileMaxLength.birthCity}
          />
        )}
      </form.AppField>
      <form.AppField name="responsible.countryBirth">
        {(field) => (
          <field.SelectField
            label={t`Pays de naissance du représentant légal`}
            options={countryOptions(locale)}
          />
        )}
      </form.AppField>
      <AddressFields form={form} group="responsible" locale={locale} />
    </>
  );
}
