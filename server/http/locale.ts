import type { Context } from "hono";
import { notFound } from "./errors.ts";
import { isLocale, type Locale } from "./messages.ts";

/** The `{locale}` segment of a content path; anything but fr or en is an unknown page. */
export function pathLocale(c: Context): Locale {
  const locale = c.req.param("locale");
  if (!isLocale(locale)) throw notFound();
  return locale;
}
