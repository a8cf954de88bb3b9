import * as v from "valibot";
import { IdentifierSchema, OptionalTextSchema } from "./schemas.ts";

/**
 * Shapes of the catalogue content (residences, flat types, beds, cities, search), as the
 * content service answers them in one language (docs/api.md, "Content"). Optional parts the
 * pages can do without default to empty values rather than failing the page.
 */

const filled = v.pipe(v.string(), v.nonEmpty());
const amount = v.pipe(v.number(), v.finite());

/** A calendar day as the API writes it. */
export const IsoDaySchema = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/));

const PictureSchema = v.object({ picture: filled, pictureAlt: OptionalTextSchema });
export type Picture = v.InferOutput<typeof PictureSchema>;

export const ResidenceCardSchema = v.object({
  id: IdentifierSchema,
  crm_id: filled,
  alias_fr: filled,
  alias_en: filled,
  name: filled,
  address: OptionalTextSchema,
  postalCode: OptionalTextSchema,
  city: v.object({ alias: filled, name: filled }),
  abstract: OptionalTextSchema,
  thumbnail: v.nullish(PictureSchema, null),
  /** Lowest rent including charges of its flats (parking excluded); null when it has none. */
  priceFrom: v.nullish(amount, null),
  typologyKinds: v.optional(v.array(v.string()), []),
  availableBedCount: v.optional(v.number(), 0),
});
export type ResidenceCard = v.InferOutput<typeof ResidenceCardSchema>;

/** Prices of a flat type (spec 9); `firstMonthProrated` only when asked for an arrival day. */
export const PricingSchema = v.object({
  rentExcludingCharges: amount,
  charges: amount,
  rentIncludingCharges: amount,
  fees: amount,
  feeDiscountPercent: amount,
  feesAfterDiscount: amount,
  deposit: amount,
  entryFees: amount,
  firstMonthProrated: v.nullish(amount, null),
});
export type Pricing = v.InferOutput<typeof PricingSchema>;

/** A bed (lot) open to booking, free from `availableFrom`. */
const BedSchema = v.object({
  id_bien: filled,
  eft_refbien: filled,
  status: v.string(),
  availableFrom: IsoDaySchema,
});
export type Bed = v.InferOutput<typeof BedSchema>;

const TypologyCardSchema = v.object({
  id: IdentifierSchema,
  crm_id: filled,
  alias_fr: filled,
  alias_en: filled,
  kind: v.string(),
  /** Shared flats reserved for women or for men. */
  gender: v.nullish(v.picklist(["women", "men"]), null),
  name: filled,
  description: OptionalTextSchema,
  lotType: v.optional(v.string(), "apartment"),
  surface: v.nullish(amount, null),
  bedrooms: v.optional(v.number(), 0),
  terrace: v.optional(v.boolean(), false),
  balcony: v.optional(v.boolean(), false),
  largeBed: v.optional(v.boolean(), false),
  thumbnail: v.nullish(PictureSchema, null),
  pricing: PricingSchema,
  availableFrom: v.nullish(IsoDaySchema, null),
  availableBedCount: v.optional(v.number(), 0),
});
export type TypologyCard = v.InferOutput<typeof TypologyCardSchema>;

const TypologyWithBedsSchema = v.object({
  ...TypologyCardSchema.entries,
  beds: v.array(BedSchema),
});
export type TypologyWithBeds = v.InferOutput<typeof TypologyWithBedsSchema>;

const TransportSchema = v.object({
  name: filled,
  lignes: v.array(v.object({ name: filled, url: OptionalTextSchema })),
});
export type Transport = v.InferOutput<typeof TransportSchema>;

/** `icon` is a lucide icon name. */
const ServiceSchema = v.object({ icon: OptionalTextSchema, title: filled });
export type Service = v.InferOutput<typeof ServiceSchema>;

const TeamMemberSchema = v.object({
  name: filled,
  role: OptionalTextSchema,
  picture: OptionalTextSchema,
});
export type TeamMember = v.InferOutput<typeof TeamMemberSchema>;

const TestimonialSchema = v.object({
  author: filled,
  profile: OptionalTextSchema,
  text: filled,
  rating: v.nullish(v.number(), null),
});
export type Testimonial = v.InferOutput<typeof TestimonialSchema>;

export const ResidenceDetailSchema = v.object({
  ...ResidenceCardSchema.entries,
  /** HTML: sanitise before rendering. */
  description: OptionalTextSchema,
  email: OptionalTextSchema,
  thumbnails: v.optional(v.array(PictureSchema), []),
  transports: v.optional(v.array(TransportSchema), []),
  includedServices: v.optional(v.array(ServiceSchema), []),
  extraServices: v.optional(v.array(ServiceSchema), []),
  team: v.optional(v.array(TeamMemberSchema), []),
  testimonials: v.optional(v.array(TestimonialSchema), []),
  typologies: v.array(TypologyWithBedsSchema),
  nearby: v.optional(v.array(ResidenceCardSchema), []),
});
export type ResidenceDetail = v.InferOutput<typeof ResidenceDetailSchema>;

export const TypologyDetailSchema = v.object({
  ...TypologyWithBedsSchema.entries,
  residence: ResidenceCardSchema,
  otherTypologies: v.optional(v.array(TypologyCardSchema), []),
});
export type TypologyDetail = v.InferOutput<typeof TypologyDetailSchema>;

const CityEntries = {
  alias: filled,
  landingAlias_fr: OptionalTextSchema,
  landingAlias_en: OptionalTextSchema,
  name: filled,
  region: OptionalTextSchema,
  abstract: OptionalTextSchema,
  /** HTML: sanitise before rendering. */
  description: OptionalTextSchema,
  picture: OptionalTextSchema,
};

export const CityDetailSchema = v.object({
  ...CityEntries,
  residences: v.array(ResidenceCardSchema),
});
export type CityDetail = v.InferOutput<typeof CityDetailSchema>;

const SearchResultSchema = v.object({
  residence: ResidenceCardSchema,
  typologies: v.array(TypologyWithBedsSchema),
});
export type SearchResult = v.InferOutput<typeof SearchResultSchema>;

export const SearchAnswerSchema = v.object({
  city: v.nullish(v.string(), null),
  date: IsoDaySchema,
  count: v.number(),
  results: v.array(SearchResultSchema),
});
