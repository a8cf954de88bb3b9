import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/App.tsx";
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
  createRoot(container).render(
    <StrictMode>
      <App router={router} session={session} />
    </StrictMode>,
  );
}
