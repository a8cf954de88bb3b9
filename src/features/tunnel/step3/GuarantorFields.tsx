import { useLingui } from "@lingui/react/macro";
import { useStore } from "@tanstack/react-form";
import type { Locale } from "../../../config/index.ts";
import { AddressField } from "../../../forms/address/AddressField.tsx";
import { countryCodeOfIso, isoOfCountryCode } from "../../../i18n/countries.ts";
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
  const countryCode = useStore(form.store, (state) => state.values[who].address.country);
  const situation = useStore(form.store, (state) => state.values[who].professional.situation);
  const countries = countryOptions(locale);
  return (
    <>
      <ProfileGroup title={t`Identité`}>
        <form.AppField name={`${who}.personalInformations.gender`}>
          {(field) => (
            <field.RadioGroupField
              label={t`Civilité`}
              required
              options={toFieldOptions(i18n, civilityOptions)}
            />
          )}
        </form.AppField>
        <form.AppField name={`${who}.personalInformations.lastname`}>
          {(field) => (
            <field.TextField
              label={t`Nom`}
              required
              maxLength={guarantorMaxLength.lastname}
              autoComplete="off"
            />
          )}
        </form.AppField>
        <form.AppField name={`${who}.personalInformations.firstname`}>
          {(field) => (
            <field.TextField
              label={t`Prénom`}
              required
              maxLength={guarantorMaxLength.firstname}
              autoComplete="off"
            />
          )}
        </form.AppField>
        <form.AppField name={`${who}.personalInformations.birthDate`}>
          {(field) => (
            <field.TextField label={t`Date de naissance`} type="date" autoComplete="off" />
          )}
        </form.AppField>
        <form.AppField name={`${who}.personalInformations.nationality`}>
          {(field) => <field.SelectField label={t`Nationalité`} options={countries} />}
        </form.AppField>
        <form.AppField name={`${who}.personalInformations.locationCityBirth`}>
          {(field) => (
            <field.TextField
              label={t`Ville de naissance`}
              maxLength={guarantorMaxLength.birthCity}
              autoComplete="off"
            />
          )}
        </form.AppField>
        <form.AppField name={`${who}.personalInformations.locationCountryBirth`}>
          {(field) => <field.SelectField label={t`Pays de naissance`} options={countries} />}
        </form.AppField>
      </ProfileGroup>
      <ProfileGroup title={t`Coordonnées`}>
        <form.AppField name={`${who}.contact.email`}>
          {(field) => (
            <field.TextField
              label={t`Courriel`}
              required
              type="email"
              maxLength={guarantorMaxLength.email}
              autoComplete="off"
            />
          )}
        </form.AppField>
        <form.AppField name={`${who}.contact.phone`}>
          {(field) => <field.PhoneField label={t`Téléphone`} />}
        </form.AppField>
      </ProfileGroup>
      <ProfileGroup title={t`Adresse`}>
        <form.AppField name={`${who}.address.country`}>
          {(field) => <field.SelectField label={t`Pays`} options={countries} />}
        </form.AppField>
        <form.AppField name={`${who}.address.completeAddress`}>
          {() => (
            <AddressField
              label={t`Adresse`}
              maxLength={guarantorMaxLength.addressLine}
              country={isoOfCountryCode(countryCode) ?? "FR"}
              autoComplete="off"
              onAddressChosen={(address) => {
                form.setFieldValue(`${who}.address.postalCode`, address.postalCode);
                form.setFieldValue(`${who}.address.city`, address.city);
                const code = countryCodeOfIso(address.country);
                if (code !== undefined) form.setFieldValue(`${who}.address.country`, String(code));
              }}
            />
          )}
        </form.AppField>
        <form.AppField name={`${who}.address.complementaryInformation`}>
          {(field) => (
            <field.TextField
              label={t`Complément d'adresse`}
              maxLength={guarantorMaxLength.addressLine}
              autoComplete="off"
            />
          )}
        </form.AppField>
        <form.AppField name={`${who}.address.postalCode`}>
          {(field) => (
            <field.TextField
              label={t`Code postal`}
              maxLength={guarantorMaxLength.postalCode}
              autoComplete="off"
            />
          )}
        </form.AppField>
        <form.AppField name={`${who}.address.city`}>
          {(field) => (
            <field.TextField
              label={t`Ville`}
              maxLength={guarantorMaxLength.city}
              autoComplete="off"
            />
          )}
        </form.AppField>
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
