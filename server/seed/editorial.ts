/** Writes the editorial content: FAQ, magazine, alerts, footer pages, steps, terms, addresses. */
import { type Db, run } from "../db.ts";
import { slugify } from "../domain/slug.ts";
import { addresses } from "./addresses.ts";
import { cguVersions } from "./cgu.ts";
import { faqAfter } from "./faq-after.ts";
import { faqBooking, faqThemes } from "./faq-booking.ts";
import { faqFile } from "./faq-file.ts";
import { picture } from "./ids.ts";
import { articleCategories, articlesPart1 } from "./mag-1.ts";
import { articlesPart2 } from "./mag-2.ts";
import { pageMeta } from "./page-meta.ts";
import { alertSeeds, bookingSteps, footerPages, homeServices } from "./site.ts";

const json = (value: unknown) => JSON.stringify(value);

export function seedEditorial(db: Db, now: Date): void {
  faqThemes.forEach((theme, position) => {
    run(
      db,
      "INSERT INTO faq_themes (id, position, data) VALUES (?, ?, ?)",
      theme.id,
      position,
      json({ name: theme.name }),
    );
  });
  [...faqBooking, ...faqFile, ...faqAfter].forEach((item, index) => {
    const { theme, steps, alias, ...data } = item;
    run(
      db,
      "INSERT INTO faq (id, position, theme, steps, alias_fr, alias_en, data) VALUES (?, ?, ?, ?, ?, ?, ?)",
      index + 1,
      index,
      theme,
      json(steps),
      alias.fr,
      alias.en,
      json(data),
    );
  });

  articleCategories.forEach((category, position) => {
    run(
      db,
      "INSERT INTO article_categories (id, position, data) VALUES (?, ?, ?)",
      category.id,
      position,
      json({ name: category.name }),
    );
  });
  [...articlesPart1, ...articlesPart2].forEach((article, index) => {
    const { alias, category, date, ...data } = article;
    const pictureData = { picture: picture(`mag-${alias.en}`), pictureAlt: article.title };
    run(
      db,
      "INSERT INTO articles (id, alias_fr, alias_en, category, published_on, data) VALUES (?, ?, ?, ?, ?, ?)",
      index + 1,
      alias.fr,
      alias.en,
      category,
      date,
      json({ ...data, ...pictureData }),
    );
  });

  for (const alert of alertSeeds(now)) {
    const { id, beginning, end, ...data } = alert;
    run(
      db,
      "INSERT INTO alerts (id, beginning, end, data) VALUES (?, ?, ?, ?)",
      id,
      beginning,
      end,
      json(data),
    );
  }
  footerPages.forEach((page, position) => {
    run(
      db,
      "INSERT INTO footer_pages (id, position, slug_fr, slug_en, data) VALUES (?, ?, ?, ?, ?)",
      page.id,
      position + 1,
      slugify(page.title.fr),
      slugify(page.title.en),
      json({ title: page.title, body: page.body }),
    );
  });
  bookingSteps.forEach((step, position) => {
    const { key, ...data } = step;
    run(
      db,
      "INSERT INTO booking_steps (key, position, data) VALUES (?, ?, ?)",
      key,
      position + 1,
      json({ ...data, picture: picture(`step-${key}`) }),
    );
  });
  run(db, "INSERT INTO singletons (key, data) VALUES (?, ?)", "home_services", json(homeServices));
  for (const meta of pageMeta) {
    const { route, alias, ...data } = meta;
    run(
      db,
      "INSERT INTO page_meta (route, alias_fr, alias_en, data) VALUES (?, ?, ?, ?)",
      route,
      alias.fr,
      alias.en,
      json(data),
    );
  }
  for (const terms of cguVersions) {
    run(
      db,
      "INSERT INTO cgu (version, published_at, html_fr, html_en) VALUES (?, ?, ?, ?)",
      terms.version,
      terms.publishedAt,
      terms.html.fr,
      terms.html.en,
    );
  }
  for (const [street, postalCode, city, country] of addresses) {
    const search = slugify(`${street} ${postalCode} ${city}`);
    run(
      db,
      "INSERT INTO addresses (street, postal_code, city, country, search) VALUES (?, ?, ?, ?, ?)",
      street,
      postalCode,
      city,
      country,
      search,
    );
  }
}
