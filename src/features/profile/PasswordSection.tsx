import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useAppForm } from "../../forms/appForm.ts";
import { passwordRuleMessage } from "../../forms/rules.ts";
import { schemaValidator } from "../../forms/schemaValidator.ts";
import { ProfileSectionForm } from "./ProfileSectionForm.tsx";
import { passwordChange, passwordFormSchema, passwordFormValues } from "./profileForms.ts";
import { useFormFollowsSection, useProfileSection } from "./useProfileSection.ts";

/** The three password fields, in order. */
const passwordFields = [
  { name: "oldPassword", label: msg`Mot de passe actuel`, autoComplete: "current-password" },
  { name: "newPassword", label: msg`Nouveau mot de passe`, autoComplete: "new-password" },
  {
    name: "confirmation",
    label: msg`Confirmation du nouveau mot de passe`,
    autoComplete: "new-password",
  },
] as const;

/**
 * The password: the current one, the new one twice. The rule is checked here; whether the
 * current one is right and whether the new one was used recently only the server knows, and its
 * message shows under the field it concerns. The fields empty again once the change is saved.
 */
export function PasswordSection() {
  const { t, i18n } = useLingui();
  const section = useProfileSection();
  const form = useAppForm({
    defaultValues: passwordFormValues(),
    validators: { onChange: schemaValidator(passwordFormSchema) },
    listeners: { onChange: section.edited },
    onSubmit: ({ value }) => section.save(passwordChange(value)),
  });
  useFormFollowsSection(form, section.view, passwordFormValues);
  return (
    <ProfileSectionForm
      title={t`Mot de passe`}
      description={i18n._(passwordRuleMessage)}
      view={section.view}
      form={form}
    >
      {passwordFields.map(({ name, label, autoComplete }) => (
        <form.AppField key={name} name={name}>
          {(field) => (
            <field.TextField
              label={i18n._(label)}
              type="password"
              required
              autoComplete={autoComplete}
            />
          )}
        </form.AppField>
      ))}
    </ProfileSectionForm>
  );
}
