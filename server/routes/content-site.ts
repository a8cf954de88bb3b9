/** Shared page-shell content: home services, footer, alerts, booking steps, footer pages. */
import { Hono } from "hono";
import { doc } from "../domain/localize.ts";
import {
  type AlertRow,
  alertById,
  allAlerts,
  bookingSteps,
  footerPageBySlug,
  footerPages,
  homeServices,
} from "../domain/site.ts";
import type { AppEnv, Deps } from "../http/env.ts";
import { notFound } from "../http/errors.ts";
import { pathLocale } from "../http/locale.ts";

export function siteRoutes({ db }: Deps) {
  const app = new Hono<AppEnv>();

  app.get("/service_home_acquisition", (c) => {
    const locale = pathLocale(c);
    const row = homeServices(db);
    if (!row) throw notFound();
    return c.json(doc(row.data, locale));
  });

  app.get("/footer_acquisition", (c) => {
    const locale = pathLocale(c);
    return c.json(
      footerPages(db).map((row) => {
        const { title } = doc<{ title: string }>(row.data, locale);
        const slug = locale === "fr" ? row.slug_fr : row.slug_en;
        return {
          id: row.id,
          title,
          order: row.position,
          slug,
          slug_fr: row.slug_fr,
          slug_en: row.slug_en,
        };
      }),
    );
  });

  app.get("/footer_page/:slug", (c) => {
    const locale = pathLocale(c);
    const slug = c.req.param("slug");
    const row = footerPageBySlug(db, slug);
    if (!row) throw notFound();
    return c.json({
      id: row.id,
      order: row.position,
      slug_fr: row.slug_fr,
      slug_en: row.slug_en,
      ...doc(row.data, locale),
    });
  });

  // Every alert is sent, past and future included: the banner keeps the current ones (spec 4).
  app.get("/alert_acquisition", (c) => {
    const locale = pathLocale(c);
    return c.json(allAlerts(db).map((row) => alertView(row, locale)));
  });

  app.get("/alerts/:id", (c) => {
    const locale = pathLocale(c);
    const id = Number(c.req.param("id"));
    const row = Number.isInteger(id) ? alertById(db, id) : undefined;
    if (!row) throw notFound();
    return c.json(alertView(row, locale));
  });

  app.get("/booking_steps_acquisition", (c) => {
    const locale = pathLocale(c);
    return c.json(
      bookingSteps(db).map((row) => ({
        key: row.key,
        order: row.position,
        ...doc(row.data, locale),
      })),
    );
  });

  return app;
}

function alertView(row: AlertRow, locale: "fr" | "en") {
  const data = doc<{ title: string; information: string; description: string | null }>(
    row.data,
    locale,
  );
  return { id: row.id, ...data, beginning: row.beginning, end: row.end };
}
