import { Button, Stack } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useStore } from "@tanstack/react-form";
import { useEffect } from "react";
import * as v from "valibot";
import type { ContactView } from "../../../machines/contact.selectors.ts";
import type { ContactEvent } from "../../../machines/contact.ts";
import { brand } from "../../config/index.ts";
import { useAppForm } from "../../forms/appForm.ts";
import {
  CONTACT_MESSAGE_ROWS,
  contactFormDefaults,
  contactMaxLength,
  contactSchema,
} from "../../forms/contactSchema.ts";
import { ErrorSummary } from "../../forms/ErrorSummary.tsx";
import { ContactFields } from "../../forms/fieldGroups/ContactFields.tsx";
import { NameFields } from "../../forms/fieldGroups/NameFields.tsx";
import { RequiredFieldsNote } from "../../forms/fields/RequiredFieldsNote.tsx";
import { schemaValidator } from "../../forms/schemaValidator.ts";
import { ContactFailureAlert } from "./ContactFailureAlert.tsx";

// The form keeps its fields at its top level and calls the civility `civility`: the field
// groups find them through these maps.
const nameFields = { gender: "civility", lastname: "lastname", firstname: "firstname" } as const;
const contactFields = { email: "email", phone: "phone" } as const;

type ContactFormProps = { view: ContactView; send: (event: ContactEvent) => void };

/**
 * The contact form (spec 3 and 5). Its values live here, in TanStack Form, so a failed send
 * keeps everything typed; the machine receives only the validated request.
 */
export function ContactForm({ view, send }: ContactFormProps) {
  const { t } = useLingui();
  const form = useAppForm({
    defaultValues: { ...contactFormDefaults, residence: view.preselectedResidenceId ?? "" },
    validators: { onChange: schemaValidator(contactSchema) },
    onSubmit: ({ value }) => send({ type: "submit", request: v.parse(contactSchema, value) }),
  });
  const receiver = useStore(form.store, (state) => state.values.receiver);

  // The select cannot show a residence its list does not offer, so such a value (a residence
  // page naming one closed since) is emptied once the list is known, rather than sent unseen.
  const { residenceListStatus, residences } = view;
  useEffect(() => {
    if (residenceListStatus !== "ready") return;
    const chosen = form.getFieldValue("residence");
    if (chosen !== "" && !residences.some((residence) => residence.crm_id.value === chosen)) {
      form.setFieldValue("residence", "", { dontUpdateMeta: true });
    }
  }, [form, residenceListStatus, residences]);

  const brandName = brand.name;
  return (
    <form
      noValidate
      aria-busy={view.isSending}
      onSubmit={(event) => {
        event.preventDefault();
        if (view.canSubmit) void form.handleSubmit();
      }}
    >
      <Stack gap="5">
        <ErrorSummary form={form} />
        <RequiredFieldsNote />
        <NameFields
          form={form}
          fields={nameFields}
          civilities={[
            { value: "madame", label: t`Madame` },
            { value: "monsieur", label: t`Monsieur` },
          ]}
          maxLength={contactMaxLength}
          autofill="own"
        />
        <ContactFields
          form={form}
          fields={contactFields}
          maxLength={contactMaxLength}
          phoneRequired
          autofill="own"
        />
        <form.AppField name="company">
          {(field) => (
            <field.TextField
              label={t`Société`}
              maxLength={contactMaxLength.company}
              autoComplete="organization"
            />
          )}
        </form.AppField>
        <form.AppField name="receiver">
          {(field) => (
            <field.RadioGroupField
              label={t`Vous souhaitez contacter`}
              required
              options={[
                { value: "contactYF", label: t`l'équipe ${brandName}` },
                { value: "contactResidence", label: t`une résidence` },
              ]}
            />
          )}
        </form.AppField>
        {receiver === "contactYF" && (
          <form.AppField name="contact">
            {(field) => (
              <field.RadioGroupField
                label={t`Objet de votre demande`}
                required
                options={[
                  { value: "renseignement", label: t`Demande de renseignement` },
                  { value: "presse", label: t`Presse` },
                  { value: "partenariat", label: t`Partenariat` },
                ]}
              />
            )}
          </form.AppField>
        )}
        {receiver === "contactResidence" && (
          <Stack gap="3">
            {view.residenceListError && (
              <ContactFailureAlert
                error={view.residenceListError}
                onRetry={view.canRetryResidenceList ? () => send({ type: "retry" }) : undefined}
              />
            )}
            <form.AppField name="residence">
              {(field) => (
                <field.SelectField
                  label={t`Résidence`}
                  required
                  placeholder={
                    residenceListStatus === "loading"
                      ? t`Chargement des résidences…`
                      : t`Choisissez une résidence`
                  }
                  options={residences.map((residence) => ({
                    value: residence.crm_id.value,
                    label: residence.name,
                  }))}
                />
              )}
            </form.AppField>
          </Stack>
        )}
        <form.AppField name="message">
          {(field) => (
            <field.TextAreaField label={t`Message`} required rows={CONTACT_MESSAGE_ROWS} />
          )}
        </form.AppField>
        {view.sendError && <ContactFailureAlert error={view.sendError} />}
        <Button
          type="submit"
          colorPalette="brand"
          alignSelf="end"
          loading={view.isSending}
          loadingText={t`Envoi en cours…`}
        >
          {t`Envoyer`}
        </Button>
      </Stack>
    </form>
  );
}
