/**
 * The visitor's session (spec public area 4 "Session start", "Session-expired dialog", "Terms
 * dialog", "Logout"; 6 roles): the access-token cookie is checked with the server, handed to the
 * sign-in client, the user's details and the terms text are loaded, updated terms must be
 * accepted, the access token is renewed 30 s before it expires, an ended session opens the
 * session-expired dialog, and logout ends the session on the server then leaves the page.
 *
 * The machine never touches cookies, storage, the network or the address bar: the app reads what
 * the browser holds into the input and provides every actor and action (src/auth/sessionActors.ts).
 * Timers read the time through `sessionDelays(now)`: this device's clock unless provided; tests
 * provide a simulated clock's reading, so they drive renewal with XState's `SimulatedClock`.
 */
import { assign, setup } from "xstate";
import { providedByApp } from "./provided.ts";
import {
  hasAcceptedCurrentTerms,
  namesAnotherSpace,
  type SessionContext,
  type SessionErrorCode,
  type SessionUser,
  spaceIsThisSite,
} from "./session.selectors.ts";

export type { SessionContext, SessionErrorCode, SessionUser } from "./session.selectors.ts";

/**
 * The access token is renewed this long before it expires (spec 9: "token renewal 30 s early").
 * @spec public §9 Business constants and limits
 */
export const RENEW_BEFORE_EXPIRY_MS = 30_000;

/** Browsers run a longer timer at once (32-bit overflow): a far expiry waits this long at most. */
const LONGEST_TIMER_MS = 2_147_483_647;

/** What the browser holds when the page starts; the app reads it (src/auth/sessionActors.ts). */
export interface SessionInput {
  hasAccessToken: boolean;
  hasStoredIdentityToken: boolean;
  /**
   * A refresh token from an earlier visit is kept (its access token, and so the cookie, may be
   * gone): the session is renewed before the visitor is taken for anonymous.
   */
  hasRenewableSession?: boolean | undefined;
  /** The space cookie's value, when set. */
  space?: string | null | undefined;
}

/** Why the visitor is sent to the sign-in page; the app adds the side effects of each reason. */
export type SignInReason =
  /** The "Se connecter" link or a page that needs a signed-in visitor. */
  | "visitor"
  /** The session-expired dialog's sign-in button: the app first saves the pending booking. */
  | "sessionExpired"
  /** The space cookie names another space of the operator (spec 4). */
  | "otherSpace";

export interface SignInRequest {
  reason: SignInReason;
  /** Same-origin path to come back to; the app defaults it to the current page. */
  returnTo?: string | undefined;
}

export type SessionEvent =
  /** The terms dialog's accept button. */
  | { type: "acceptTerms" }
  /** The terms dialog's retry button, when the terms text could not be loaded. */
  | { type: "retryLoadingTerms" }
  /** The account menu's logout entry. */
  | { type: "logout" }
  /** A sign-in link or button: from a visitor, or in the session-expired dialog. */
  | { type: "signIn"; returnTo?: string }
  /** The session-expired dialog's close button. */
  | { type: "closeExpiredDialog" };

/** When the access token expires, as the server sees it (epoch ms, this device's clock). */
export interface TokenValidity {
  expiresAt: number | null;
}

export interface RegisteredTokens {
  /** Epoch ms on this device's clock. */
  accessTokenExpiresAt: number;
}

export interface LoadedUser {
  user: SessionUser;
  /** The terms version the user last accepted; `null` when never. */
  acceptedTermsVersion: number | null;
}

export interface LoadedTerms {
  /** Server HTML: sanitise before rendering. */
  html: string;
  version: number | null;
}

/** Reads a clock: epoch ms. */
export type ReadClock = () => number;

/** The delay until `earlyMs` before the access token expires: at once when that has passed. */
function untilBeforeExpiry(earlyMs: number, now: ReadClock) {
  return ({ context }: { context: SessionContext }): number => {
    if (context.accessTokenExpiresAt === null) return 0;
    const wait = context.accessTokenExpiresAt - earlyMs - now();
    return Math.min(LONGEST_TIMER_MS, Math.max(0, wait));
  };
}

