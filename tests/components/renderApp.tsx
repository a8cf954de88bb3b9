import { createMemoryHistory } from "@tanstack/react-router";
import { render } from "@testing-library/react";
import { App } from "../../src/app/App.tsx";
import { createAppRouter } from "../../src/app/router.tsx";
import { activateLocale, browserI18n } from "../../src/i18n/i18n.ts";
import { localeOfPath } from "../../src/routes/paths.ts";
import { testApiClient } from "./apiClient.ts";

/** Renders the whole app at a path, with an in-memory history, as src/startup/start.tsx does. */
export async function renderAppAt(path: string) {
  await activateLocale(browserI18n, localeOfPath(path));
  const router = createAppRouter({
    context: { api: testApiClient(), session: null, i18n: browserI18n },
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  const view = render(<App router={router} />);
  return { router, ...view };
}
