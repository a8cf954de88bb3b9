/**
 * What the queue page renders of the queue machine (machines/staffQueue.ts), so the page never
 * spells a state path.
 */
import type { SnapshotFrom } from "xstate";
import type { staffQueueMachine } from "./staffQueue.ts";

export type StaffQueueSnapshot = SnapshotFrom<typeof staffQueueMachine>;

export function toStaffQueueView(snapshot: StaffQueueSnapshot) {
  const { context } = snapshot;
  const inQueue = (state: "loading" | "showing" | "loadFailed") =>
    snapshot.matches({ queue: state });
  const queue = context.read?.queue ?? null;
  return {
    query: context.query,
    residences: context.read?.residences ?? [],
    isCompletingSignIn: snapshot.matches("completingSignIn"),
    needsSignIn:
      snapshot.matches("signedOut") ||
      snapshot.matches("signInFailed") ||
      snapshot.matches("signedOutHereOnly"),
    hasSignInFailed: snapshot.matches("signInFailed"),
    /** Signed out of the console, the provider's session maybe still open. */
    isProviderStillSignedIn: snapshot.matches("signedOutHereOnly"),
    isSigningIn: snapshot.matches("signingIn"),
    isSigningOut: snapshot.matches("signingOut"),
    canSignOut: snapshot.can({ type: "signOut" }),
    isLoading: inQueue("loading") || snapshot.matches("starting"),
    /** The counts and files of the last page read (kept while the next loads). */
    queue: inQueue("loadFailed") ? null : queue,
    isEmpty: inQueue("showing") && queue !== null && queue.files.length === 0,
    hasFailed: inQueue("loadFailed"),
    errorCode: inQueue("loadFailed") ? (context.failure?.kind ?? "generic") : null,
    canGoBack: snapshot.can({ type: "goToPage", page: context.query.page - 1 }),
    canGoForward: snapshot.can({ type: "goToPage", page: context.query.page + 1 }),
  };
}
