import { useLingui } from "@lingui/react/macro";
import { brand } from "../../../config/index.ts";
import { toFieldOptions } from "./fieldOptions.ts";
import { ProfileTextFields } from "./ProfileTextFields.tsx";
import { sourceOptions } from "./profileOptions.ts";
import { profileMaxLength } from "./profileRules.ts";
import type { ProfileSections } from "./profileSections.ts";
import type { ProfileForm } from "./useProfileForm.ts";

type SourceFieldsProps = { form: ProfileForm; sections: ProfileSections };

/** "How did you hear about us": the source, "by" or the sponsor, and a specific request. */
export function SourceFields({ form, sections }: SourceFieldsProps) {
  const { t, i18n } = useLingui();
  const brandName = brand.name;
  return (
    <>
      <form.AppField name="howYfCampus.from">
        {(field) => (
          <field.SelectField
            label={t`Vous avez connu ${brandName} par`}
            placeholder={t`Choisissez une réponse`}
            options={toFieldOptions(i18n, sourceOptions)}
          />
        )}
      </form.AppField>
      {sections.sourceDetail && (
        <form.AppField name="howYfCampus.by">
          {(field) => (
            <field.TextField
              label={t`Précisez`}
              required
              maxLength={profileMaxLength.sourceDetail}
            />
          )}
        </form.AppField>
      )}
      {sections.sponsor && (
        <ProfileTextFields
          form={form}
          fields={[
            {
              name: "howYfCampus.godFatherLastname",
              label: t`Nom du parrain`,
              maxLength: profileMaxLength.sponsorName,
            },
            {
              name: "howYfCampus.godFatherFirstname",
              label: t`Prénom du parrain`,
              maxLength: profileMaxLength.sponsorName,
            },
            {
              name: "howYfCampus.godFatherEmail",
              label: t`Courriel du parrain`,
              type: "email",
              maxLength: profileMaxLength.sponsorEmail,
            },
          ]}
        />
      )}
      <form.AppField name="howYfCampus.specificRequest">
        {(field) => (
          <field.TextAreaField
            label={t`Demande spécifique`}
            maxLength={profileMaxLength.specificRequest}
          />
        )}
      </form.AppField>
    </>
  );
}
