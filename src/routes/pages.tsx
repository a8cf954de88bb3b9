import type { PageModule } from "../app/pageData.ts";
import ErrorPage from "../features/status/ErrorPage.tsx";
import NotFoundPage from "../features/status/NotFoundPage.tsx";
import type { RouteName } from "./table.ts";

const placeholder = () => import("../features/placeholder/PlaceholderPage.tsx");

/** Each named route's page module, loaded with its route so it is its own chunk. */
export const pageModules: Record<RouteName, () => Promise<PageModule>> = {
  homepage: () => import("../features/home/HomePage.tsx"),
  residences: placeholder,
  residenceDetails: placeholder,
  typologies: placeholder,
  dossier: placeholder,
  profile: placeholder,
  searchResult: placeholder,
  mag: placeholder,
  newsDetails: placeholder,
  book: placeholder,
  faq: placeholder,
  city: placeholder,
  cityLanding: placeholder,
  sitemap: placeholder,
  footer: placeholder,
  alertDetails: placeholder,
  campus: placeholder,
  signInCallback: placeholder,
  // Already in the main bundle: they render when anything else fails to load.
  notFound: async () => ({ default: NotFoundPage }),
  error: async () => ({ default: () => <ErrorPage /> }),
};
