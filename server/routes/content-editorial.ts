/** FAQ, magazine, page meta and sitemap: `GET /{locale}/api/content/...`. */
import { Hono } from "hono";
import * as v from "valibot";
import type { Db } from "../db.ts";
import { allCities, allTypologies, residencesIn } from "../domain/catalogue.ts";
import {
  type ArticleRow,
  allPageMeta,
  articleByAlias,
  articlesByDate,
  type FaqRow,
  faqEntries,
  type MetaRow,
  namedGroups,
  pageMetaByAlias,
  pageMetaByRoute,
  relatedArticles,
} from "../domain/editorial.ts";
import { doc } from "../domain/localize.ts";
import { footerPages } from "../domain/site.ts";
import type { AppEnv, Deps } from "../http/env.ts";
import { notFound } from "../http/errors.ts";
import { pathLocale } from "../http/locale.ts";
import type { Locale } from "../http/messages.ts";
import { query } from "../http/validate.ts";

function faqItem(row: FaqRow, locale: Locale) {
  const data = doc<{ question: string; response: string; detail?: string; internalLink?: unknown }>(
    row.data,
    locale,
  );
  return {
    id: row.id,
    theme: row.theme,
    question: data.question,
    response: data.response,
    detail: data.detail ?? null,
    internalLink: data.internalLink ?? null,
    alias_fr: row.alias_fr,
    alias_en: row.alias_en,
    steps: JSON.parse(row.steps) as number[],
  };
}

function named(db: Db, table: "faq_themes" | "article_categories", locale: Locale) {
  return namedGroups(db, table).map((row) => ({
    id: row.id,
    ...doc<{ name: string }>(row.data, locale),
  }));
}

function articleCard(row: ArticleRow, locale: Locale) {
  const data = doc<{ title: string; abstract: string; picture: string; pictureAlt: string }>(
    row.data,
    locale,
  );
  return {
    id: row.id,
    alias_fr: row.alias_fr,
    alias_en: row.alias_en,
    category: row.category,
    date: row.published_on,
    title: data.title,
    abstract: data.abstract,
    picture: data.picture,
    pictureAlt: data.pictureAlt,
  };
}

function metaView(row: MetaRow, locale: Locale) {
  return {
    route: row.route,
    alias_fr: row.alias_fr,
    alias_en: row.alias_en,
    ...doc(row.data, locale),
  };
}

const stepQuery = v.object({
  step: v.optional(v.pipe(v.string(), v.regex(/^[1-5]$/, "choice"), v.transform(Number))),
  theme: v.optional(v.string()),
});

export function editorialRoutes({ db }: Deps) {
  const app = new Hono<AppEnv>();

  app.get("/faq_acquisition", (c) => {
    const locale = pathLocale(c);
    const { step } = query(c, stepQuery);
    const items = faqEntries(db).map((row) => faqItem(row, locale));
    return c.json(step === undefined ? items : items.filter((item) => item.steps.includes(step)));
  });

  app.get("/faq", (c) => {
    const locale = pathLocale(c);
    const { theme } = query(c, stepQuery);
    const items = faqEntries(db).map((row) => faqItem(row, locale));
    return c.json({
      themes: named(db, "faq_themes", locale),
      items: theme ? items.filter((item) => item.theme === theme) : items,
    });
  });

  app.get("/mag", (c) => {
    const locale = pathLocale(c);
    const { category } = query(c, v.object({ category: v.optional(v.string()) }));
    const rows = articlesByDate(db);
    return c.json({
      categories: named(db, "article_categories", locale),
      items: rows
        .filter((row) => !category || row.category === category)
        .map((row) => articleCard(row, locale)),
    });
  });

  app.get("/mag/:alias", (c) => {
    const locale = pathLocale(c);
    const alias = c.req.param("alias");
    const row = articleByAlias(db, alias);
    if (!row) throw notFound();
    const related = relatedArticles(db, row);
    return c.json({
      ...articleCard(row, locale),
      body: doc<{ body: string }>(row.data, locale).body,
      related: related.map((other) => articleCard(other, locale)),
    });
  });

  app.get("/page_meta/:route", (c) => {
    const locale = pathLocale(c);
    const row = pageMetaByRoute(db, c.req.param("route"));
    if (!row) throw notFound();
    return c.json(metaView(row, locale));
  });

  app.get("/page_meta", (c) => {
    const locale = pathLocale(c);
    const { path } = query(c, v.object({ path: v.string("required") }));
    const match = /^\/(fr|en)(?:\/(.*?))?\/?$/.exec(path);
    const alias = match?.[2] ?? "";
    const row = match ? pageMetaByAlias(db, match[1] === "en" ? "en" : "fr", alias) : undefined;
    if (!row) throw notFound();
    return c.json(metaView(row, locale));
  });

  app.get("/sitemap", (c) => c.json(sitemap(db, pathLocale(c))));

  return app;
}

/** Links as route names and parameters: the app owns the paths (its route table). */
function sitemap(db: Db, locale: Locale) {
  const alias = (row: { alias_fr: string; alias_en: string }) =>
    locale === "fr" ? row.alias_fr : row.alias_en;
  const pages = allPageMeta(db).filter((row) => row.route !== "searchResult");
  const cities = allCities(db);
  const residences = residencesIn(db);
  const typologies = allTypologies(db);
  const articles = articlesByDate(db);
  const footer = footerPages(db);
  const heading = (fr: string, en: string) => (locale === "fr" ? fr : en);
  return {
    sections: [
      {
        id: "pages",
        title: heading("Pages", "Pages"),
        links: pages
          .map((row) => ({
            // The home page's title is the site's browser title; the map names it as a page.
            label:
              row.route === "homepage"
                ? heading("Accueil", "Home")
                : doc<{ title: string }>(row.data, locale).title,
            route: row.route,
            params: {},
          }))
          .concat({
            // The accessibility statement has no editorial meta: the app writes its page.
            label: heading("Déclaration d'accessibilité", "Accessibility statement"),
            route: "accessibility",
            params: {},
          }),
      },
      {
        id: "cities",
        title: heading("Villes", "Cities"),
        links: cities.map((row) => ({
          label: doc<{ name: string }>(row.data, locale).name,
          route: "city",
          params: { alias: row.alias },
          // Its landing page, under it (the footer's "Résidences étudiantes Lyon").
          links: [
            {
              label: `${heading("Résidences étudiantes", "Student residences")} ${doc<{ name: string }>(row.data, locale).name}`,
              route: "cityLanding",
              params: { city: row.alias },
            },
          ],
        })),
      },
      {
        id: "residences",
        title: heading("Résidences", "Residences"),
        links: residences.map((row) => ({
          label: (JSON.parse(row.data) as { name: string }).name,
          route: "residenceDetails",
          params: { alias: alias(row) },
          // Each residence's flat types, under it.
          links: typologies
            .filter((typology) => typology.residence_id === row.id)
            .map((typology) => ({
              label: doc<{ name: string }>(typology.data, locale).name,
              route: "typologies",
              params: { aliasResidence: alias(row), aliasTypology: alias(typology) },
            })),
        })),
      },
      {
        id: "mag",
        title: heading("Magazine", "Magazine"),
        links: articles.map((row) => ({
          label: doc<{ title: string }>(row.data, locale).title,
          route: "newsDetails",
          params: { alias: alias(row) },
        })),
      },
      {
        id: "footer",
        title: heading("Informations", "Information"),
        links: footer.map((row) => ({
          label: doc<{ title: string }>(row.data, locale).title,
          route: "footer",
          params: { alias: locale === "fr" ? row.slug_fr : row.slug_en },
        })),
      },
    ],
  };
}
