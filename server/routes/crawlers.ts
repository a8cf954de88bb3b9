/**
 * For search engines: `/robots.txt` and `/sitemap.xml`. The XML sitemap lists every public page
 * in both languages, each with its other-language twin as an hreflang alternate (and French as
 * `x-default`, the site's default language). Paths come from the app's own route table.
 */
import { Hono } from "hono";
import { type Locale, locales } from "../../src/config/index.ts";
import { pathFor } from "../../src/routes/paths.ts";
import type { RouteName } from "../../src/routes/table.ts";
import type { Db } from "../db.ts";
import { allCities, allTypologies, residencesIn } from "../domain/catalogue.ts";
import { articlesByDate } from "../domain/editorial.ts";
import { footerPages } from "../domain/site.ts";
import type { AppEnv, Deps } from "../http/env.ts";

/** One page: its route and, per language, the parameters of its address. */
type SitePage = { route: RouteName; params: Record<Locale, Record<string, string>> };

/** Pages without parameters that a crawler should know (not the account or status pages). */
const staticRoutes = [
  "homepage",
  "residences",
  "mag",
  "book",
  "faq",
  "campus",
  "accessibility",
  "sitemap",
] as const satisfies RouteName[];

type Aliased = { alias_fr: string; alias_en: string };
const both = (key: string, row: Aliased) => ({
  fr: { [key]: row.alias_fr },
  en: { [key]: row.alias_en },
});

/** Every public page the seed or the content service holds, in the order a visitor meets them. */
function sitePages(db: Db): SitePage[] {
  const same = { fr: {}, en: {} };
  const cities = allCities(db);
  const residences = residencesIn(db);
  const typologies = allTypologies(db);
  const articles = articlesByDate(db);
  const footer = footerPages(db);
  const residenceAlias = new Map(residences.map((row) => [row.id, row]));
  return [
    ...staticRoutes.map((route) => ({ route, params: same })),
    ...cities.map((row) => ({
      route: "city" as const,
      params: { fr: { alias: row.alias }, en: { alias: row.alias } },
    })),
    ...residences.map((row) => ({
      route: "residenceDetails" as const,
      params: both("alias", row),
    })),
    ...typologies.flatMap((row) => {
      const residence = residenceAlias.get(row.residence_id);
      if (!residence) return [];
      return [
        {
          route: "typologies" as const,
          params: {
            fr: { aliasResidence: residence.alias_fr, aliasTypology: row.alias_fr },
            en: { aliasResidence: residence.alias_en, aliasTypology: row.alias_en },
          },
        },
      ];
    }),
    ...articles.map((row) => ({ route: "newsDetails" as const, params: both("alias", row) })),
    ...footer.map((row) => ({
      route: "footer" as const,
      params: { fr: { alias: row.slug_fr }, en: { alias: row.slug_en } },
    })),
  ];
}

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

function sitemapXml(origin: string, pages: SitePage[]): string {
  const href = (page: SitePage, locale: Locale) =>
    escapeXml(
      origin +
        (pathFor as (name: string, locale: Locale, params: Record<string, string>) => string)(
          page.route,
          locale,
          page.params[locale],
        ),
    );
  const urls = pages.flatMap((page) => {
    const alternates = [
      ...locales.map(
        (locale) =>
          `<xhtml:link rel="alternate" hreflang="${locale}" href="${href(page, locale)}"/>`,
      ),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${href(page, "fr")}"/>`,
    ].join("");
    return locales.map((locale) => `<url><loc>${href(page, locale)}</loc>${alternates}</url>`);
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}

/** What crawlers may visit: the public pages, not the API, sign-in, tunnel or account pages. */
function robotsTxt(origin: string): string {
  const closed = ["/api/", "/oidc/", "/simulators/"];
  for (const route of ["dossier", "profile", "signInCallback"] as const) {
    for (const locale of locales) closed.push(pathFor(route, locale));
  }
  return `User-agent: *\n${closed.map((path) => `Disallow: ${path}`).join("\n")}\n\nSitemap: ${origin}/sitemap.xml\n`;
}

export function crawlerRoutes({ db, origin }: Pick<Deps, "db" | "origin">) {
  const app = new Hono<AppEnv>();
  // The French home, whatever the client accepts: a health check or `curl /` sees the site up.
  app.get("/", (c) => {
    const query = new URL(c.req.url).search;
    return c.redirect(`${pathFor("homepage", "fr")}${query}`, 302);
  });
  app.get("/sitemap.xml", (c) =>
    c.body(sitemapXml(origin, sitePages(db)), 200, {
      "content-type": "application/xml; charset=utf-8",
      "cache-control": "public, max-age=3600",
    }),
  );
  app.get("/robots.txt", (c) =>
    c.body(robotsTxt(origin), 200, {
      "content-type": "text/plain; charset=utf-8",
      "cache-control": "public, max-age=3600",
    }),
  );
  return app;
}
