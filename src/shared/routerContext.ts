import type { I18n } from "@lingui/core";
import { useRouter } from "@tanstack/react-router";
import type { KyInstance } from "ky";
import type { SessionActor } from "../auth/sessionActors.ts";

/**
 * What every route of one router shares (src/app/router.tsx): the API client its loaders and
 * machines call through, the page's session and its Lingui instance. The browser builds them
 * once at start (src/startup/start.tsx); the server builds a fresh set for each render
 * (src/entry-server.tsx), so nothing of one visit reaches another through a module.
 */
export type RouterContext = {
  api: KyInstance;
  /** The browser's session actor, the server's anonymous one; none in some component tests. */
  session: SessionActor | null;
  /** The page's language and messages (src/i18n/i18n.ts); `App` provides it to components. */
  i18n: I18n;
};

/** The router's context, for a component that provides a machine's calls (`.provide()`). */
export function useRouterContext(): RouterContext {
  return useRouter().options.context as RouterContext;
}
