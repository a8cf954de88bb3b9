/**
 * The app's Trusted Types policy for HTML: once the page's policy requires Trusted Types for
 * scripts, the only way to turn a string into HTML is through the sanitiser. A browser without
 * Trusted Types gets the same sanitised string. (The script URL policy lives in the start-up
 * loader, src/startup/scriptsAfterFirstPaint.ts, the one place that sets a `script.src`.)
 */
import type { Locale } from "../../config/index.ts";
import { sanitizeHtml } from "./sanitizeHtml.ts";

type HtmlPolicy = { createHTML(input: string): unknown };
type TrustedTypesFactory = {
  createPolicy(name: string, rules: { createHTML(input: string): string }): HtmlPolicy;
};

function trustedTypesFactory(): TrustedTypesFactory | undefined {
  return (globalThis as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
}

let sanitizingLocale: Locale = "fr";
let htmlPolicy: HtmlPolicy | undefined;

/** HTML for `dangerouslySetInnerHTML`: always the sanitiser's output, as TrustedHTML where supported. */
export function trustedHtml(html: string, locale: Locale): string {
  const factory = trustedTypesFactory();
  if (!factory) return sanitizeHtml(html, locale);
  htmlPolicy ??= factory.createPolicy("hestia-html", {
    createHTML: (input) => sanitizeHtml(input, sanitizingLocale),
  });
  sanitizingLocale = locale;
  // React 19 accepts a TrustedHTML where it takes a string of HTML.
  return htmlPolicy.createHTML(html) as string;
}
