import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/App.tsx";
import { activateLocale } from "./i18n/i18n.ts";
import { localeOfPath } from "./routes/paths.ts";

// Lingui renders nothing until a locale is active, so the URL's catalogue loads first.
await activateLocale(localeOfPath(window.location.pathname));

const container = document.getElementById("root");
if (container) {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