/**
 * The session's two timers, measured from `now`. The machine uses this device's clock; a test
 * that schedules on XState's `SimulatedClock` (`createActor(machine, { clock })`) provides the
 * same delays read from that clock: `machine.provide({ delays: sessionDelays(() => clock.now()) })`.
 */
export function sessionDelays(now: ReadClock) {
  return {
    RENEW_BEFORE_EXPIRY: untilBeforeExpiry(RENEW_BEFORE_EXPIRY_MS, now),
    ACCESS_TOKEN_EXPIRY: untilBeforeExpiry(0, now),
  };
}

/**
 * The invoke of the app's redirect to sign-in, for a reason (a sign-in event's return path goes
 * with it); when sign-in cannot start, `fallback` is taken with the signInUnavailable error.
 */
function redirectToLogin(reason: SignInReason, fallback: { target: string; description: string }) {
  return {
    id: "redirectToLogin",
    src: "redirectToLogin",
    input: ({ event }: { event: SessionEvent }): SignInRequest => ({
      reason,
      returnTo: event.type === "signIn" ? event.returnTo : undefined,
    }),
    onDone: { target: "leftForSignIn", description: "The browser is leaving for sign-in." },
    onError: {
      target: fallback.target,
      actions: { type: "setError", params: "signInUnavailable" },
      description: fallback.description,
    },
  } as const;
}

