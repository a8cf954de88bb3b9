import { trackingParameters } from "../config/index.ts";

type Search = Record<string, unknown>;

/**
 * Tracking parameters of the current page carried over to the next one, for a visitor who is
 * not signed in (spec 2.2). Parameters the next page sets itself win.
 * @spec public §2.2 Shell common to all pages
 */
export function keepTrackingParameters(current: Search, next: Search, isSignedIn: boolean): Search {
  if (isSignedIn) return next;
  const kept: Search = {};
  for (const key of trackingParameters) {
    if (current[key] !== undefined && next[key] === undefined) kept[key] = current[key];
  }
  return { ...kept, ...next };
}

let signedIn: () => boolean = () => false;

/** The session feeds this, so navigation knows whether to keep tracking parameters. */
export function setVisitorSignedInSource(source: () => boolean): void {
  signedIn = source;
}

export function isVisitorSignedIn(): boolean {
  return signedIn();
}
