import { ChakraProvider } from "@chakra-ui/react";
import { I18nProvider } from "@lingui/react";
import { RouterProvider } from "@tanstack/react-router";
import type { SessionActor } from "../auth/sessionActors.ts";
import { i18n } from "../i18n/i18n.ts";
import type { AppRouter } from "./router.tsx";
import { SessionActorContext } from "./sessionContext.ts";
import { system } from "./theme/system.ts";

type AppProps = { router: AppRouter; session?: SessionActor | null };

export function App({ router, session = null }: AppProps) {
  return (
    <ChakraProvider value={system}>
      <I18nProvider i18n={i18n}>
        <SessionActorContext value={session}>
          <RouterProvider router={router} />
        </SessionActorContext>
      </I18nProvider>
    </ChakraProvider>
  );
}
