import { ChakraProvider } from "@chakra-ui/react";
import { I18nProvider } from "@lingui/react";
import { RouterProvider } from "@tanstack/react-router";
import { i18n } from "../i18n/i18n.ts";
import type { AppRouter } from "./router.tsx";
import { system } from "./theme/system.ts";

export function App({ router }: { router: AppRouter }) {
  return (
    <ChakraProvider value={system}>
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>
    </ChakraProvider>
  );
}
