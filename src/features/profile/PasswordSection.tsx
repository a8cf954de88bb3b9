import { useLingui } from "@lingui/react/macro";
import type { ProfileValues } from "../../../machines/profile.ts";
import { useAppForm } from "../../forms/appForm.ts";
import { passwordRuleMessage } from "../../forms/rules.ts";
import { ProfileSectionForm } from "./ProfileSectionForm.tsx";
import { passwordChange, passwordFormSchema, passwordFormValues } from "./profileForms.ts";
import { useFormFollowsSection, useProfileSection } from "./useProfileSection.ts";

/**
 * The password: the current one, the new one twice. The rule is checked here; whether the
 * current one is right and whether the new one was used recently only the server knows, and its
 * message shows under the field it concerns. The fields empty again once the change is saved.
 */
export function PasswordSection({ saved }: { saved: ProfileValues }) {
  const { t, i18n } = useLingui();
  const section = useProfileSection();
  const form = useAppForm({
    defaultValues: passwordFormValues(),
    validators: { onChange: passwordFormSchema },
    listeners: { onChange: section.edited },
    onSubmit: ({ value }) => section.save(passwordChange(value)),
  });
  useFormFollowsSection(form, section.view, passwordFormValues);
  return (
    <ProfileSectionForm
      title={t`Mot de passe`}
      description={i18n._(passwordRuleMessage)}
      view={section.view}
      onSubmit={() => void form.handleSubmit()}
    >
      <form.AppField name="oldPassword">
        {(field) => (
          <field.TextField
            label={t`Mot de passe actuel`}
            type="password"
            required
            autoComplete="current-password"
          />
        )}
      </form.AppField>
      <form.AppField name="newPassword">
        {(field) => (
          <field.TextField
            label={t`Nouveau mot de passe`}
            type="password"
            required
            autoComplete="new-password"
          />
        )}
      </form.AppField>
      <form.AppField name="confirmation">
        {(field) => (
          <field.TextField
            label={t`Confirmation du nouveau mot de passe`}
            type="password"
            required
            autoComplete="new-password"
          />
        )}
      </form.AppField>
    </ProfileSectionForm>
  );
}
