import * as v from "valibot";
import { BasedOnVersionSchema, RecordVersionSchema } from "./recordVersion.ts";
import { OptionCodeSchema as CodeSchema, IdentifierSchema, OptionalTextSchema } from "./schemas.ts";

/**
 * Step 2's profile record (tunnel spec 3 and 7; docs/api.md `ProfileRecord`): one flat object
 * with CRM-style names. Texts the server leaves null read as "" and codes as null, so the form
 * mapping deals with one shape; the payload sends them back the same way ("" means not given).
 */

/** What the applicant fills in at step 2: what the save sends back, besides `id_dossier`. */
const ProfileFieldsSchema = v.object({
  eft_civilite: CodeSchema,
  birthdate: OptionalTextSchema,
  firstname: OptionalTextSchema,
  lastname: OptionalTextSchema,
  eft_villedenaissance: OptionalTextSchema,
  eft_paysdenaissance: CodeSchema,
  eft_nationalite: CodeSchema,
  // The legal guardian (`rl`, responsable légal): asked under 18, cleared at 18 and over.
  eft_rl_civilite: CodeSchema,
  eft_rl_nom: OptionalTextSchema,
  eft_rl_prenom: OptionalTextSchema,
  eft_rl_email: OptionalTextSchema,
  eft_rl_telephone: OptionalTextSchema,
  eft_rl_pays: CodeSchema,
  eft_rl_adresse: OptionalTextSchema,
  eft_rl_complement: OptionalTextSchema,
  eft_rl_code_postal: OptionalTextSchema,
  eft_rl_ville: OptionalTextSchema,
  eft_rl_date_naissance: OptionalTextSchema,
  eft_rl_pays_naissance: CodeSchema,
  eft_rl_ville_naissance: OptionalTextSchema,
  // The current address.
  eft_pays_optionset: CodeSchema,
  address2_line1: OptionalTextSchema,
  address2_line2: OptionalTextSchema,
  address2_postalcode: OptionalTextSchema,
  address2_city: OptionalTextSchema,
  eft_situation_actuelle: CodeSchema,
  eft_type_etablissement: CodeSchema,
  /** The establishment's name, or the employer's for a young worker. */
  eft_nom_etablissement: OptionalTextSchema,
  eft_diplome_prepare: OptionalTextSchema,
  eft_type_de_contrat: CodeSchema,
  /** Months of experience, 0 to 24. */
  eft_anciennete: CodeSchema,
  eft_adresse_employeur: OptionalTextSchema,
  eft_cp_employeur: OptionalTextSchema,
  eft_ville_employeur: OptionalTextSchema,
  eft_statut_non_salarie: CodeSchema,
  eft_autre_situation: OptionalTextSchema,
  eft_date_debut_activite: OptionalTextSchema,
  /** Whole euros a year. */
  eft_revenus_nets: CodeSchema,
  eft_autres_revenus: CodeSchema,
  eft_source: CodeSchema,
  eft_source_detail: OptionalTextSchema,
  eft_demande_specifique: OptionalTextSchema,
  eft_parrain_nom: OptionalTextSchema,
  eft_parrain_prenom: OptionalTextSchema,
  eft_parrain_email: OptionalTextSchema,
});
export type ProfileFields = v.InferOutput<typeof ProfileFieldsSchema>;

/** `dossier/getInfosPersonnelles`: the fields, plus what is only shown here. */
export const ProfileRecordSchema = v.object({
  ...ProfileFieldsSchema.entries,
  id_dossier: v.nullish(IdentifierSchema, null),
  // Read-only at step 2: changed on the profile page.
  emailaddress1: OptionalTextSchema,
  mobilephone: OptionalTextSchema,
  eft_langue: OptionalTextSchema,
  eft_prospect_etudiant_mineur: v.nullish(v.boolean(), false),
  version: RecordVersionSchema,
});
export type ProfileRecord = v.InferOutput<typeof ProfileRecordSchema>;

/**
 * `dossier/setInfosPersonnelles`: the fields and the file they belong to, and the contact the
 * spec's save names (mobile phone, email), sent as the record holds them: step 2 shows them
 * read-only (they change on the profile page).
 */
export const ProfilePayloadSchema = v.object({
  ...ProfileFieldsSchema.entries,
  id_dossier: IdentifierSchema,
  emailaddress1: OptionalTextSchema,
  mobilephone: OptionalTextSchema,
  version: BasedOnVersionSchema,
});
export type ProfilePayload = v.InferOutput<typeof ProfilePayloadSchema>;

/** The save answers `{ status: "OK" }` with the record as stored. */
export const ProfileSaveAnswerSchema = v.object({
  ...ProfileRecordSchema.entries,
  status: v.string(),
});
