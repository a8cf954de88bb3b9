import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "../app/App.tsx";
import {
  completeSignInIfCallback,
  followNavigation,
  prepareFirstRender,
} from "../app/lifecycle.ts";
import { createAppRouter } from "../app/router.tsx";
import { getSystem } from "../app/theme/system.ts";
import { startSession } from "../auth/sessionActors.ts";
import { resumeAfterSignIn } from "../auth/signInHistory.ts";
import { formatterPreparations } from "../i18n/format.ts";
import { browserI18n } from "../i18n/i18n.ts";
import { localeOfPath } from "../routes/paths.ts";
import { getInspect } from "../shared/inspector.ts";
import { replayEarlyInteraction } from "./earlyInteraction.ts";
import { answeringFetch, readServerAnswers } from "./serverAnswers.ts";
import { retireShellTitle } from "./shellTitle.ts";
import { yieldToBrowser } from "./yieldToBrowser.ts";

/**
 * Starts the app in the browser as a few short tasks rather than one long one (on a phone, a
 * long task is a page that ignores taps): the session, then the router and the loads, then the
 * style system, then the number and date formatters (one kind per task), then hydration,
 * which itself yields every few milliseconds.
 */
export async function startApp(): Promise<void> {
  // Back from the provider's pages to the page sign-in started from (auth/signInHistory.ts).
  if (resumeAfterSignIn({ isRestored: false })) return;
  window.addEventListener("pageshow", (event) => {
    if (event.persisted) resumeAfterSignIn({ isRestored: true });
  });
  if ((await completeSignInIfCallback()) === "leaving") return;
  // A server-rendered page came with the API answers it was built from: the first calls reuse
  // them; the rest are forgotten once the page is live, so later navigations ask the API.
  const serverAnswers = answeringFetch(
    (input, init) => fetch(input, init),
    readServerAnswers(document),
  );

  // The session starts first, with the router's API client: page loaders' calls carry its
  // token once it is validated.
  const { session, api } = startSession({
    inspect: getInspect(),
    client: { fetch: serverAnswers.fetch },
  });
  await yieldToBrowser();
  const context = { api, session, i18n: browserI18n };
  const router = createAppRouter({ context });
  // The page's chunk and data load while the catalogue and the shell's content arrive, rather
  // than after them: Lingui renders nothing until a locale is active, so both are awaited.
  const firstRenderReady = Promise.all([
    prepareFirstRender(window.location.pathname, context),
    router.load(),
  ]);
  await yieldToBrowser();
  getSystem();
  await yieldToBrowser();
  for (const prepare of formatterPreparations(localeOfPath(window.location.pathname))) {
    prepare();
    await yieldToBrowser();
  }
  await firstRenderReady;
  await yieldToBrowser();
  followNavigation(router);
  await yieldToBrowser();

  const container = document.getElementById("root");
  if (!container) return;
  // Public pages arrive rendered by the server (server/ssr.ts): the app takes over that HTML.
  const serverRendered = container.hasChildNodes();
  const app = (
    <StrictMode>
      <App
        router={router}
        onLive={() => {
          serverAnswers.forget();
          markAppLive();
        }}
        globalStylesInPage={serverRendered || hasServerGlobalStyles()}
      />
    </StrictMode>
  );
  if (serverRendered) {
    // Tells the router its first render continues the server's (same element tree, no
    // extra Suspense boundary); it has its data from `router.load()` above.
    router.ssr = { manifest: undefined };
    // As a transition, hydration yields to the browser every few milliseconds instead of
    // holding a phone's main thread until the whole page is live.
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    // The same for a page rendered in the browser only (the tunnel, the profile): as a
    // transition, its first render is built in short slices rather than in one long task.
    retireShellTitle(document.head);
    const root = createRoot(container);
    startTransition(() => {
      root.render(app);
    });
  }
}

/**
 * The server puts the global styles in the <head> of every page it sends, a page it leaves to
 * the browser included (src/entry-server.tsx): the style system then leaves them there.
 */
function hasServerGlobalStyles(): boolean {
  return document.head.querySelector('style[data-emotion^="css-global"]') !== null;
}

/** The app is live: tests (and tools) can tell from `<html data-app-live>`. */
function markAppLive(): void {
  document.documentElement.dataset.appLive = "";
  replayEarlyInteraction();
}
