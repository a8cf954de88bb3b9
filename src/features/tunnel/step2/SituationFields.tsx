import { Heading, Stack } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { ExperienceSlider } from "./ExperienceSlider.tsx";
import { toFieldOptions } from "./fieldOptions.ts";
import { IncomeField } from "./IncomeField.tsx";
import { ProfileTextFields } from "./ProfileTextFields.tsx";
import {
  contractOptions,
  establishmentTypeOptions,
  independentStatusOptions,
  situationOptions,
} from "./profileOptions.ts";
import { profileMaxLength } from "./profileRules.ts";
import type { ProfileSections } from "./profileSections.ts";
import type { ProfileForm } from "./useProfileForm.ts";

type SituationFieldsProps = { form: ProfileForm; sections: ProfileSections };

/** "Votre situation" and the sections it opens (spec 4, "Conditional sections"). */
export function SituationFields({ form, sections }: SituationFieldsProps) {
  const { t, i18n } = useLingui();
  return (
    <>
      <form.AppField name="schoolSituation">
        {(field) => (
          <field.RadioGroupField
            label={t`Vous êtes`}
            required
            options={toFieldOptions(i18n, situationOptions)}
          />
        )}
      </form.AppField>
      {sections.establishment && (
        <SubSection title={<Trans>Votre établissement</Trans>}>
          <form.AppField name="yourEstablishment.type">
            {(field) => (
              <field.SelectField
                label={t`Type d'établissement`}
                placeholder={t`Choisissez un type d'établissement`}
                options={toFieldOptions(i18n, establishmentTypeOptions)}
              />
            )}
          </form.AppField>
          <ProfileTextFields
            form={form}
            fields={[
              {
                name: "yourEstablishment.name",
                label: t`Nom de l'établissement`,
                maxLength: profileMaxLength.establishmentName,
              },
              {
                name: "yourEstablishment.preparedDegree",
                label: t`Diplôme préparé`,
                maxLength: profileMaxLength.preparedDegree,
              },
            ]}
          />
        </SubSection>
      )}
      {sections.youngWorker && (
        <SubSection title={<Trans>Votre emploi</Trans>}>
          <form.AppField name="youngWorkerSituation.contract">
            {(field) => (
              <field.RadioGroupField
                label={t`Type de contrat`}
                options={toFieldOptions(i18n, contractOptions)}
              />
            )}
          </form.AppField>
          <form.Field name="youngWorkerSituation.experience">
            {(field) => (
              <ExperienceSlider
                value={field.state.value}
                onChange={(months) => field.handleChange(months)}
                onBlur={field.handleBlur}
              />
            )}
          </form.Field>
          <ProfileTextFields
            form={form}
            fields={[
              {
                name: "youngWorkerEmployer.employerName",
                label: t`Nom de l'employeur`,
                maxLength: profileMaxLength.employerName,
              },
              {
                name: "youngWorkerEmployer.employerStreet",
                label: t`Adresse de l'employeur`,
                maxLength: profileMaxLength.employerStreet,
              },
              {
                name: "youngWorkerEmployer.employerPostal",
                label: t`Code postal de l'employeur`,
                maxLength: profileMaxLength.employerPostal,
              },
              {
                name: "youngWorkerEmployer.employerCity",
                label: t`Ville de l'employeur`,
                maxLength: profileMaxLength.employerCity,
              },
            ]}
          />
        </SubSection>
      )}
      {sections.independent && (
        <SubSection title={<Trans>Votre activité</Trans>}>
          <form.AppField name="youngIndependent.status">
            {(field) => (
              <field.SelectField
                label={t`Statut`}
                placeholder={t`Choisissez un statut`}
                options={toFieldOptions(i18n, independentStatusOptions)}
              />
            )}
          </form.AppField>
          {sections.independentOther && (
            <form.AppField name="youngIndependent.autre">
              {(field) => (
                <field.TextField
                  label={t`Précisez votre statut`}
                  maxLength={profileMaxLength.independentOther}
                />
              )}
            </form.AppField>
          )}
          <form.AppField name="youngIndependent.activityDate">
            {(field) => <field.TextField label={t`Date de début d'activité`} type="date" />}
          </form.AppField>
        </SubSection>
      )}
      {sections.income && (
        <SubSection title={<Trans>Vos revenus</Trans>}>
          <form.AppField name="youngIncome.netIncome">
            {() => <IncomeField label={t`Revenus nets annuels`} />}
          </form.AppField>
          <form.AppField name="youngIncome.otherIncome">
            {() => <IncomeField label={t`Autres revenus annuels`} />}
          </form.AppField>
        </SubSection>
      )}
    </>
  );
}

/**
 * A section inside "Votre situation". The group's title is its fieldset's legend, not a heading,
 * so the section's heading is the first level below the step's h1 (RGAA 9.1: no level skipped).
 */
function SubSection({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Stack as="section" gap="4">
      <Heading as="h2" size="sm">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}
