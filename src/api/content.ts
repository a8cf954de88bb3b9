import * as v from "valibot";
import { defineCall } from "./call.ts";
import { CMS_RELAY_PATH, cmsRelayCall, getContentCall } from "./contentCall.ts";
import { DateTextSchema, IdentifierSchema, LocaleSchema, OptionalTextSchema } from "./schemas.ts";

const LocalePayloadSchema = v.object({ locale: LocaleSchema });
const filled = v.pipe(v.string(), v.nonEmpty());

/** Contact form: residences a visitor may write to. */
const AcquisitionResidenceSchema = v.object({
  name: filled,
  crm_id: v.object({ value: filled }),
});
export type AcquisitionResidence = v.InferOutput<typeof AcquisitionResidenceSchema>;

export const getAcquisitionResidences = defineCall({
  method: "POST",
  path: CMS_RELAY_PATH,
  send: () => ({ form: { route: "/api/content/residences_acquisition" } }),
  answer: v.array(AcquisitionResidenceSchema),
});

/** A block of the home page's service content, already in the page's language. */
const ServiceBlockSchema = v.object({
  title: filled,
  text: OptionalTextSchema,
  picture: v.optional(v.string()),
});

const HomeServicesSchema = v.object({
  guarantor: ServiceBlockSchema,
  includedService: ServiceBlockSchema,
  cardService: v.array(v.object({ ...ServiceBlockSchema.entries, key: filled })),
  serviceVisual: v.object({ picture: filled, pictureAlt: OptionalTextSchema }),
});
export type HomeServices = v.InferOutput<typeof HomeServicesSchema>;

export const getHomeServices = cmsRelayCall(
  LocalePayloadSchema,
  ({ locale }) => `/${locale}/api/content/service_home_acquisition`,
  HomeServicesSchema,
);

/** A link from an answer to a page of the site: a named route and its parameters. */
const InternalLinkSchema = v.object({
  route: filled,
  params: v.optional(v.record(v.string(), v.string())),
});

export const FaqItemSchema = v.object({
  theme: v.string(),
  question: filled,
  /** HTML: sanitise before rendering. */
  response: v.string(),
  internalLink: v.nullish(InternalLinkSchema, null),
  /** HTML: sanitise before rendering. */
  detail: OptionalTextSchema,
  alias_fr: OptionalTextSchema,
  alias_en: OptionalTextSchema,
});
export type FaqItem = v.InferOutput<typeof FaqItemSchema>;

const FaqPayloadSchema = v.object({
  locale: LocaleSchema,
  /** The tunnel step whose questions are wanted; the whole FAQ without it. */
  step: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(5))),
});
export type FaqQuery = v.InferOutput<typeof FaqPayloadSchema>;

/** The spec leaves the FAQ's CMS route open; ours is `/{locale}/api/content/faq_acquisition[?step=n]`. */
export function faqRoute({ locale, step }: FaqQuery): string {
  const route = `/${locale}/api/content/faq_acquisition`;
  return step === undefined ? route : `${route}?step=${step}`;
}

export const getFaq = cmsRelayCall(FaqPayloadSchema, faqRoute, v.array(FaqItemSchema));

/** SEO and language-switch data of a content page. */
export const PageMetaSchema = v.object({
  title: v.string(),
  alias_fr: OptionalTextSchema,
  alias_en: OptionalTextSchema,
  abstract: OptionalTextSchema,
  description: OptionalTextSchema,
  keywords: OptionalTextSchema,
});
export type PageMeta = v.InferOutput<typeof PageMetaSchema>;

/** A dynamic page linked from the footer, found by its slugified title. */
const FooterPageSchema = v.object({
  id: IdentifierSchema,
  title: filled,
  order: v.number(),
  /** HTML: sanitise before rendering. */
  body: OptionalTextSchema,
  meta: v.optional(PageMetaSchema),
});
export type FooterPage = v.InferOutput<typeof FooterPageSchema>;

export const getFooter = getContentCall("footer_acquisition", v.array(FooterPageSchema));

export const AlertSchema = v.object({
  id: IdentifierSchema,
  title: filled,
  information: OptionalTextSchema,
  /** When not empty, the banner links to the alert's details page. HTML: sanitise. */
  description: OptionalTextSchema,
  beginning: DateTextSchema,
  end: DateTextSchema,
});
export type Alert = v.InferOutput<typeof AlertSchema>;

export const getAlerts = getContentCall("alert_acquisition", v.array(AlertSchema));

/** One stage of "How to book", also shown beside the tunnel; `key` says which stage it is. */
const BookingStepSchema = v.object({
  key: filled,
  title: filled,
  text: OptionalTextSchema,
  picture: v.optional(v.string()),
});
export type BookingStep = v.InferOutput<typeof BookingStepSchema>;

export const getBookingSteps = getContentCall(
  "booking_steps_acquisition",
  v.array(BookingStepSchema),
);
