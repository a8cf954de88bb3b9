import { useRouterState } from "@tanstack/react-router";
import type { Locale } from "../config/index.ts";
import { localeOfPath, matchPath, type RouteMatch } from "../routes/paths.ts";

/** The named route of the current location (undefined on an unknown path). */
export function useCurrentRoute(): RouteMatch | undefined {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  return matchPath(pathname);
}

export function useCurrentLocale(): Locale {
  return useRouterState({ select: (state) => localeOfPath(state.location.pathname) });
}
