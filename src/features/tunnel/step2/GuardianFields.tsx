import { Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { Locale } from "../../../config/index.ts";
import { AddressFields } from "../../../forms/fieldGroups/AddressFields.tsx";
import { NameFields } from "../../../forms/fieldGroups/NameFields.tsx";
import { countryOptions, toFieldOptions } from "./fieldOptions.ts";
import { ProfileTextFields } from "./ProfileTextFields.tsx";
import { civilityOptions } from "./profileOptions.ts";
import { profileMaxLength } from "./profileRules.ts";
import type { ProfileForm } from "./useProfileForm.ts";

/**
 * The legal guardian (spec 3, "If minor"): shown only under 18. Labels name the guardian, since
 * the applicant's own name fields are on the same page. Its names and address are the shared
 * groups; its phone is digits typed as they are (spec 5), not the applicant's `PhoneField`.
 */
export function GuardianFields({ form, locale }: { form: ProfileForm; locale: Locale }) {
  const { t, i18n } = useLingui();
  const countries = countryOptions(locale);
  return (
    <>
      <Text>
        <Trans>
          Vous avez moins de 18 ans : indiquez les coordonnées de votre représentant légal.
        </Trans>
      </Text>
      <NameFields
        form={form}
        fields="responsible"
        civilities={toFieldOptions(i18n, civilityOptions)}
        maxLength={{
          lastname: profileMaxLength.guardianName,
          firstname: profileMaxLength.guardianName,
        }}
        labels={{
          civility: t`Civilité du représentant légal`,
          lastname: t`Nom du représentant légal`,
          firstname: t`Prénom du représentant légal`,
        }}
      />
      <ProfileTextFields
        form={form}
        fields={[
          {
            name: "responsible.email",
            label: t`Courriel du représentant légal`,
            required: true,
            type: "email",
            maxLength: profileMaxLength.guardianEmail,
            formatHint: t`Par exemple : prenom.nom@exemple.fr`,
          },
          {
            name: "responsible.phone",
            label: t`Téléphone du représentant légal`,
            required: true,
            type: "tel",
            maxLength: profileMaxLength.guardianPhone,
            formatHint: t`Chiffres uniquement : par exemple 0612345678`,
          },
          {
            name: "responsible.birthDate",
            label: t`Date de naissance du représentant légal`,
            type: "date",
          },
          {
            name: "responsible.cityBirth",
            label: t`Ville de naissance du représentant légal`,
            maxLength: profileMaxLength.birthCity,
          },
        ]}
      />
      <form.AppField name="responsible.countryBirth">
        {(field) => (
          <field.SelectField
            label={t`Pays de naissance du représentant légal`}
            options={countries}
          />
        )}
      </form.AppField>
      <AddressFields
        form={form}
        fields="responsible"
        countries={countries}
        maxLength={profileMaxLength}
        autofill="off"
      />
    </>
  );
}
