/**
 * What the shell derives from the session machine's facts: the space-cookie rule, whether the
 * current terms were accepted, the user's initials and full name, and the flags the header, the
 * account menu and the two session dialogs render (`toSessionView`).
 */
import type { SnapshotFrom } from "xstate";
import type { sessionMachine } from "./session.ts";

/**
 * The space cookie's value that means "the visitor was last in this site" (the acquisition
 * site, as opposed to the operator's customer area). When the stored token fails validation
 * and the cookie holds it, the visitor's session here has ended: the session-expired dialog
 * opens (spec 4). Any other value names another space and sends the visitor to sign-in.
 */
export const SPACE_COOKIE_SESSION_VALUE = "acquisition";

/** The signed-in applicant (spec 3, "User info"), as `utilisateur/details` describes them. */
export interface SessionUser {
  contact_id: string;
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
  type_prospect: string | number | null;
  language: string;
  hasAcceptedEmail: boolean;
  hasAcceptedSMS: boolean;
  hasAcceptedEmailGroup: boolean;
  hasAcceptedSMSGroup: boolean;
}

/** Codes the components translate; the machine never holds a sentence. */
export type SessionErrorCode =
  /** The terms text could not be loaded: the terms dialog offers to retry. */
  | "termsUnavailable"
  /** The server did not record the acceptance: the terms dialog stays. */
  | "termsAcceptanceFailed"
  /** The sign-in page could not be reached (configuration or discovery failed). */
  | "signInUnavailable";

/** Facts only: what the browser held at start, what the server said, what the user did. */
export interface SessionContext {
  stored: {
    hasAccessToken: boolean;
    hasIdentityToken: boolean;
    /** A refresh token is kept from an earlier visit: the session can be renewed on return. */
    hasRenewableSession: boolean;
    space: string | null;
  };
  /** Epoch ms (this device's clock) when the access token expires; `null` until known. */
  accessTokenExpiresAt: number | null;
  user: SessionUser | null;
  /** The terms version the user accepted last; `null` when never or not yet loaded. */
  acceptedTermsVersion: number | null;
  terms: { html: string; version: number | null } | null;
  errorCode: SessionErrorCode | null;
  /** Where the browser goes after logout, as the logout call answered. */
  logoutUrl: string | null;
}

export type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

export function spaceIsThisSite(context: Pick<SessionContext, "stored">): boolean {
  return context.stored.space === SPACE_COOKIE_SESSION_VALUE;
}

/** A space cookie that is set (not blank) and is not this site's value. */
export function namesAnotherSpace(context: Pick<SessionContext, "stored">): boolean {
  const space = context.stored.space?.trim() ?? "";
  return space !== "" && space !== SPACE_COOKIE_SESSION_VALUE;
}

/**
 * Accepted only when the user's accepted version is the current one. Unknown versions count as
 * not accepted: showing the terms once too often is better than skipping an update.
 */
export function hasAcceptedCurrentTerms(
  context: Pick<SessionContext, "terms" | "acceptedTermsVersion">,
): boolean {
  const current = context.terms?.version;
  return (
    current !== undefined &&
    current !== null &&
    context.acceptedTermsVersion !== null &&
    context.acceptedTermsVersion === current
  );
}

/** The first letter of a name as a person writes it ("élodie" → "É"), or "". */
function initialOf(name: string): string {
  const first = Array.from(name.trim())[0] ?? "";
  return first.toLocaleUpperCase("fr");
}

/** "Jeanne Dupont" → "JD"; the account menu shows them everywhere but the application page. */
export function initialsOf(user: Pick<SessionUser, "firstname" | "lastname"> | null): string {
  if (!user) return "";
  return `${initialOf(user.firstname)}${initialOf(user.lastname)}`;
}

/** First name then last name, single-spaced; shown in the account menu on the application page. */
export function fullNameOf(user: Pick<SessionUser, "firstname" | "lastname"> | null): string {
  if (!user) return "";
  return `${user.firstname} ${user.lastname}`.replace(/\s+/g, " ").trim();
}

export function selectInitials(snapshot: SessionSnapshot): string {
  return initialsOf(snapshot.context.user);
}

