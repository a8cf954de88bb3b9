import { useLingui } from "@lingui/react/macro";
import { useStore } from "@tanstack/react-form";
import type { Locale } from "../../../config/index.ts";
import { AddressFields } from "../../../forms/fieldGroups/AddressFields.tsx";
import { BirthFields } from "../../../forms/fieldGroups/BirthFields.tsx";
import { ContactFields } from "../../../forms/fieldGroups/ContactFields.tsx";
import { NameFields } from "../../../forms/fieldGroups/NameFields.tsx";
import { countryOptions, toFieldOptions } from "../step2/fieldOptions.ts";
import { IncomeField } from "../step2/IncomeField.tsx";
import { ProfileGroup } from "../step2/ProfileGroup.tsx";
import { civilityOptions } from "../step2/profileOptions.ts";
import { type GuarantorKey, guarantorMaxLength } from "./guaranteeForm.ts";
import {
  asksGuarantorJob,
  guarantorContractOptions,
  guarantorSituationOptions,
  principalResidenceOptions,
} from "./guarantorOptions.ts";
import type { GuaranteeForm } from "./useGuaranteeStep.ts";

type GuarantorFieldsProps = { form: GuaranteeForm; who: GuarantorKey; locale: Locale };

/**
 * One guarantor's form (spec 3, "Guarantor data"): identity, contact, address (with the address
 * search), professional situation (position and contract hidden when retired) and finances.
 * First name, last name, civility and email are required while the form shows.
 */
export function GuarantorFields({ form, who, locale }: GuarantorFieldsProps) {
  const { t, i18n } = useLingui();
  const situation = useStore(form.store, (state) => state.values[who].professional.situation);
  const countries = countryOptions(locale);
  return (
    <>
      <ProfileGroup title={t`Identité`}>
        <NameFields
          form={form}
          fields={`${who}.personalInformations`}
          civilities={toFieldOptions(i18n, civilityOptions)}
          maxLength={guarantorMaxLength}
          autofill="off"
        />
        <BirthFields
          form={form}
          fields={`${who}.personalInformations`}
          countries={countries}
          maxLength={guarantorMaxLength}
          autofill="off"
          nationalityAfterBirthDate
        />
      </ProfileGroup>
      <ProfileGroup title={t`Coordonnées`}>
        <ContactFields
          form={form}
          fields={`${who}.contact`}
          // No `phone`: a guarantor's phone input sets no limit (the rule checks the server's).
          maxLength={{ email: guarantorMaxLength.email }}
          autofill="off"
        />
      </ProfileGroup>
      <ProfileGroup title={t`Adresse`}>
        <AddressFields
          form={form}
          fields={`${who}.address`}
          countries={countries}
          maxLength={guarantorMaxLength}
          autofill="off"
        />
      </ProfileGroup>
      <ProfileGroup title={t`Situation professionnelle`}>
        <form.AppField name={`${who}.professional.situation`}>
          {(field) => (
            <field.SelectField
              label={t`Situation`}
              options={toFieldOptions(i18n, guarantorSituationOptions)}
              placeholder={t`Choisir`}
            />
          )}
        </form.AppField>
        {asksGuarantorJob(situation) && (
          <>
            <form.AppField name={`${who}.professional.position`}>
              {(field) => (
                <field.TextField
                  label={t`Poste occupé`}
                  maxLength={guarantorMaxLength.position}
                  autoComplete="off"
                />
              )}
            </form.AppField>
            <form.AppField name={`${who}.professional.contractType`}>
              {(field) => (
                <field.RadioGroupField
                  label={t`Type de contrat`}
                  options={toFieldOptions(i18n, guarantorContractOptions)}
                />
              )}
            </form.AppField>
          </>
        )}
      </ProfileGroup>
      <ProfileGroup title={t`Situation financière`}>
        <form.AppField name={`${who}.financial.principalResidence`}>
          {(field) => (
            <field.RadioGroupField
              label={t`Résidence principale`}
              options={toFieldOptions(i18n, principalResidenceOptions)}
            />
          )}
        </form.AppField>
        <form.AppField name={`${who}.financial.netIncome`}>
          {() => <IncomeField label={t`Revenus nets mensuels`} />}
        </form.AppField>
      </ProfileGroup>
    </>
  );
}
