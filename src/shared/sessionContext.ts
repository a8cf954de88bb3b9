import { shallowEqual, useSelector } from "@xstate/react";
import { createContext, useContext, useSyncExternalStore } from "react";
import type { SessionView } from "../../machines/session.selectors.ts";
import { toSessionView } from "../../machines/session.selectors.ts";
import { type SessionActor, serverRenderedSnapshotOf } from "../auth/sessionActors.ts";

/** The page's one session actor (started in main.tsx), for the shell's account parts. */
export const SessionActorContext = createContext<SessionActor | null>(null);

/** What the shell shows when no session runs at all (component tests of other areas). */
const noSessionView: SessionView = {
  isChecking: false,
  isSignedIn: false,
  showAccountMenu: false,
  user: null,
  initials: "",
  fullName: "",
  showTermsDialog: false,
  termsHtml: null,
  canAcceptTerms: false,
  isAcceptingTerms: false,
  canRetryLoadingTerms: false,
  termsError: null,
  showSessionExpiredDialog: false,
  canSignIn: false,
  isSigningIn: false,
  signInError: null,
  canLogout: false,
  isLoggingOut: false,
};

// useSelector needs an actor-like object even when there is no session.
const absentActor = {
  getSnapshot: () => undefined,
  subscribe: () => ({ unsubscribe: () => {} }),
} as unknown as SessionActor;

type SessionEvent = Parameters<SessionActor["send"]>[0];

// A store that never changes: its server snapshot (false) is what hydration renders, its client
// snapshot (true) what every later render and any render without a server's HTML reads.
const noSubscription = () => () => {};
const isLive = () => true;
const isHydrating = () => false;

/** The session as the shell shows it, and how to send it events. */
export function useSession(): { view: SessionView; send: (event: SessionEvent) => void } {
  const actor = useContext(SessionActorContext);
  const hydrated = useSyncExternalStore(noSubscription, isLive, isHydrating);
  const liveView = useSelector(
    actor ?? absentActor,
    (snapshot) => (snapshot ? toSessionView(snapshot) : noSessionView),
    shallowEqual,
  );
  // While hydrating, the session the server rendered; React renders the live one right after.
  const view = !hydrated && actor ? toSessionView(serverRenderedSnapshotOf(actor)) : liveView;
  return { view, send: (event) => actor?.send(event) };
}
