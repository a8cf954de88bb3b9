import * as v from "valibot";
import { PROMO_CODE_MAX_LENGTH, stayDuration } from "../config/index.ts";
import { PricingSchema } from "./catalogueSchemas.ts";
import { IdentifierSchema, OptionalTextSchema } from "./schemas.ts";

/**
 * Shapes of the reservation tunnel's answers (tunnel spec 3 and 7), as the server writes them
 * (docs/api.md, "Reservation tunnel"). Parts the tunnel can do without are optional, so a
 * missing extra never fails the page; the facts the machines decide on are required.
 */

const filled = v.pipe(v.string(), v.nonEmpty());
const amount = v.pipe(v.number(), v.finite());
const nullableText = v.nullish(v.string(), null);
const nullableId = v.nullish(IdentifierSchema, null);

/** `dossierDepose/getTypeDossier`: the applicant's current (latest) file, all null without one. */
export const DossierTypeSchema = v.object({
  typeDossier: v.nullish(v.string(), null),
  statuscode: nullableText,
  id_dossier: nullableId,
});
export type DossierType = v.InferOutput<typeof DossierTypeSchema>;

/** A temporary application waiting for the applicant's word (another lot is already held). */
const PendingTemporaryApplicationSchema = v.object({
  id_dossier_temporaire: IdentifierSchema,
  id_bien: v.optional(v.string(), ""),
  eft_refbien: v.optional(v.string(), ""),
  date_arrivee: nullableText,
  validityDate: nullableText,
  typologie: nullableText,
  residence: nullableText,
});

/** `applicatif.statut`: aucunBien 0, bienPrereserve 1, bienLibere 2, temporaire 3, finished 4. */
const InformationStatusSchema = v.picklist([0, 1, 2, 3, 4]);

const ApplicativeSchema = v.object({
  statut: InformationStatusSchema,
  typologie: nullableText,
  date_arrivee: nullableText,
  /** Null unless a lot is held. */
  date_fin_prereservation: nullableText,
  resicamp: v.nullish(v.boolean(), false),
  /** The residence's aliases, kept after a release for "Dernière recherche". */
  alias_fr: nullableText,
  alias_en: nullableText,
  typologie_alias_fr: nullableText,
  typologie_alias_en: nullableText,
  extensionsRestantes: v.nullish(v.number(), null),
  dossierTemporaire: v.nullish(PendingTemporaryApplicationSchema, null),
});

const DossierCrmSchema = v.object({
  eft_dossierid: nullableId,
  /** The reference shown to the applicant (HC-YYYY-NNNNN). */
  eft_name: OptionalTextSchema,
  /** Months; null until step 1 is saved (the form then shows 6). */
  eft_duree_du_sejour: v.nullish(v.number(), null),
  eft_code_promo: nullableText,
});

/** The held lot and its flat's features. */
const DossierLotSchema = v.object({
  eft_refbien: OptionalTextSchema,
  eft_bienid: nullableId,
  surface: v.nullish(amount, null),
  bedrooms: v.nullish(v.number(), null),
  terrace: v.nullish(v.boolean(), false),
  balcony: v.nullish(v.boolean(), false),
  largeBed: v.nullish(v.boolean(), false),
  lotType: OptionalTextSchema,
});

const DossierTypologySchema = v.object({
  crm_id: filled,
  name: filled,
  kind: OptionalTextSchema,
  gender: nullableText,
});

const DossierResidenceSchema = v.object({
  crm_id: OptionalTextSchema,
  alias_fr: OptionalTextSchema,
  alias_en: OptionalTextSchema,
  name: filled,
  address: OptionalTextSchema,
  postalCode: OptionalTextSchema,
  /** The city's display name (`city` is its alias). */
  cityName: OptionalTextSchema,
});

/** The flat type's prices (spec 3, "pricing"); `paymentAmount` is what is paid at signature. */
const DossierPricingSchema = v.object({
  ...PricingSchema.entries,
  paymentAmount: v.nullish(amount, null),
});
export type DossierPricing = v.InferOutput<typeof DossierPricingSchema>;

/** A field the server may get wrong reads as null, never as a failed answer. */
const lenient = <Schema extends v.GenericSchema>(schema: Schema) =>
  v.fallback(v.nullish(schema, null), null);

/**
 * One reason of a file sent back: its code in the catalogue (`GET /api/staff/reasons`), the step
 * (1 to 5), field or document section it concerns, and its label in the request's language. Each
 * part the server gets wrong reads as null, and an entry that is not an object as a reason with
 * nothing known: step 5 then shows the team's message or a generic line, never a broken page.
 */
const RequestedChangeSchema = v.fallback(
  v.object({
    code: lenient(v.string()),
    step: lenient(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(5))),
    field: lenient(v.string()),
    section: lenient(v.string()),
    label: lenient(v.pipe(v.string(), v.trim(), v.nonEmpty())),
  }),
  () => ({ code: null, step: null, field: null, section: null, label: null }),
);
export type RequestedChange = v.InferOutput<typeof RequestedChangeSchema>;

