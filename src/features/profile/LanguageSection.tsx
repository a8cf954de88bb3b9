import { useLingui } from "@lingui/react/macro";
import { useStore } from "@tanstack/react-form";
import { useCallback } from "react";
import type { ProfileValues } from "../../../machines/profile.ts";
import { useAppForm } from "../../forms/appForm.ts";
import { schemaValidator } from "../../forms/schemaValidator.ts";
import { useCurrentLocale } from "../../shared/useCurrentRoute.ts";
import { CheckboxField } from "./CheckboxField.tsx";
import { ProfileSectionForm } from "./ProfileSectionForm.tsx";
import { languageChange, languageFormSchema, languageFormValues } from "./profileForms.ts";
import { useFormFollowsSection, useProfileSection } from "./useProfileSection.ts";

/**
 * The account's language (fr or en). Choosing the other language than the interface's also
 * offers to show the site in it: once saved, the profile page opens in that language and
 * confirms the save there.
 */
export function LanguageSection({ saved }: { saved: ProfileValues }) {
  const { t } = useLingui();
  const interfaceLocale = useCurrentLocale();
  const section = useProfileSection();
  const valuesOf = useCallback(
    (values: ProfileValues) => languageFormValues(values, interfaceLocale),
    [interfaceLocale],
  );
  const form = useAppForm({
    defaultValues: valuesOf(saved),
    validators: { onChange: schemaValidator(languageFormSchema) },
    listeners: { onChange: section.edited },
    onSubmit: ({ value }) => section.save(languageChange(value, interfaceLocale)),
  });
  useFormFollowsSection(form, section.view, valuesOf);
  const chosen = useStore(form.store, (state) => state.values.language);
  return (
    <ProfileSectionForm title={t`Langue`} view={section.view} form={form}>
      <form.AppField name="language">
        {(field) => (
          <field.RadioGroupField
            label={t`Langue de nos échanges avec vous`}
            required
            options={[
              { value: "fr", label: t`Français` },
              { value: "en", label: t`Anglais` },
            ]}
          />
        )}
      </form.AppField>
      {chosen !== interfaceLocale && (
        <form.AppField name="switchInterface">
          {() => <CheckboxField label={t`Afficher aussi le site dans cette langue`} />}
        </form.AppField>
      )}
    </ProfileSectionForm>
  );
}
