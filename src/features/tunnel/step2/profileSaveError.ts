import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { ProfileFields } from "../../../api/profileStepSchemas.ts";
import { showsYoungWorker } from "./profileSections.ts";

/** The labels of the fields a DQE or sameEmail refusal can name (the form's own labels). */
const refusedFieldLabels: Record<string, MessageDescriptor> = {
  eft_rl_email: msg`Courriel du représentant légal`,
  eft_parrain_email: msg`Courriel du parrain`,
};

/**
 * The label a save error names a record field by (spec 8, "Saves": DQE or sameEmail show as
 * "<label> - <message>"; server field errors in the summary). Unknown keys keep their name.
 */
export function profileFieldLabel(key: string, i18n: I18n): string | undefined {
  const label = refusedFieldLabels[key];
  return label ? i18n._(label) : undefined;
}

type FormFieldPath = `${string}.${string}` | "schoolSituation";

/** Where each record field is filled in on the form, for the server's field errors. */
const formFieldOfRecordKey: Partial<Record<keyof ProfileFields, FormFieldPath>> = {
  eft_civilite: "personalInformations.gender",
  birthdate: "personalInformations.birthDate",
  firstname: "personalInformations.firstname",
  lastname: "personalInformations.lastname",
  eft_villedenaissance: "personalInformations.locationCityBirth",
  eft_paysdenaissance: "personalInformations.locationCountryBirth",
  eft_nationalite: "personalInformations.nationality",
  eft_rl_civilite: "responsible.gender",
  eft_rl_nom: "responsible.lastname",
  eft_rl_prenom: "responsible.firstname",
  eft_rl_email: "responsible.email",
  eft_rl_telephone: "responsible.phone",
  eft_rl_pays: "responsible.country",
  eft_rl_adresse: "responsible.completeAddress",
  eft_rl_complement: "responsible.complementaryInformation",
  eft_rl_code_postal: "responsible.postalCode",
  eft_rl_ville: "responsible.city",
  eft_rl_date_naissance: "responsible.birthDate",
  eft_rl_pays_naissance: "responsible.countryBirth",
  eft_rl_ville_naissance: "responsible.cityBirth",
  eft_pays_optionset: "currentAddress.country",
  address2_line1: "currentAddress.completeAddress",
  address2_line2: "currentAddress.complementaryInformation",
  address2_postalcode: "currentAddress.postalCode",
  address2_city: "currentAddress.city",
  eft_situation_actuelle: "schoolSituation",
  eft_type_etablissement: "yourEstablishment.type",
  eft_diplome_prepare: "yourEstablishment.preparedDegree",
  eft_type_de_contrat: "youngWorkerSituation.contract",
  eft_anciennete: "youngWorkerSituation.experience",
  eft_adresse_employeur: "youngWorkerEmployer.employerStreet",
  eft_cp_employeur: "youngWorkerEmployer.employerPostal",
  eft_ville_employeur: "youngWorkerEmployer.employerCity",
  eft_statut_non_salarie: "youngIndependent.status",
  eft_autre_situation: "youngIndependent.autre",
  eft_date_debut_activite: "youngIndependent.activityDate",
  eft_revenus_nets: "youngIncome.netIncome",
  eft_autres_revenus: "youngIncome.otherIncome",
  eft_source: "howYfCampus.from",
  eft_source_detail: "howYfCampus.by",
  eft_demande_specifique: "howYfCampus.specificRequest",
  eft_parrain_nom: "howYfCampus.godFatherLastname",
  eft_parrain_prenom: "howYfCampus.godFatherFirstname",
  eft_parrain_email: "howYfCampus.godFatherEmail",
};

/**
 * The server's field errors (`{ errors: { eft_rl_nom: "Requis*" } }`, by record field) by form
 * field, so each shows under its own input. Unknown keys keep their name.
 */
export function toFormFieldErrors(
  errors: Record<string, string>,
  situation: string,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors).map(([key, message]) => {
      if (key === "eft_nom_etablissement") {
        const field = showsYoungWorker(situation)
          ? "youngWorkerEmployer.employerName"
          : "yourEstablishment.name";
        return [field, message];
      }
      return [formFieldOfRecordKey[key as keyof ProfileFields] ?? key, message];
    }),
  );
}
