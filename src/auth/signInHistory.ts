/**
 * Back never lands on the provider's pages. Signing in leaves the site for the
 * provider, whose pages (the form, each failed attempt) become history entries between the page
 * the visitor started from and our callback. The callback cannot remove them, so it goes back
 * to the starting page, which then opens the page to come back to as a new entry: the
 * provider's entries were "forward" ones and the browser drops them.
 */
import * as v from "valibot";
import { defineStorageKey } from "../storage/storageKey.ts";

/**
 * Our names, session storage (this tab's history only): how long the history was when sign-in
 * left for the provider, then the page the starting page must open once it is back.
 */
const historyBeforeSignInStorage = defineStorageKey(
  "history_before_sign_in",
  v.pipe(v.number(), v.integer(), v.minValue(1)),
  "session",
);
const resumeAfterSignInStorage = defineStorageKey(
  "resume_after_sign_in",
  v.pipe(v.string(), v.startsWith("/")),
  "session",
);

/** The Navigation API's answer where the browser has it (not every browser does yet). */
function mayGoForward(): boolean {
  const navigation = (window as { navigation?: { canGoForward?: boolean } }).navigation;
  return navigation?.canGoForward ?? true;
}

/**
 * Before leaving for the provider. The count must start from the history's last entry: leaving
 * from an entry with forward ones (the visitor came back to it) drops them, so the history would
 * grow less than the provider's entries. A copy of this entry drops them first, where the
 * browser cannot tell there are none.
 */
export function rememberHistoryBeforeSignIn(): void {
  if (mayGoForward()) window.history.pushState(window.history.state, "", window.location.href);
  historyBeforeSignInStorage.write(window.history.length);
}

/**
 * On the callback, signed in: goes back to the starting page, which opens `returnTo`. False when
 * the way back is unknown (no length kept, or a history that did not grow, as a browser's cap
 * on its length makes it); the caller then replaces the callback's entry with `returnTo`.
 */
export function goBackBeforeProvider(returnTo: string): boolean {
  const lengthBefore = historyBeforeSignInStorage.read();
  historyBeforeSignInStorage.clear();
  const entriesSince = window.history.length - (lengthBefore ?? window.history.length);
  if (entriesSince <= 0) return false;
  resumeAfterSignInStorage.write(returnTo);
  // The callback's own entry must not keep the code either, should the going back fail.
  window.history.replaceState(null, "", returnTo);
  window.history.go(-entriesSince);
  return true;
}

/**
 * On the starting page, back from the callback: opens the page to come back to as a new entry.
 * True when it does, so the starting page does not start; false when there is nothing to resume,
 * or, on a page loaded again, when it is that page already. A page the browser restored from its
 * cache (`isRestored`) still shows the visitor signed out, so it is always loaded again.
 */
export function resumeAfterSignIn({ isRestored }: { isRestored: boolean }): boolean {
  const returnTo = resumeAfterSignInStorage.read();
  resumeAfterSignInStorage.clear();
  if (returnTo === undefined) return false;
  if (!isRestored && returnTo === window.location.pathname + window.location.search) return false;
  window.location.assign(returnTo);
  return true;
}
