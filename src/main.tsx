import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app/App.tsx";
import { replayEarlyInteraction } from "./app/earlyInteraction.ts";
import { getInspect } from "./app/inspector.ts";
import { createAppRouter } from "./app/router.tsx";
import { completeSignInIfCallback, followNavigation, prepareFirstRender } from "./app/startup.ts";
import { startSession } from "./auth/sessionActors.ts";

await completeSignInIfCallback();

// The session starts first: page loaders' calls carry its token once it is validated.
const session = startSession({ inspect: getInspect() });
const router = createAppRouter();
// The page's chunk and data load while the catalogue and the shell's content arrive, rather
// than after them: Lingui renders nothing until a locale is active, so both are awaited.
await Promise.all([prepareFirstRender(window.location.pathname), router.load()]);
followNavigation(router);

const container = document.getElementById("root");
if (container) {
  const app = (
    <StrictMode>
      <App router={router} session={session} onLive={markAppLive} />
    </StrictMode>
  );
  // Public pages arrive rendered by the server (server/ssr.ts): the app takes over that HTML.
  if (container.hasChildNodes()) {
    // Tells the router its first render continues the server's (same element tree, no
    // extra Suspense boundary); it has its data from `router.load()` above.
    router.ssr = { manifest: undefined };
    // As a transition, hydration yields to the browser every few milliseconds instead of
    // holding a phone's main thread until the whole page is live.
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    createRoot(container).render(app);
  }
}

/** The app is live: tests (and tools) can tell from `<html data-app-live>`. */
function markAppLive(): void {
  document.documentElement.dataset.appLive = "";
  replayEarlyInteraction();
}
