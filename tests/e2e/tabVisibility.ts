import type { Page } from "@playwright/test";

/**
 * The tab hidden or shown, as the browser says it (`visibilitychange`): a test cannot switch a
 * headless browser's tabs, so the document's visibility is set and the event sent.
 */
export function setTabVisibility(page: Page, state: "hidden" | "visible"): Promise<void> {
  return page.evaluate((visibility) => {
    Object.defineProperty(document, "visibilityState", {
      configurable: true,
      get: () => visibility,
    });
    Object.defineProperty(document, "hidden", {
      configurable: true,
      get: () => visibility === "hidden",
    });
    document.dispatchEvent(new Event("visibilitychange"));
  }, state);
}
