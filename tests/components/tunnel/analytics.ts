import { getDataLayer } from "../../../src/analytics/dataLayer.ts";

/** What the app pushed to the analytics data layer, besides page views. */
export function dataLayerEvents(): unknown[] {
  return getDataLayer().filter(
    (entry) => typeof entry === "object" && entry !== null && "event" in entry,
  );
}
