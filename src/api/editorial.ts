/**
 * Editorial content of the public pages: page meta, magazine, FAQ with its themes, sitemap,
 * footer pages and single alerts. Shapes are those of the content service (see docs/api.md and
 * server/routes/content-editorial.ts, content-site.ts); every text arrives in the page's language.
 */
import { isHTTPError } from "ky";
import * as v from "valibot";
import { api, type Locale } from "../config/index.ts";
import { type CallOptions, defineCall } from "./call.ts";
import { AlertSchema, FaqItemSchema, PageMetaSchema } from "./content.ts";
import { cmsRelayCall, getContentByAliasCall, getContentCall } from "./contentCall.ts";
import { DateTextSchema, IdentifierSchema, LocaleSchema, OptionalTextSchema } from "./schemas.ts";

const filled = v.pipe(v.string(), v.nonEmpty());
const LocalePayloadSchema = v.object({ locale: LocaleSchema });

/** A named group of content (FAQ theme, magazine category), named in the page's language. */
const ContentGroupSchema = v.object({ id: filled, name: filled });
export type ContentGroup = v.InferOutput<typeof ContentGroupSchema>;

/**
 * The meta of a content page (title, description, aliases), keyed by its route name.
 * @public for the fault matrix (tests/unit/api/faultMatrix.test.ts), which tests every call
 * src/api exports; the pages use `findPageMeta`.
 */
export const getPageMeta = defineCall({
  method: "GET",
  path: "/{locale}/api/content/page_meta/{route}",
  payload: v.object({ locale: LocaleSchema, route: filled }),
  answer: PageMetaSchema,
});

/**
 * The meta of a page, or null when the content service has none or does not answer: the page
 * then shows its own title from the catalogue rather than failing for want of SEO text.
 */
export async function findPageMeta(route: string, locale: Locale, options: CallOptions) {
  try {
    return await getPageMeta({ locale, route }, options);
  } catch (error) {
    // Leaving the page is not a missing meta: the router must see the abort.
    if (options.signal?.aborted) throw error;
    return null;
  }
}

/**
 * For content a page expects may be missing (a footer page, an alert): 404 gives `null`, which
 * the page shows as its own "not found" message; any other failure is still an error.
 */
export async function orNullWhenMissing<Value>(pending: Promise<Value>): Promise<Value | null> {
  try {
    return await pending;
  } catch (error) {
    if (isHTTPError(error) && error.response.status === 404) return null;
    throw error;
  }
}

/** An article as listed: both aliases, so links and the language switcher need no other call. */
const ArticleCardSchema = v.object({
  id: IdentifierSchema,
  alias_fr: filled,
  alias_en: filled,
  category: v.string(),
  date: DateTextSchema,
  title: filled,
  abstract: OptionalTextSchema,
  picture: OptionalTextSchema,
  pictureAlt: OptionalTextSchema,
});
export type ArticleCard = v.InferOutput<typeof ArticleCardSchema>;

const MagazineSchema = v.object({
  categories: v.array(ContentGroupSchema),
  items: v.array(ArticleCardSchema),
});
export type Magazine = v.InferOutput<typeof MagazineSchema>;

/** Every article, newest first, with the categories (the page filters them itself). */
export const getMagazine = getContentCall("mag", MagazineSchema);

const ArticleSchema = v.object({
  ...ArticleCardSchema.entries,
  /** HTML: sanitise before rendering. */
  body: OptionalTextSchema,
  related: v.optional(v.array(ArticleCardSchema), []),
});

/** One article by its alias in either language (the server answers 404 for an unknown one). */
export const getArticle = getContentByAliasCall("mag", ArticleSchema);

const FaqContentSchema = v.object({
  themes: v.array(ContentGroupSchema),
  items: v.array(FaqItemSchema),
});
export type FaqContent = v.InferOutput<typeof FaqContentSchema>;

/**
 * The whole FAQ with its themes. Like the spec's FAQ call it goes through the CMS relay
 * (`drupal/exportREST`); the route `/{locale}/api/content/faq` adds the theme names.
 */
export const getFaqContent = cmsRelayCall(
  LocalePayloadSchema,
  ({ locale }) => `/${locale}/api/content/faq`,
  FaqContentSchema,
);

/** A sitemap entry names a route of the app's table: the app, not the server, owns paths. */
export type SitemapLink = {
  label: string;
  route: string;
  params: Record<string, string>;
  /** Pages under this one (e.g. a residence's flat types), when the server sends them. */
  links: SitemapLink[];
};

const SitemapLinkSchema: v.GenericSchema<unknown, SitemapLink> = v.object({
  label: filled,
  route: filled,
  params: v.optional(v.record(v.string(), v.string()), {}),
  links: v.optional(v.array(v.lazy(() => SitemapLinkSchema)), []),
});

const SitemapSchema = v.object({
  sections: v.array(v.object({ id: filled, title: filled, links: v.array(SitemapLinkSchema) })),
});

export const getSitemap = getContentCall("sitemap", SitemapSchema);

/** A footer page with its body and its slug in each language (for the language switcher). */
const FooterPageContentSchema = v.object({
  id: IdentifierSchema,
  title: filled,
  /** HTML: sanitise before rendering. */
  body: OptionalTextSchema,
  slug_fr: OptionalTextSchema,
  slug_en: OptionalTextSchema,
});

/** A footer page by its slugified title in either language (404 when there is none). */
export const getFooterPage = defineCall({
  method: "GET",
  path: "/{locale}/api/content/footer_page/{slug}",
  payload: v.object({ locale: LocaleSchema, slug: filled }),
  answer: FooterPageContentSchema,
});

/** One alert by id, current or not (404 when there is none). */
export const getAlert = defineCall({
  method: "GET",
  path: "/{locale}/api/content/alerts/{id}",
  payload: v.object({ locale: LocaleSchema, id: filled }),
  answer: AlertSchema,
});

/**
 * Pictures are addressed from the content service's root ("/files/pictures/x.svg"): they are
 * joined to the API base, so a deployment with the API elsewhere still shows them.
 */
export function contentAssetUrl(path: string): string {
  if (!path.startsWith("/") || path.startsWith("//")) return path;
  return api.baseUrl.replace(/\/+$/, "") + path;
}
