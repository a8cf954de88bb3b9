import { Stack } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { ProfileValues } from "../../../machines/profile.ts";
import { brand } from "../../config/index.ts";
import { useAppForm } from "../../forms/appForm.ts";
import { CheckboxField } from "./CheckboxField.tsx";
import { ProfileSectionForm } from "./ProfileSectionForm.tsx";
import { consentsChange, consentsFormValues } from "./profileForms.ts";
import { useFormFollowsSection, useProfileSection } from "./useProfileSection.ts";

/**
 * The four communication consents (spec 2.4, 3): news of the product and of the group, by
 * email and by SMS. Each label says what and how, so it reads alone.
 */
export function ConsentsSection({ saved }: { saved: ProfileValues }) {
  const { t } = useLingui();
  const section = useProfileSection();
  const form = useAppForm({
    defaultValues: consentsFormValues(saved),
    listeners: { onChange: section.edited },
    onSubmit: ({ value }) => section.save(consentsChange(value)),
  });
  useFormFollowsSection(form, section.view, consentsFormValues);
  const brandName = brand.name;
  return (
    <ProfileSectionForm
      title={t`Préférences de communication`}
      description={t`Choisissez les informations que vous acceptez de recevoir.`}
      view={section.view}
      form={form}
    >
      <Stack gap="3">
        <form.AppField name="hasAcceptedEmail">
          {() => (
            <CheckboxField
              label={t`Recevoir par courriel les actualités et les offres de ${brandName}`}
            />
          )}
        </form.AppField>
        <form.AppField name="hasAcceptedSMS">
          {() => (
            <CheckboxField
              label={t`Recevoir par SMS les actualités et les offres de ${brandName}`}
            />
          )}
        </form.AppField>
        <form.AppField name="hasAcceptedEmailGroup">
          {() => (
            <CheckboxField
              label={t`Recevoir par courriel les actualités et les offres des autres marques du groupe`}
            />
          )}
        </form.AppField>
        <form.AppField name="hasAcceptedSMSGroup">
          {() => (
            <CheckboxField
              label={t`Recevoir par SMS les actualités et les offres des autres marques du groupe`}
            />
          )}
        </form.AppField>
      </Stack>
    </ProfileSectionForm>
  );
}
