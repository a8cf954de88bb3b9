/**
 * The real side effects of the session machine (machines/session.ts): the API calls of spec 7,
 * the token storage, the sign-in client and the browser's address bar. The app starts the
 * session with `startSession()` (or provides `sessionImplementations()` itself) once per page.
 *
 * The sign-in client (and its OAuth library) is imported only when a renewal or a sign-in needs
 * it, so an anonymous visitor's home page never loads it.
 */
import type { KyInstance } from "ky";
import * as v from "valibot";
import {
  type Actor,
  createActor,
  fromPromise,
  type InspectionEvent,
  type Observer,
  waitFor,
} from "xstate";
import {
  selectCarriesAccessToken,
  selectIsSignedIn,
  toSessionView,
} from "../../machines/session.selectors.ts";
import {
  type LoadedTerms,
  type LoadedUser,
  type RegisteredTokens,
  type SessionInput,
  type SignInRequest,
  sessionMachine,
  type TokenValidity,
} from "../../machines/session.ts";
import { trackEvent } from "../analytics/events.ts";
import {
  type ApiClientOptions,
  type Authorization,
  bearerHeaders,
  createApiClient,
} from "../api/client.ts";
import { acceptTerms, checkSession, checkTokenValidity, logout } from "../api/user.ts";
import { defaultLocale, type Locale, locales } from "../config/index.ts";
import { pathFor } from "../routes/paths.ts";
import { routeTable } from "../routes/table.ts";
import { setVisitorSignedInSource } from "../routes/tracking.ts";
import { offeredBookingAt } from "../shared/offeredBooking.ts";
import { accessTokenCookie, renewableSessionCookie, spaceCookie } from "../storage/cookies.ts";
import {
  commonUriStorage,
  identityTokenStorage,
  temporaryDossierInfoStorage,
  userStorage,
} from "../storage/keys.ts";
import { clearLocalSession } from "../storage/session.ts";
import {
  createTemporaryDossierInfo,
  isTemporaryDossierInfoValid,
} from "../storage/temporaryDossier.ts";
import { now as deviceNow, getServerClockOffsetMs } from "../time/now.ts";
import {
  getTermsWithVersion,
  getUserDetailsWithTermsVersion,
  TokenValidityAnswerSchema,
} from "./accountCalls.ts";
import { SignInError } from "./errors.ts";
import type { SignInClient } from "./signInClient.ts";
import { registerTokens } from "./tokenStore.ts";

/** The page as the session sees it; tests give a fake one. */
export interface BrowserPage {
  origin: string;
  /** Path, query and hash of the current page: where sign-in brings the visitor back. */
  currentPath(): string;
  assign(url: string): void;
  reload(): void;
}

export interface SessionDeps {
  /** The page's language (the URL's); read from the path by default. */
  getLocale?: () => Locale;
  /**
   * Runs before the session-expired dialog sends the visitor to sign-in, and answers the page to
   * come back to instead of this one; `keepPendingBooking` by default.
   */
  beforeSignInAgain?: (page: BrowserPage, locale: Locale) => string | undefined;
  browser?: BrowserPage;
  /** The router's API client, which carries this session's token (`sessionAuthorization`). */
  api: KyInstance;
  loadSignInClient?: () => Promise<
    Pick<SignInClient, "startSignIn" | "refreshTokens" | "revokeTokens">
  >;
}

function windowPage(): BrowserPage {
  return {
    origin: window.location.origin,
    currentPath: () =>
      `${window.location.pathname}${window.location.search}${window.location.hash}`,
    assign: (url) => window.location.assign(url),
    reload: () => window.location.reload(),
  };
}

function localeOfPath(path: string): Locale {
  const first = path.split("/")[1];
  return locales.find((locale) => locale === first) ?? defaultLocale;
}

async function loadPageSignInClient() {
  const { getSignInClient } = await import("./signInClient.ts");
  return getSignInClient();
}

/**
 * The server's word on the token: a refusal (`valid: false`) fails; an expiry in epoch seconds
 * on the server's clock becomes epoch ms on this device's, which times the renewal.
 */
export function readTokenValidity(answer: unknown, serverClockOffsetMs: number): TokenValidity {
  const parsed = v.safeParse(TokenValidityAnswerSchema, answer);
  if (parsed.success && parsed.output.valid === false) {
    throw new Error("the server refused the access token");
  }
  const seconds = parsed.success ? parsed.output.expiresAt : undefined;
  return {
    expiresAt: typeof seconds === "number" ? seconds * 1000 - serverClockOffsetMs : null,
  };
}