export const sessionMachine = setup({
  types: {
    input: {} as SessionInput,
    context: {} as SessionContext,
    events: {} as SessionEvent,
  },
  actors: {
    // The real actors are in src/auth/sessionActors.ts. These defaults fail, so a forgotten
    // provide ends on the safe side (anonymous, expired dialog), never signed in.
    checkTokenValidity: providedByApp.actor<TokenValidity>("session", "checkTokenValidity"),
    registerTokens: providedByApp.actor<RegisteredTokens, TokenValidity>(
      "session",
      "registerTokens",
    ),
    loadUserDetails: providedByApp.actor<LoadedUser>("session", "loadUserDetails"),
    loadTerms: providedByApp.actor<LoadedTerms>("session", "loadTerms"),
    acceptTerms: providedByApp.actor<void>("session", "acceptTerms"),
    refreshTokens: providedByApp.actor<RegisteredTokens>("session", "refreshTokens"),
    redirectToLogin: providedByApp.actor<void, SignInRequest>("session", "redirectToLogin"),
    hasPendingBooking: providedByApp.actor<boolean>("session", "hasPendingBooking"),
    logout: providedByApp.actor<{ url: string }>("session", "logout"),
    checkSession: providedByApp.actor<void>("session", "checkSession"),
  },
  guards: {
    hasAccessToken: ({ context }) => context.stored.hasAccessToken,
    hasStoredIdentityToken: ({ context }) => context.stored.hasIdentityToken,
    hasRenewableSession: ({ context }) => context.stored.hasRenewableSession,
    spaceIsThisSite: ({ context }) => spaceIsThisSite(context),
    namesAnotherSpace: ({ context }) => namesAnotherSpace(context),
    hasAcceptedCurrentTerms: ({ context }) => hasAcceptedCurrentTerms(context),
    bookingIsPending: (_, hasPending: boolean) => hasPending,
  },
  actions: {
    // Side effects on the browser, provided by the app; the defaults do nothing on purpose
    // (a test checks that src/auth/sessionActors.ts provides every one of them).
    clearLocalSession: providedByApp.inertAction(),
    forgetExpiredAccessToken: providedByApp.inertAction(),
    navigateAfterLogout: providedByApp.inertAction<{ url: string | null }>(),
    reloadPage: providedByApp.inertAction(),
    rememberTokenValidity: assign({
      accessTokenExpiresAt: (_, validity: TokenValidity) => validity.expiresAt,
    }),
    rememberTokens: assign({
      accessTokenExpiresAt: (_, tokens: RegisteredTokens) => tokens.accessTokenExpiresAt,
    }),
    rememberUser: assign({
      user: (_, loaded: LoadedUser) => loaded.user,
      acceptedTermsVersion: (_, loaded: LoadedUser) => loaded.acceptedTermsVersion,
    }),
    rememberTerms: assign({ terms: (_, terms: LoadedTerms) => terms }),
    rememberTermsAccepted: assign({
      acceptedTermsVersion: ({ context }) => context.terms?.version ?? null,
    }),
    rememberLogoutUrl: assign({ logoutUrl: (_, answer: { url: string }) => answer.url }),
    setError: assign({ errorCode: (_, code: SessionErrorCode) => code }),
    clearError: assign({ errorCode: null }),
  },
  delays: sessionDelays(() => Date.now()),
}).createMachine({
  id: "session",
  meta: { spec: ["public §4 States and transitions", "public §6 Roles and permissions"] },
  description:
    "The visitor's session: checks the stored access token, loads the user and the terms (updated terms must be accepted), renews the token 30 s before it expires, opens the session-expired dialog when the session ends, and logs out.",
  context: ({ input }) => ({
    stored: {
      hasAccessToken: input.hasAccessToken,
      hasIdentityToken: input.hasStoredIdentityToken,
      hasRenewableSession: input.hasRenewableSession ?? false,
      space: input.space ?? null,
    },
    accessTokenExpiresAt: null,
    user: null,
    acceptedTermsVersion: null,
    terms: null,
    errorCode: null,
    logoutUrl: null,
  }),
  initial: "choosingStart",
  states: {
    choosingStart: {
      description:
        "Looks at what the browser holds: an access-token cookie, an identity token, a space cookie.",
      always: [
        {
          guard: "hasAccessToken",
          target: "checkingTokenValidity",
          description: "An access-token cookie exists: ask the server whether it is still valid.",
        },
        {
          guard: "hasRenewableSession",
          target: "renewingOnReturn",
          description:
            "No access token, but a refresh token kept from an earlier visit: renew the session.",
        },
        {
          guard: "namesAnotherSpace",
          target: "redirectingToLogin",
          description:
            "No token, and the space cookie names another space of the operator: go to sign-in.",
        },
        {
          guard: "hasStoredIdentityToken",
          target: "anonymous",
          actions: "clearLocalSession",
          description:
            "No token but an identity token is stored: the local session is stale, clear it.",
        },
        { target: "anonymous", description: "Nothing stored: an anonymous visitor." },
      ],
    },
    renewingOnReturn: {
      description:
        "A returning visitor whose access token has expired: renews it with the kept refresh token before anything that needs the user renders (pages wait while the session is checking).",
      invoke: {
        id: "renewOnReturn",
        src: "refreshTokens",
        onDone: {
          target: "authenticated",
          actions: { type: "rememberTokens", params: ({ event }) => event.output },
          description: "New tokens: the visitor is still signed in.",
        },
        onError: {
          target: "anonymous",
          actions: "clearLocalSession",
          description:
            "The provider refused the refresh token (revoked, expired): only then is the visitor signed out; the local session is cleared.",
        },
      },
    },
    checkingTokenValidity: {
      description: "Asks the server whether the access token of the cookie is still valid.",
      invoke: {
        id: "checkTokenValidity",
        src: "checkTokenValidity",
        onDone: {
          target: "registeringTokens",
          actions: { type: "rememberTokenValidity", params: ({ event }) => event.output },
          description: "The token is valid: keep when the server says it expires.",
        },
        onError: {
          target: "decidingAfterFailedValidation",
          description: "The token is not valid (or the check failed).",
        },
      },
    },
    registeringTokens: {
      description:
        "Hands the tokens to the sign-in client, which settles when the access token expires.",
      invoke: {
        id: "registerTokens",
        src: "registerTokens",
        input: ({ context }) => ({ expiresAt: context.accessTokenExpiresAt }),
        onDone: {
          target: "authenticated",
          actions: { type: "rememberTokens", params: ({ event }) => event.output },
          description: "The sign-in client holds the tokens: the session is open.",
        },
        onError: {
          target: "decidingAfterFailedValidation",
          description:
            "The tokens cannot be used (their expiry is unknown): as if validation failed.",
        },
      },
    },
    decidingAfterFailedValidation: {
      description:
        "The stored token did not open a session; the space cookie decides what follows.",
      always: [
        {
          guard: "spaceIsThisSite",
          target: "sessionExpired",
          description:
            "The space cookie holds this site's value: the visitor was signed in here, so the session expired.",
        },
        {
          guard: "namesAnotherSpace",
          target: "redirectingToLogin",
          description: "The space cookie names another space: go to sign-in.",
        },
        { target: "anonymous", description: "No space cookie: continue as an anonymous visitor." },
      ],
    },
    authenticated: {
      type: "parallel",
      description:
        "A valid access token: the account is loaded while the token is renewed before it expires.",
      states: {
        tokens: {
          description: "Keeps the access token valid for as long as the session lasts.",
          initial: "waitingToRenew",
          states: {
            waitingToRenew: {
              meta: { spec: "public §9 Business constants and limits" },
              description:
                "Waits until 30 s before the access token expires (at once if that moment has passed).",
              after: {
                RENEW_BEFORE_EXPIRY: {
                  target: "renewingTokens",
                  description: "30 s before expiry: renew the access token.",
                },
              },
            },
            renewingTokens: {
              description: "Renews the access token with the refresh token (which is rotated).",
              invoke: {
                id: "refreshTokens",
                src: "refreshTokens",
                onDone: {
                  target: "waitingToRenew",
                  actions: { type: "rememberTokens", params: ({ event }) => event.output },
                  description: "New tokens: wait for the next renewal, 30 s before the new expiry.",
                },
                onError: {
                  target: "#session.sessionExpired",
                  description: "Renewal failed: the session-expired dialog opens.",
                },
              },
              after: {
                ACCESS_TOKEN_EXPIRY: {
                  target: "#session.sessionExpired",
                  description:
                    "The token expired before renewal succeeded: the session-expired dialog opens.",
                },
              },
            },
          },
        },
        account: {
          description: "Who is signed in, and whether they accepted the current terms.",
          initial: "loadingUserDetails",
          states: {
            loadingUserDetails: {
              description:
                "Loads the user's details (names for the account menu, accepted terms version).",
              invoke: {
                id: "loadUserDetails",
                src: "loadUserDetails",
                onDone: {
                  target: "loadingTerms",
                  actions: { type: "rememberUser", params: ({ event }) => event.output },
                  description: "The user is known: load the current terms.",
                },
                onError: {
                  target: "#session.decidingAfterFailedValidation",
                  description: "The token does not let the user in: as if validation failed.",
                },
              },
            },
            loadingTerms: {
              description: "Loads the current terms text and version.",
              invoke: {
                id: "loadTerms",
                src: "loadTerms",
                onDone: {
                  target: "checkingTermsAcceptance",
                  actions: [
                    { type: "rememberTerms", params: ({ event }) => event.output },
                    "clearError",
                  ],
                  description: "The terms arrived: compare their version with the user's.",
                },
                onError: {
                  target: "termsUnavailable",
                  actions: { type: "setError", params: "termsUnavailable" },
                  description: "The terms could not be loaded: the terms dialog offers to retry.",
                },
              },
            },
            checkingTermsAcceptance: {
              description: "Decides whether the user must accept the current terms.",
              always: [
                {
                  guard: "hasAcceptedCurrentTerms",
                  target: "signedIn",
                  description: "The user already accepted this version: signed in.",
                },
                {
                  target: "awaitingTermsAcceptance",
                  description: "Updated terms (or never accepted): the terms dialog opens.",
                },
              ],
            },
            termsUnavailable: {
              description:
                "The terms dialog shows that the terms could not be loaded, with a retry button. It cannot be closed.",
              on: {
                retryLoadingTerms: {
                  target: "loadingTerms",
                  description: "The user asks to load the terms again.",
                },
              },
            },
            awaitingTermsAcceptance: {
              meta: { spec: "public §2.3 Dialogs" },
              description:
                "The terms dialog shows the updated terms. It cannot be closed; only accepting leaves it.",
              on: {
                acceptTerms: {
                  target: "acceptingTerms",
                  actions: "clearError",
                  description: "The user accepts the terms.",
                },
              },
            },
            acceptingTerms: {
              description: "Tells the server the user accepted the current terms.",
              invoke: {
                id: "acceptTerms",
                src: "acceptTerms",
                onDone: {
                  target: "signedIn",
                  actions: "rememberTermsAccepted",
                  description: "Accepted: the terms dialog closes.",
                },
                onError: {
                  target: "awaitingTermsAcceptance",
                  actions: { type: "setError", params: "termsAcceptanceFailed" },
                  description: "The acceptance was not recorded: the dialog stays, with an error.",
                },
              },
            },
            signedIn: {
              description:
                "Signed in: the account menu shows the user's initials (full name on the application page).",
              on: {
                logout: {
                  target: "#session.loggingOut",
                  description: "The user chooses logout in the account menu.",
                },
              },
            },
          },
        },
      },
    },
    sessionExpired: {
      meta: { spec: "public §2.3 Dialogs" },
      description: "The session-expired dialog: sign in again, or close it.",
      entry: "forgetExpiredAccessToken",
      on: {
        signIn: {
          target: "signingInAgain",
          actions: "clearError",
          description: "The dialog's sign-in button: save the pending booking, then go to sign-in.",
        },
        closeExpiredDialog: {
          target: "checkingPendingBooking",
          description: "The dialog's close button.",
        },
      },
    },
    checkingPendingBooking: {
      description:
        "Closing the expired dialog reloads the page, unless a booking is pending (temporary dossier info).",
      invoke: {
        id: "hasPendingBooking",
        src: "hasPendingBooking",
        onDone: [
          {
            guard: { type: "bookingIsPending", params: ({ event }) => event.output },
            target: "anonymous",
            description: "A booking is pending: the dialog closes without a reload.",
          },
          { target: "reloadingPage", description: "No booking is pending: the page reloads." },
        ],
        onError: { target: "reloadingPage", description: "Unknown: the page reloads." },
      },
    },
    signingInAgain: {
      description:
        "The session-expired dialog's sign-in: the app saves the pending booking and leaves for sign-in.",
      invoke: redirectToLogin("sessionExpired", {
        target: "sessionExpired",
        description: "Sign-in could not start: the dialog stays, with an error.",
      }),
    },
    redirectingToLogin: {
      description: "The space cookie names another space: the visitor is sent to sign-in.",
      invoke: redirectToLogin("otherSpace", {
        target: "anonymous",
        description: "Sign-in could not start: continue as an anonymous visitor.",
      }),
    },
    anonymous: {
      meta: { spec: "public §6 Roles and permissions" },
      description: "Not signed in: the header offers sign-in instead of the account menu.",
      on: {
        signIn: {
          target: "signingIn",
          actions: "clearError",
          description: "The visitor chooses to sign in.",
        },
      },
    },
    signingIn: {
      description: "Prepares the sign-in request and leaves for the sign-in page.",
      invoke: redirectToLogin("visitor", {
        target: "anonymous",
        description: "Sign-in could not start: still anonymous, with an error.",
      }),
    },
    loggingOut: {
      description:
        "Ends the session on the server (okta/logout with the id token), which answers where to go.",
      invoke: {
        id: "logout",
        src: "logout",
        onDone: {
          target: "checkingSession",
          actions: { type: "rememberLogoutUrl", params: ({ event }) => event.output },
          description: "The server answered the address to leave for.",
        },
        onError: {
          target: "leavingAfterLogout",
          description:
            "The server did not answer: the local session still ends, and the home page loads.",
        },
      },
    },
    checkingSession: {
      description: "Tells the server the session ends here (okta/checkSession).",
      invoke: {
        id: "checkSession",
        src: "checkSession",
        onDone: { target: "leavingAfterLogout", description: "Done: leave." },
        onError: {
          target: "leavingAfterLogout",
          description: "Failed: leave all the same, the user asked to log out.",
        },
      },
    },
    leavingAfterLogout: {
      type: "final",
      description:
        "Local data and cookies are cleared and the browser goes to the address of the logout answer.",
      entry: [
        "clearLocalSession",
        { type: "navigateAfterLogout", params: ({ context }) => ({ url: context.logoutUrl }) },
      ],
    },
    leftForSignIn: {
      type: "final",
      description: "The browser is on its way to the sign-in page.",
    },
    reloadingPage: {
      type: "final",
      description:
        "The session-expired dialog was closed with no pending booking: the page reloads.",
      entry: "reloadPage",
    },
  },
});
