import ErrorPage from "../features/status/ErrorPage.tsx";
import NotFoundPage from "../features/status/NotFoundPage.tsx";
import type { CatalogueArea } from "../i18n/i18n.ts";
import type { PageModule } from "../shared/pageData.ts";
import type { RouteName } from "./table.ts";

/** Already in the main bundle: they render when anything else fails to load. */
const mainBundlePages = {
  notFound: async () => ({ default: NotFoundPage }),
  error: async () => ({ default: () => <ErrorPage /> }),
} satisfies Partial<Record<RouteName, () => Promise<PageModule>>>;

type LazyRouteName = Exclude<RouteName, keyof typeof mainBundlePages>;

/**
 * Each named route's page module, by its path in the sources. The page is loaded with its
 * route, so it is a chunk of its own; the server finds that chunk's scripts in the build's
 * manifest by the same path, and lists them in the page it sends (server/pagePreloads.ts).
 */
export const pageSources: Record<LazyRouteName, string> = {
  homepage: "src/features/home/HomePage.tsx",
  residences: "src/features/residences/ResidencesPage.tsx",
  residenceDetails: "src/features/residences/ResidencePage.tsx",
  typologies: "src/features/typology/TypologyPage.tsx",
  dossier: "src/features/tunnel/DossierPage.tsx",
  profile: "src/features/profile/ProfilePage.tsx",
  searchResult: "src/features/search/SearchResultsPage.tsx",
  mag: "src/features/mag/MagazinePage.tsx",
  newsDetails: "src/features/mag/ArticlePage.tsx",
  book: "src/features/book/BookPage.tsx",
  faq: "src/features/faq/FaqPage.tsx",
  city: "src/features/cities/CityPage.tsx",
  cityLanding: "src/features/cities/CityLandingPage.tsx",
  sitemap: "src/features/sitemap/SitemapPage.tsx",
  footer: "src/features/footerPage/FooterPage.tsx",
  alertDetails: "src/features/alertDetails/AlertDetailsPage.tsx",
  campus: "src/features/campus/CampusPage.tsx",
  accessibility: "src/features/accessibility/AccessibilityStatementPage.tsx",
  signInCallback: "src/features/session/SignInCallbackPage.tsx",
  // The console's queue also finishes its sign-in on its callback address.
  staffQueue: "src/features/staff/StaffQueuePage.tsx",
  staffSignInCallback: "src/features/staff/StaffQueuePage.tsx",
  staffFile: "src/features/staff/StaffFilePage.tsx",
};

/** The source of a route's page module; none for the two pages in the main bundle. */
export function pageSourceOf(route: RouteName | undefined): string | undefined {
  return route !== undefined && Object.hasOwn(pageSources, route)
    ? pageSources[route as LazyRouteName]
    : undefined;
}

const lazyPages = import.meta.glob<PageModule>([
  "../features/*/*Page.tsx",
  "!../features/status/*",
]);

/** Each named route's page module, loaded with its route. */
export const pageModules: Record<RouteName, () => Promise<PageModule>> = {
  ...(Object.fromEntries(
    Object.entries(pageSources).map(([name, source]) => [
      name,
      lazyPages[source.replace(/^src\//, "../")],
    ]),
  ) as Record<LazyRouteName, () => Promise<PageModule>>),
  ...mainBundlePages,
};

/** The pages that start from who the visitor is: their route waits for the session's check. */
export const pagesAfterSessionCheck: ReadonlySet<RouteName> = new Set(["dossier", "profile"]);

/** The pages whose messages are a catalogue of their own, loaded with the page (src/i18n). */
export const pageCatalogueAreas: Partial<Record<RouteName, CatalogueArea>> = {
  dossier: "tunnel",
  accessibility: "statement",
  staffQueue: "staff",
  staffSignInCallback: "staff",
  staffFile: "staff",
};
