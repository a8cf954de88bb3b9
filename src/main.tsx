import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/App.tsx";
import { createAppRouter } from "./app/router.tsx";
import { followNavigation, prepareFirstRender } from "./app/startup.ts";

// Lingui renders nothing until a locale is active, so the URL's catalogue loads first.
await prepareFirstRender(window.location.pathname);

const router = createAppRouter();
followNavigation(router);

const container = document.getElementById("root");
if (container) {
  createRoot(container).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
}