export function selectFullName(snapshot: SessionSnapshot): string {
  return fullNameOf(snapshot.context.user);
}

/**
 * The server accepted the stored token (the terms may still be pending). Navigation keeps
 * tracking parameters only for visitors for whom this is false (src/routes/tracking.ts), and API
 * calls carry the access token only while it is true.
 */
export function selectIsSignedIn(snapshot: SessionSnapshot): boolean {
  return snapshot.matches("authenticated");
}

/**
 * API calls carry the access token while it is validated, and during logout (which ends the
 * server session it belongs to); never before the server accepted it, nor after it died.
 */
export function selectCarriesAccessToken(snapshot: SessionSnapshot): boolean {
  return (
    selectIsSignedIn(snapshot) ||
    snapshot.matches("loggingOut") ||
    snapshot.matches("checkingSession")
  );
}

const checkingStates = [
  "renewingOnReturn",
  "checkingTokenValidity",
  "registeringTokens",
  { authenticated: { account: "loadingUserDetails" } },
  { authenticated: { account: "loadingTerms" } },
] as const;

const termsDialogStates = [
  { authenticated: { account: "termsUnavailable" } },
  { authenticated: { account: "awaitingTermsAcceptance" } },
  { authenticated: { account: "acceptingTerms" } },
] as const;

const expiredDialogStates = ["sessionExpired", "checkingPendingBooking", "signingInAgain"] as const;

const signingInStates = [
  "signingIn",
  "signingInAgain",
  "redirectingToLogin",
  "leftForSignIn",
] as const;

const loggingOutStates = ["loggingOut", "checkingSession", "leavingAfterLogout"] as const;

export interface SessionView {
  /** The session is being established: show neither the account menu nor the sign-in links. */
  isChecking: boolean;
  isSignedIn: boolean;
  /** The account menu (profile, application, logout) replaces the sign-in links. */
  showAccountMenu: boolean;
  user: SessionUser | null;
  initials: string;
  fullName: string;
  /** The terms dialog: it has no close button. */
  showTermsDialog: boolean;
  termsHtml: string | null;
  canAcceptTerms: boolean;
  isAcceptingTerms: boolean;
  canRetryLoadingTerms: boolean;
  termsError: "termsUnavailable" | "termsAcceptanceFailed" | null;
  showSessionExpiredDialog: boolean;
  /** A sign-in button (header link or expired dialog) may be pressed. */
  canSignIn: boolean;
  isSigningIn: boolean;
  signInError: "signInUnavailable" | null;
  canLogout: boolean;
  isLoggingOut: boolean;
}

export function toSessionView(snapshot: SessionSnapshot): SessionView {
  const { user, terms, errorCode } = snapshot.context;
  const isSignedIn = selectIsSignedIn(snapshot);
  const showTermsDialog = termsDialogStates.some((state) => snapshot.matches(state));
  return {
    isChecking: checkingStates.some((state) => snapshot.matches(state)),
    isSignedIn,
    showAccountMenu: isSignedIn && user !== null,
    user,
    initials: initialsOf(user),
    fullName: fullNameOf(user),
    showTermsDialog,
    termsHtml: showTermsDialog ? (terms?.html ?? null) : null,
    canAcceptTerms: snapshot.can({ type: "acceptTerms" }),
    isAcceptingTerms: snapshot.matches({ authenticated: { account: "acceptingTerms" } }),
    canRetryLoadingTerms: snapshot.can({ type: "retryLoadingTerms" }),
    termsError:
      showTermsDialog && (errorCode === "termsUnavailable" || errorCode === "termsAcceptanceFailed")
        ? errorCode
        : null,
    showSessionExpiredDialog: expiredDialogStates.some((state) => snapshot.matches(state)),
    canSignIn: snapshot.can({ type: "signIn" }),
    isSigningIn: signingInStates.some((state) => snapshot.matches(state)),
    signInError: errorCode === "signInUnavailable" ? errorCode : null,
    canLogout: snapshot.can({ type: "logout" }),
    isLoggingOut: loggingOutStates.some((state) => snapshot.matches(state)),
  };
}
