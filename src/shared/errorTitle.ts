import { useSyncExternalStore } from "react";

/**
 * Whether an error summary shows (src/forms/ErrorSummary.tsx): while one does, the page's title
 * starts with "Erreur : " (GOV.UK's pattern). The summaries say so here and the page's one
 * `<title>` (PageTitle) reads it: a summary rendering a second `<title>` made the document
 * invalid (HTML allows one; RGAA 8.2). Several summaries shown at once (the profile's sections)
 * count once each.
 */
let summariesShown = 0;
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

/** Says a summary shows; the function returned says it no longer does. */
export function reportErrorSummaryShown(): () => void {
  summariesShown += 1;
  notify();
  let withdrawn = false;
  return () => {
    if (withdrawn) return;
    withdrawn = true;
    summariesShown -= 1;
    notify();
  };
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True while any error summary shows (false on the server: a page is sent without errors). */
export function useErrorSummaryShown(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => summariesShown > 0,
    () => false,
  );
}