/**
 * The session-expired dialog's sign-in (public spec 4): the booking the visitor was choosing
 * (the flat type page's offer) or the one already pending is kept as the Book button keeps it,
 * valid 5 minutes from now, the conversion is reported, and sign-in comes back to the tunnel
 * (or to the tunnel's page the visitor is on). Without a booking, nothing is kept: back here.
 */
export function keepPendingBooking(page: BrowserPage, locale: Locale): string | undefined {
  const current = page.currentPath();
  const offered = offeredBookingAt(new URL(current, page.origin).pathname);
  const pending = temporaryDossierInfoStorage.read();
  const at = deviceNow();
  if (offered) {
    temporaryDossierInfoStorage.write(
      createTemporaryDossierInfo(offered.application, at, offered.typology),
    );
  } else if (pending && isTemporaryDossierInfoValid(pending, at)) {
    temporaryDossierInfoStorage.write(createTemporaryDossierInfo(pending, at, pending.typology));
  } else {
    return undefined;
  }
  trackEvent({ event: "booking_conversion" });
  const tunnel = pathFor("dossier", locale);
  return current.startsWith(tunnel) ? current : tunnel;
}

/** The actors and actions the app gives the session machine with `.provide()`. */
export function sessionImplementations(deps: SessionDeps) {
  const page = () => deps.browser ?? windowPage();
  const locale = () => deps.getLocale?.() ?? localeOfPath(page().currentPath());
  const signInClient = deps.loadSignInClient ?? loadPageSignInClient;
  const homeUrl = () => `${page().origin}${routeTable.homepage[locale()]}`;
  const call = { client: deps.api };

  return {
    actors: {
      checkTokenValidity: fromPromise<TokenValidity>(async () => {
        const token = accessTokenCookie.read();
        if (token === undefined) throw new SignInError("noAccessToken");
        return readTokenValidity(
          await checkTokenValidity({ token }, call),
          getServerClockOffsetMs(),
        );
      }),
      registerTokens: fromPromise<RegisteredTokens, TokenValidity>(async ({ input }) =>
        registerTokens(input),
      ),
      loadUserDetails: fromPromise<LoadedUser>(async () => {
        const { cguVersion, ...user } = await getUserDetailsWithTermsVersion(call);
        // Spec 3: the `user` key keeps the details for pages that need them without a call.
        userStorage.write(user);
        return { user, acceptedTermsVersion: cguVersion };
      }),
      loadTerms: fromPromise<LoadedTerms>(async () => {
        const terms = await getTermsWithVersion({ locale: locale() }, call);
        return { html: terms.cgu, version: terms.version };
      }),
      acceptTerms: fromPromise<void>(async () => {
        await acceptTerms(call);
      }),
      refreshTokens: fromPromise<RegisteredTokens>(async () =>
        (await signInClient()).refreshTokens(),
      ),
      redirectToLogin: fromPromise<void, SignInRequest>(async ({ input }) => {
        const booking =
          input.reason === "sessionExpired"
            ? (deps.beforeSignInAgain ?? keepPendingBooking)(page(), locale())
            : undefined;
        const client = await signInClient();
        await client.startSignIn({
          locale: locale(),
          returnTo: input.returnTo ?? booking ?? page().currentPath(),
        });
      }),
      hasPendingBooking: fromPromise<boolean>(
        async () => temporaryDossierInfoStorage.read() !== undefined,
      ),
      logout: fromPromise<{ url: string }>(async () => {
        const idToken = identityTokenStorage.read()?.idToken;
        if (idToken === undefined) throw new Error("no id token to end the session with");
        // The refresh token is revoked at the provider first (its access tokens with it); the
        // API's logout then ends the grant of the token it is called with, and answers the
        // provider's end-session address, which ends the provider's own session.
        await (await signInClient()).revokeTokens();
        return logout({ id_token: idToken, redirect: homeUrl() }, call);
      }),
      checkSession: fromPromise<void>(async () => {
        await checkSession({ redirect: homeUrl() }, call);
      }),
    },
    actions: {
      clearLocalSession: () => {
        clearLocalSession();
        // The key the tokens were bound to goes with them (IndexedDB, so not in the list above).
        void loadDpopKey().then((key) => key.forgetSessionKeyPair());
      },
      forgetExpiredAccessToken: () => {
        accessTokenCookie.clear();
        const sharedDomain = commonUriStorage.read()?.cookie_domain;
        if (sharedDomain) accessTokenCookie.clear({ domain: sharedDomain });
      },
      navigateAfterLogout: (_: unknown, params: { url: string | null }) =>
        page().assign(params.url ?? homeUrl()),
      reloadPage: () => page().reload(),
    },
  };
}

