import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/App.tsx";
import { getInspect } from "./app/inspector.ts";
import { createAppRouter } from "./app/router.tsx";
import { completeSignInIfCallback, followNavigation, prepareFirstRender } from "./app/startup.ts";
import { startSession } from "./auth/sessionActors.ts";

await completeSignInIfCallback();
// Lingui renders nothing until a locale is active, so the URL's catalogue loads first.
await prepareFirstRender(window.location.pathname);

const session = startSession({ inspect: getInspect() });
const router = createAppRouter();
followNavigation(router);

const container = document.getElementById("root");
if (container) {
  createRoot(container).render(
    <StrictMode>
      <App router={router} session={session} />
    </StrictMode>,
  );
}
