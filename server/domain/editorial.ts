/** The editorial content: FAQ, magazine articles and the pages' meta. */
import { all, type Db, one } from "../db.ts";
import type { Locale } from "../http/messages.ts";

export type FaqRow = {
  id: number;
  position: number;
  theme: string;
  steps: string;
  alias_fr: string;
  alias_en: string;
  data: string;
};
export type ArticleRow = {
  id: number;
  alias_fr: string;
  alias_en: string;
  category: string;
  published_on: string;
  data: string;
};
type NamedRow = { id: string; position: number; data: string };
export type MetaRow = { route: string; alias_fr: string; alias_en: string; data: string };

/** The FAQ's questions in their order. */
export function faqEntries(db: Db): FaqRow[] {
  return all<FaqRow>(db, "SELECT * FROM faq ORDER BY position");
}

/** The FAQ's themes or the magazine's categories, in their order. */
export function namedGroups(db: Db, table: "faq_themes" | "article_categories"): NamedRow[] {
  return all<NamedRow>(db, `SELECT * FROM ${table} ORDER BY position`);
}

/** The magazine's articles, newest first. */
export function articlesByDate(db: Db): ArticleRow[] {
  return all<ArticleRow>(db, "SELECT * FROM articles ORDER BY published_on DESC");
}

/** An article by its alias in either language. */
export function articleByAlias(db: Db, alias: string): ArticleRow | undefined {
  return one<ArticleRow>(
    db,
    "SELECT * FROM articles WHERE alias_fr = ? OR alias_en = ?",
    alias,
    alias,
  );
}

/** The three newest other articles of an article's category. */
export function relatedArticles(db: Db, article: ArticleRow): ArticleRow[] {
  return all<ArticleRow>(
    db,
    "SELECT * FROM articles WHERE category = ? AND id != ? ORDER BY published_on DESC LIMIT 3",
    article.category,
    article.id,
  );
}

export function pageMetaByRoute(db: Db, route: string): MetaRow | undefined {
  return one<MetaRow>(db, "SELECT * FROM page_meta WHERE route = ?", route);
}

/** A page's meta by its alias in one language (the home page's alias is empty). */
export function pageMetaByAlias(db: Db, locale: Locale, alias: string): MetaRow | undefined {
  const column = locale === "en" ? "alias_en" : "alias_fr";
  return one<MetaRow>(db, `SELECT * FROM page_meta WHERE ${column} = ?`, alias);
}

/** Every page's meta in the order the editors wrote them. */
export function allPageMeta(db: Db): MetaRow[] {
  return all<MetaRow>(db, "SELECT * FROM page_meta ORDER BY rowid");
}
