import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  lazyRouteComponent,
  type RouterHistory,
  redirect,
} from "@tanstack/react-router";
import { sessionChecked } from "../auth/sessionActors.ts";
import { type Locale, locales } from "../config/index.ts";
import { loadSharedContent, nothingShared } from "../features/shell/sharedContent.ts";
import { loadsSharedContent } from "../features/shell/visibility.ts";
import ErrorPage from "../features/status/ErrorPage.tsx";
import NotFoundPage from "../features/status/NotFoundPage.tsx";
import { activateLocale, loadCatalogueArea } from "../i18n/i18n.ts";
import { ownLanguagePath } from "../routes/languageSwitch.ts";
import { pageCatalogueAreas, pageModules, pagesAfterSessionCheck } from "../routes/pages.tsx";
import { localeOfPath, matchPath } from "../routes/paths.ts";
import { type RouteName, routeNames, routeTable } from "../routes/table.ts";
import { isVisitorSignedIn, keepTrackingParameters } from "../routes/tracking.ts";
import { PageSkeleton } from "../shared/PageSkeleton.tsx";
import { pageAliasesOf } from "../shared/pageData.ts";
import type { RouterContext } from "../shared/routerContext.ts";
import { RootLayout } from "./RootLayout.tsx";

const rootRoute = createRootRouteWithContext<RouterContext>()({
  validateSearch: (search: Record<string, unknown>) => search,
  search: {
    middlewares: [
      ({ search, next }) => keepTrackingParameters(search, next(search), isVisitorSignedIn()),
    ],
  },
  beforeLoad: async ({ location, context }) => {
    await activateLocale(context.i18n, localeOfPath(location.pathname));
  },
  // Not awaited: the page renders while the footer and alerts arrive (they stream in).
  loader: ({ location, context }) => {
    const route = matchPath(location.pathname)?.name;
    const locale = localeOfPath(location.pathname);
    return {
      shared: loadsSharedContent(route) ? loadSharedContent(locale, context.api) : nothingShared,
    };
  },
  component: RootLayout,
  notFoundComponent: NotFoundPage,
  errorComponent: ({ reset }) => <ErrorPage reset={reset} />,
});

/** `/` is the French home page. */
const rootRedirect = createRoute({
  getParentRoute: () => rootRoute,
  path: "/",
  beforeLoad: ({ location }) => {
    throw redirect({ href: routeTable.homepage.fr + location.searchStr });
  },
});

/**
 * A path's trailing optional segment (the tunnel's `/{-$step}`), apart from the page's path. It
 * becomes a child route without component or loader: as part of the page's own route, each of
 * its values would be a new match of the page, loaded (so shown pending) and mounted anew.
 */
function splitOptionalSegment(path: string): { page: string; segment: string | undefined } {
  const found = /^(.*)\/(\{-\$\w+\})$/.exec(path);
  return found ? { page: found[1] ?? path, segment: found[2] } : { page: path, segment: undefined };
}

/** The tree is generated from the route table: one TanStack route per named route and locale. */
function localizedRoutes(name: RouteName) {
  const component = lazyRouteComponent(pageModules[name]);
  return locales.map((locale) => {
    const { page, segment } = splitOptionalSegment(routeTable[name][locale]);
    const route = localizedRoute(name, locale, page, component);
    if (segment === undefined) return route;
    return route.addChildren([createRoute({ getParentRoute: () => route, path: segment })]);
  });
}

function localizedRoute(
  name: RouteName,
  locale: Locale,
  path: string,
  component: ReturnType<typeof lazyRouteComponent>,
) {
  return createRoute({
    getParentRoute: () => rootRoute,
    path,
    component,
    staticData: { routeName: name, locale },
    loaderDeps: ({ search }) => ({ search: search as Record<string, unknown> }),
    beforeLoad: ({ context }) =>
      pagesAfterSessionCheck.has(name) ? sessionChecked(context.session) : undefined,
    // The page module brings its own loader, so its data code is split with it.
    loader: async ({ params, deps, abortController, location, context }) => {
      const area = pageCatalogueAreas[name];
      const [page] = await Promise.all([
        pageModules[name](),
        area ? loadCatalogueArea(context.i18n, area, locale) : undefined,
      ]);
      const data = await page.loadPage?.({
        params: params as Record<string, string>,
        locale,
        search: deps.search,
        signal: abortController.signal,
        api: context.api,
      });
      // Another language's alias under this language's path: one address per page and
      // language, so a permanent redirect (the server answers it with 301).
      const own = ownLanguagePath({
        name,
        locale,
        params: params as Record<string, string>,
        aliases: pageAliasesOf(data),
      });
      if (own) throw redirect({ href: own + location.searchStr, statusCode: 301, replace: true });
      return data;
    },
    pendingComponent: PageSkeleton,
    errorComponent: ({ reset }) => <ErrorPage reset={reset} />,
  });
}

const routeTree = rootRoute.addChildren([rootRedirect, ...routeNames.flatMap(localizedRoutes)]);

/**
 * `context`: the router's API client, session and Lingui instance (src/shared/routerContext.ts). `scriptNonce`:
 * on the server, the response's CSP nonce, which the router's own inline script (scroll
 * restoration) must carry to run under the page's policy (server/http/securityHeaders.ts).
 */
export function createAppRouter(options: {
  context: RouterContext;
  history?: RouterHistory;
  scriptNonce?: string | undefined;
}) {
  const { scriptNonce, ...routerOptions } = options;
  return createRouter({
    routeTree,
    defaultPreload: "intent",
    defaultPendingMs: 150,
    defaultPendingMinMs: 300,
    scrollRestoration: true,
    ...(scriptNonce === undefined ? {} : { ssr: { nonce: scriptNonce } }),
    ...routerOptions,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module "@tanstack/react-router" {
  interface StaticDataRouteOption {
    routeName?: RouteName;
    locale?: (typeof locales)[number];
  }
}
