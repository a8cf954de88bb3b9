import { ChakraProvider } from "@chakra-ui/react";
import { I18nProvider } from "@lingui/react";
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement } from "react";
import { getSystem } from "../../src/app/theme/system.ts";
import { activateLocale, i18n } from "../../src/i18n/i18n.ts";

/** Renders a component alone with the app's providers (Chakra, Lingui in the given language). */
export async function renderWithProviders(element: ReactElement, locale: "fr" | "en" = "fr") {
  await activateLocale(locale);
  const view = render(
    <ChakraProvider value={getSystem()}>
      <I18nProvider i18n={i18n}>{element}</I18nProvider>
    </ChakraProvider>,
  );
  return { ...view, user: userEvent.setup() };
}

/** The text an element's aria-describedby points to, if any. */
export function describedText(element: HTMLElement): string | undefined {
  const id = element.getAttribute("aria-describedby");
  return id ? (document.getElementById(id)?.textContent ?? undefined) : undefined;
}
