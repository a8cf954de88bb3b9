import ErrorPage from "../features/status/ErrorPage.tsx";
import NotFoundPage from "../features/status/NotFoundPage.tsx";
import type { CatalogueArea } from "../i18n/i18n.ts";
import type { PageModule } from "../shared/pageData.ts";
import type { RouteName } from "./table.ts";

/** Each named route's page module, loaded with its route so it is its own chunk. */
export const pageModules: Record<RouteName, () => Promise<PageModule>> = {
  homepage: () => import("../features/home/HomePage.tsx"),
  residences: () => import("../features/residences/ResidencesPage.tsx"),
  residenceDetails: () => import("../features/residences/ResidencePage.tsx"),
  typologies: () => import("../features/typology/TypologyPage.tsx"),
  dossier: () => import("../features/tunnel/DossierPage.tsx"),
  profile: () => import("../features/profile/ProfilePage.tsx"),
  searchResult: () => import("../features/search/SearchResultsPage.tsx"),
  mag: () => import("../features/mag/MagazinePage.tsx"),
  newsDetails: () => import("../features/mag/ArticlePage.tsx"),
  book: () => import("../features/book/BookPage.tsx"),
  faq: () => import("../features/faq/FaqPage.tsx"),
  city: () => import("../features/cities/CityPage.tsx"),
  cityLanding: () => import("../features/cities/CityLandingPage.tsx"),
  sitemap: () => import("../features/sitemap/SitemapPage.tsx"),
  footer: () => import("../features/footerPage/FooterPage.tsx"),
  alertDetails: () => import("../features/alertDetails/AlertDetailsPage.tsx"),
  campus: () => import("../features/campus/CampusPage.tsx"),
  signInCallback: () => import("../features/session/SignInCallbackPage.tsx"),
  // Already in the main bundle: they render when anything else fails to load.
  notFound: async () => ({ default: NotFoundPage }),
  error: async () => ({ default: () => <ErrorPage /> }),
};

/** The pages whose messages are a catalogue of their own, loaded with the page (src/i18n). */
export const pageCatalogueAreas: Partial<Record<RouteName, CatalogueArea>> = {
  dossier: "tunnel",
};
