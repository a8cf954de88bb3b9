import { notFound, useLoaderData } from "@tanstack/react-router";
import { isHTTPError, type KyInstance } from "ky";
import type { ComponentType } from "react";
import type { Locale } from "../config/index.ts";
import type { PageAliases } from "../routes/languageSwitch.ts";

/**
 * What a page's loader receives: its route's parameters, language and query string, and the
 * router's API client its calls go through.
 */
export type PageLoadContext = {
  params: Record<string, string>;
  api: KyInstance;
  locale: Locale;
  search: Record<string, unknown>;
  signal: AbortSignal;
};

/**
 * A page module: its component, and optionally the loader that fetches its data before it
 * renders (so components never fetch). Data may carry `pageAliases`, the page's own aliases in
 * each language, which the language switcher uses.
 */
export type PageModule = {
  default: ComponentType;
  loadPage?: (context: PageLoadContext) => Promise<unknown>;
};

type PageDataOf<Loader extends (context: PageLoadContext) => Promise<unknown>> = Awaited<
  ReturnType<Loader>
>;

/** The current page's data, as its module's `loadPage` returned it. */
export function usePageData<Loader extends (context: PageLoadContext) => Promise<unknown>>() {
  return useLoaderData({ strict: false }) as PageDataOf<Loader>;
}

/** Reads the aliases a page's data declares for the language switcher. */
export function pageAliasesOf(loaderData: unknown): PageAliases | undefined {
  if (typeof loaderData !== "object" || loaderData === null) return undefined;
  const aliases = (loaderData as { pageAliases?: unknown }).pageAliases;
  return typeof aliases === "object" && aliases !== null ? (aliases as PageAliases) : undefined;
}

/** An answer 404 from the content service means the page does not exist: the not-found page. */
export async function orNotFound<Value>(pending: Promise<Value>): Promise<Value> {
  try {
    return await pending;
  } catch (error) {
    if (isHTTPError(error) && error.response.status === 404) throw notFound();
    throw error;
  }
}