/**
 * What the team asked to change in a file sent back (docs/api.md "Changes requested"), carried
 * by `dossier/getInfos` and step 5's `getSignature`: when, the team's message, and each reason.
 * Declared once, for both answers; a malformed value reads as none rather than failing the page.
 */
export const ChangesRequestedSchema = lenient(
  v.object({
    at: lenient(v.string()),
    text: lenient(v.pipe(v.string(), v.trim(), v.nonEmpty())),
    reasons: v.fallback(v.nullish(v.array(RequestedChangeSchema), []), []),
  }),
);

/** `dossier/getInfos`; without a file `applicatif.statut` is 0 and the rest null. */
export const DossierInfoSchema = v.object({
  id_dossier: nullableId,
  statuscode: nullableText,
  applicatif: ApplicativeSchema,
  crm: v.nullish(DossierCrmSchema, null),
  lot: v.nullish(DossierLotSchema, null),
  typologie: v.nullish(DossierTypologySchema, null),
  residence: v.nullish(DossierResidenceSchema, null),
  pricing: v.nullish(DossierPricingSchema, null),
  date_debut_de_bail: nullableText,
  changesRequested: ChangesRequestedSchema,
});
export type DossierInfo = v.InferOutput<typeof DossierInfoSchema>;

/**
 * `dossierTemporaire/creer` and `dossier/changementBien`: `OK` (the lot is held, or kept aside
 * while the applicant decides on a change), or the `KO` marker when the lot was taken. Rule
 * breaks (`colocationIncorrecte`...) are 400 errors, not answers.
 */
export const LotChoiceAnswerSchema = v.variant("status", [
  v.object({
    status: v.literal("OK"),
    changementBien: v.optional(v.boolean(), false),
    id_dossier: nullableId,
    id_dossier_temporaire: nullableId,
    date_fin_prereservation: nullableText,
  }),
  v.object({ status: v.literal("KO"), error: nullableText }),
]);
export type LotChoiceAnswer = v.InferOutput<typeof LotChoiceAnswerSchema>;

/** `dossierResicamp/handle`: the residence site's check-selection page. */
export const ResicampHandOverSchema = v.object({ status: v.string(), url: filled });

/** `dossier/relancerRechercheColocation`: where a fresh search could start, or null. */
export const ColocationSearchSchema = v.object({
  status: v.string(),
  search: v.nullish(
    v.object({
      city: nullableText,
      alias_fr: nullableText,
      alias_en: nullableText,
      date_arrivee: nullableText,
    }),
    null,
  ),
});

export const StatusAnswerSchema = v.object({ status: v.string() });

/**
 * `dossier/prolongerPreReservation`: the minutes added, or the KO marker once no extension is
 * left (the lot is then released). The spec says "minutes or a KO marker": a bare number or a
 * bare `KO` are read the same way as the server's objects.
 */
export const ExtensionAnswerSchema = v.union([
  v.object({ status: v.literal("OK"), minutes: v.pipe(v.number(), v.minValue(0)) }),
  v.object({ status: v.literal("KO") }),
  v.pipe(v.number(), v.minValue(0)),
  v.literal("KO"),
]);
export type ExtensionAnswer = v.InferOutput<typeof ExtensionAnswerSchema>;

/** The stay durations step 1 may send, as `duree_du_sejour` writes them ("3" to "12"). */
const stayDurationTexts = Array.from(
  { length: (stayDuration.max - stayDuration.min) / stayDuration.step + 1 },
  (_, index) => String(stayDuration.min + index * stayDuration.step),
);

/** Step 1's save: the promo code (`PROMO_CODE_MAX_LENGTH`) and the stay duration, as a string. */
export const StayInfosSchema = v.object({
  code_promo: v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(PROMO_CODE_MAX_LENGTH))),
  duree_du_sejour: v.picklist(stayDurationTexts),
});
export type StayInfos = v.InferOutput<typeof StayInfosSchema>;

export const StayInfosAnswerSchema = v.object({
  status: v.string(),
  code_promo: nullableText,
  duree_du_sejour: v.nullish(v.union([v.string(), v.number()]), null),
  /** The flat's prices with the saved promo code's discount (our addition, docs/api.md). */
  pricing: v.nullish(DossierPricingSchema, null),
});

/** One item `dossier/check` finds missing; `step` says where it is filled in. */
const MissingItemSchema = v.object({
  step: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(4)),
  error: filled,
  more_info: nullableText,
});

export const DossierCheckSchema = v.variant("status", [
  v.object({ status: v.picklist(["ok", "OK"]) }),
  v.object({ status: v.picklist(["ko", "KO"]), errors: v.array(MissingItemSchema) }),
]);
export type DossierCheck = v.InferOutput<typeof DossierCheckSchema>;

/** `dossier/envoyer`: sent, or KO with the reason (annoncePlusDisponible, preReservationExpiree). */
export const SendAnswerSchema = v.variant("status", [
  v.object({ status: v.literal("OK"), reference: nullableText, date_arrivee: nullableText }),
  v.object({ status: v.literal("KO"), error: nullableText }),
]);
export type SendAnswer = v.InferOutput<typeof SendAnswerSchema>;
