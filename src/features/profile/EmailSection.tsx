import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { ProfileValues } from "../../../machines/profile.ts";
import { useAppForm } from "../../forms/appForm.ts";
import { schemaValidator } from "../../forms/schemaValidator.ts";
import { ProfileSectionForm } from "./ProfileSectionForm.tsx";
import { EMAIL_MAX_LENGTH, emailChange, emailFormSchema, emailFormValues } from "./profileForms.ts";
import { useFormFollowsSection, useProfileSection } from "./useProfileSection.ts";

/**
 * Ours: what an email change says once asked. The same whether or not the new address already
 * has an account (its owner is told by mail), so the page never tells which.
 */
const emailConfirmationSentMessage = msg`Nous avons envoyé un message à la nouvelle adresse. Suivez le lien qu'il contient dans les 24 heures : votre adresse changera alors.`;

/**
 * The account's email, changed with the current password. The format is checked here; the
 * server may refuse a wrong password, a temporary address or the current one, and its message
 * shows under the field it concerns. A change takes effect from the link mailed to the new
 * address: until then the page shows the current one.
 */
export function EmailSection({ saved }: { saved: ProfileValues }) {
  const { t } = useLingui();
  const section = useProfileSection();
  const form = useAppForm({
    defaultValues: emailFormValues(saved),
    validators: { onChange: schemaValidator(emailFormSchema) },
    listeners: { onChange: section.edited },
    onSubmit: ({ value }) => section.save(emailChange(value)),
  });
  useFormFollowsSection(form, section.view, emailFormValues);
  return (
    <ProfileSectionForm
      title={t`Adresse de courriel`}
      description={t`L'adresse à laquelle nous vous écrivons et qui vous sert à vous connecter.`}
      view={section.view}
      form={form}
      confirmation={emailConfirmationSentMessage}
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
