import { useLingui } from "@lingui/react/macro";
import type { ProfileValues } from "../../../machines/profile.ts";
import { useAppForm } from "../../forms/appForm.ts";
import { ProfileSectionForm } from "./ProfileSectionForm.tsx";
import { EMAIL_MAX_LENGTH, emailChange, emailFormSchema, emailFormValues } from "./profileForms.ts";
import { useFormFollowsSection, useProfileSection } from "./useProfileSection.ts";

/**
 * The account's email, changed with the current password. The format is checked here; the
 * server may refuse a wrong password, an address already used, a temporary one or the current
 * one, and its message shows under the field it concerns.
 */
export function EmailSection({ saved }: { saved: ProfileValues }) {
  const { t } = useLingui();
  const section = useProfileSection();
  const form = useAppForm({
    defaultValues: emailFormValues(saved),
    validators: { onChange: emailFormSchema },
    listeners: { onChange: section.edited },
    onSubmit: ({ value }) => section.save(emailChange(value)),
  });
  useFormFollowsSection(form, section.view, emailFormValues);
  return (
    <ProfileSectionForm
      title={t`Adresse de courriel`}
      description={t`L'adresse à laquelle nous vous écrivons et qui vous sert à vous connecter.`}
      view={section.view}
      onSubmit={() => void form.handleSubmit()}
    >
      <form.AppField name="email">
        {(field) => (
          <field.TextField
            label={t`Courriel`}
            type="email"
            required
            maxLength={EMAIL_MAX_LENGTH}
            autoComplete="email"
          />
        )}
      </form.AppField>
      <form.AppField name="password">
        {(field) => (
          <field.TextField
            label={t`Mot de passe actuel`}
            type="password"
            required
            autoComplete="current-password"
          />
        )}
      </form.AppField>
    </ProfileSectionForm>
  );
}
