import { useLingui } from "@lingui/react/macro";
import type { ProfileValues } from "../../../machines/profile.ts";
import { useAppForm } from "../../forms/appForm.ts";
import { PhoneField } from "../../forms/phone/PhoneField.tsx";
import { schemaValidator } from "../../forms/schemaValidator.ts";
import { ProfileSectionForm } from "./ProfileSectionForm.tsx";
import { PHONE_MAX_LENGTH, phoneChange, phoneFormSchema, phoneFormValues } from "./profileForms.ts";
import { useFormFollowsSection, useProfileSection } from "./useProfileSection.ts";

/** The account's phone, through the shared phone input (country, then national number). */
export function PhoneSection({ saved }: { saved: ProfileValues }) {
  const { t } = useLingui();
  const section = useProfileSection();
  const form = useAppForm({
    defaultValues: phoneFormValues(saved),
    validators: { onChange: schemaValidator(phoneFormSchema) },
    listeners: { onChange: section.edited },
    onSubmit: ({ value }) => section.save(phoneChange(value)),
  });
  useFormFollowsSection(form, section.view, phoneFormValues);
  return (
    <ProfileSectionForm title={t`Numéro de téléphone`} view={section.view} form={form}>
      <form.AppField name="phone">
        {() => <PhoneField label={t`Téléphone`} required maxLength={PHONE_MAX_LENGTH} />}
      </form.AppField>
    </ProfileSectionForm>
  );
}
