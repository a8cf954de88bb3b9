import { ChakraProvider } from "@chakra-ui/react";
import { I18nProvider } from "@lingui/react";
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from "@tanstack/react-router";
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement } from "react";
import { getSystem } from "../../src/app/theme/system.ts";
import { activateLocale, browserI18n } from "../../src/i18n/i18n.ts";
import { testApiClient } from "./apiClient.ts";

/** Renders a component alone with the app's providers (Chakra, Lingui in the given language). */
export async function renderWithProviders(element: ReactElement, locale: "fr" | "en" = "fr") {
  await activateLocale(browserI18n, locale);
  const view = render(
    <ChakraProvider value={getSystem()}>
      <I18nProvider i18n={browserI18n}>{element}</I18nProvider>
    </ChakraProvider>,
  );
  return { ...view, user: userEvent.setup() };
}

/**
 * The same, inside a router of its own whose context has an API client (the app's default
 * address, which MSW answers) and no session: for a component that provides a machine's calls.
 */
export async function renderInRouter(element: ReactElement, locale: "fr" | "en" = "fr") {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => element }),
    history: createMemoryHistory({ initialEntries: ["/"] }),
    context: { api: testApiClient(), session: null, i18n: browserI18n },
  });
  await router.load();
  return renderWithProviders(<RouterProvider router={router} />, locale);
}

/** The text an element's aria-describedby points to, if any. */
export function describedText(element: HTMLElement): string | undefined {
  const ids = element.getAttribute("aria-describedby");
  if (!ids) return undefined;
  // An error, then the field's format hint when it has one (RGAA 11.11), one sentence each.
  return ids
    .split(" ")
    .map((id) => document.getElementById(id)?.textContent ?? "")
    .join(" ");
}