/**
 * What the browser holds when the page starts: the session's input. Given a request's `Cookie`
 * header (server rendering), it reads that instead; a stored identity token lives in the browser
 * only, and without an access token both read as anonymous.
 */
export function readSessionInput(cookieHeader?: string): SessionInput {
  const cookie = <T>(jar: { read(): T; readFrom(header: string): T }) =>
    cookieHeader === undefined ? jar.read() : jar.readFrom(cookieHeader);
  return {
    hasAccessToken: cookie(accessTokenCookie) !== undefined,
    hasStoredIdentityToken: cookieHeader === undefined && identityTokenStorage.read() !== undefined,
    // A cookie, not the stored refresh token, so the server renders the same first state.
    hasRenewableSession: cookie(renewableSessionCookie) !== undefined,
    space: cookie(spaceCookie) ?? null,
  };
}

/**
 * The session as the server renders every page: a visitor without cookies, whatever the request
 * carried, so that one rendered copy of a page serves everyone (src/entry-server.tsx). The
 * browser hydrates from the same state, then shows its own session.
 */
export function createServerSession(): SessionActor {
  return createActor(sessionMachine, { input: readSessionInput("") });
}

export type SessionActor = Actor<typeof sessionMachine>;

/**
 * Settles once the session knows who the visitor is (token checked, account loaded): a page that
 * starts from that (the tunnel) waits for it in its route's `beforeLoad`, under the route's
 * skeleton. It only checks at the page's start, so a page opened later does not wait.
 */
export async function sessionChecked(session: SessionActor | null): Promise<void> {
  if (session) await waitFor(session, (snapshot) => !toSessionView(snapshot).isChecking);
}
type SessionSnapshot = ReturnType<SessionActor["getSnapshot"]>;

const serverRenderedSnapshots = new WeakMap<SessionActor, SessionSnapshot>();

/**
 * The session as the server rendered this page: an anonymous visitor's first state (see
 * `createServerSession`). Hydration must render it, not the browser's session, which by then may have
 * validated the token and loaded the user (the initials), or React discards the server's HTML
 * (error 418). On the server, the actor's own first state.
 */
export function serverRenderedSnapshotOf(actor: SessionActor): SessionSnapshot {
  return serverRenderedSnapshots.get(actor) ?? actor.getSnapshot();
}

/**
 * The session key's code, with its OAuth library, loads with the first call that needs it: every
 * page starts the session, and most visitors are not signed in.
 */
const loadDpopKey = () => import("./dpopKey.ts");

/**
 * How an API client carries the session's token: while the session holds a validated one, a
 * bound token with a fresh proof of the session's key, an unbound one as Bearer. `session` is
 * asked at each call, since the client is built before the actor that uses it.
 */
function sessionAuthorization(session: () => SessionActor | undefined): Authorization {
  return {
    accessToken: () => {
      const actor = session();
      return actor && selectCarriesAccessToken(actor.getSnapshot())
        ? accessTokenCookie.read()
        : undefined;
    },
    headers: (method, url, accessToken) =>
      identityTokenStorage.read()?.boundToKey
        ? loadDpopKey().then((key) => key.dpopHeaders(method, url, accessToken))
        : bearerHeaders(method, url, accessToken),
  };
}

/**
 * Creates and starts the page's session actor, with the API client that carries its token (the
 * router's, src/shared/routerContext.ts). The one machine that lives outside React (every other
 * one runs through an actor context): it starts before the first render, because the router's
 * loaders need the session's token before any component exists, and the server renders from the
 * same first state (`createServerSession`). Navigation keeps tracking parameters only for
 * visitors who are not signed in.
 */
export function startSession(
  deps: Omit<SessionDeps, "api"> & {
    inspect?: Observer<InspectionEvent> | undefined;
    /** How the client reaches the API (the browser's start: the server's answers first). */
    client?: Omit<ApiClientOptions, "authorization">;
  } = {},
): { session: SessionActor; api: KyInstance } {
  const { inspect, client, ...sessionDeps } = deps;
  let session: SessionActor | undefined;
  const api = createApiClient({ ...client, authorization: sessionAuthorization(() => session) });
  const actor = createActor(
    sessionMachine.provide(sessionImplementations({ ...sessionDeps, api })),
    {
      input: readSessionInput(),
      ...(inspect ? { inspect } : {}),
    },
  );
  session = actor;
  setVisitorSignedInSource(() => selectIsSignedIn(actor.getSnapshot()));
  if (typeof document !== "undefined") {
    serverRenderedSnapshots.set(actor, createServerSession().getSnapshot());
  }
  return { session: actor.start(), api };
}
