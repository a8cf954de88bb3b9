import { ChakraProvider } from "@chakra-ui/react";
import { I18nProvider } from "@lingui/react";
import { RouterProvider } from "@tanstack/react-router";
import { useEffect } from "react";
import { SessionActorContext } from "../shared/sessionContext.ts";
import { getSystemWithoutGlobalStyles } from "../startup/systemWithoutGlobalStyles.ts";
import type { AppRouter } from "./router.tsx";
import { getSystem } from "./theme/system.ts";

type AppProps = {
  /**
   * Its context's session is the one the shell shows, its Lingui instance the one components
   * translate with (src/shared/routerContext.ts).
   */
  router: AppRouter;
  /** Runs once the app is live in the browser (after hydrating a server-rendered page). */
  onLive?: () => void;
  /** The page's global styles (reset, tokens) came in its server-rendered <head>. */
  globalStylesInPage?: boolean;
};

export function App({ router, onLive, globalStylesInPage = false }: AppProps) {
  const system = globalStylesInPage ? getSystemWithoutGlobalStyles() : getSystem();
  return (
    <ChakraProvider value={system}>
      <I18nProvider i18n={router.options.context.i18n}>
        <SessionActorContext value={router.options.context.session}>
          <RouterProvider router={router} />
          <WhenLive run={onLive} />
        </SessionActorContext>
      </I18nProvider>
    </ChakraProvider>
  );
}

/**
 * Renders nothing, on the server as in the browser: the element tree (and so every `useId`)
 * is the same on both sides, and its effect runs only in the browser.
 */
function WhenLive({ run }: { run: (() => void) | undefined }) {
  useEffect(() => run?.(), [run]);
  return null;
}
