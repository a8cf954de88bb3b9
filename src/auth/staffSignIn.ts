/**
 * The residence team's sign-in (docs/staff.md, "Sign-in"): the console's own public client at
 * the provider (`hestia-staff`), authorization code with PKCE (S256) and DPoP, built from the
 * applicant's pieces (the provider lookup, the DPoP proofs) but sharing nothing of the
 * applicant's session: its attempt has its own key in this tab's storage, its tokens and DPoP key
 * live in this page's memory only (no cookie, no storage, never in a URL, a log or analytics). A
 * reload or a new tab signs in again (the provider's session makes that a round trip when it is
 * still open; the second factor is asked again when it is not). The access token is renewed with
 * the (rotating, key-bound) refresh token when a call finds it about to expire.
 */
import * as oauth from "oauth4webapi";
import { createApiClient } from "../api/client.ts";
import { getIdentityConfiguration } from "../api/conf.ts";
import { type Locale, staffSignIn } from "../config/index.ts";
import { routeTable } from "../routes/table.ts";
import { keptUnlessRejected } from "../shared/keptUnlessRejected.ts";
import { dpopHandle, dpopHeaders } from "./dpopKey.ts";
import { SignInError } from "./errors.ts";
import { staffPendingSignInStorage } from "./pendingSignIn.ts";
import { createProviderLookup, type FetchLike, type ProviderConfiguration } from "./provider.ts";

const STAFF_SCOPES = "openid email profile offline_access";

/** A token this close to its end is renewed before a call rather than sent. */
const RENEW_WITHIN_MS = 15_000;

interface StaffSignInDeps {
  /** This site's origin; the console's callbacks are its routes `staffSignInCallback`. */
  origin: string;
  /** The provider's issuer: `GET /api/conf/okta` by default (its client id is the web app's). */
  loadConfiguration?: () => Promise<Pick<ProviderConfiguration, "issuer">>;
  /** Sends the browser to the provider; `window.location.assign` by default. */
  navigate?: (url: string) => void;
  fetch?: FetchLike;
  /** This device's clock (epoch ms), for the access token's end. */
  now?: () => number;
}

interface StaffSignInStart {
  locale: Locale;
  /** A decisive action asked for a recent sign-in: the provider asks again past `maxAge` s. */
  maxAge?: number;
  /** A console address to come back to (a file's); the queue otherwise. */
  returnTo?: string;
}

export interface StaffSignIn {
  /** Prepares one attempt in this tab and sends the browser to the provider. */
  startSignIn(options: StaffSignInStart): Promise<void>;
  /**
   * Finishes the attempt on the callback address: checks the answer, exchanges the code with a
   * proof of this page's key, keeps the tokens in memory. Returns the console's address to show
   * next, which the caller puts in place of the callback's (code and state leave the URL).
   */
  completeSignIn(currentUrl: string): Promise<string>;
  /** The staff access token, while this page holds one. */
  accessToken(): string | undefined;
  /**
   * The access token to send now: the one held, or a renewed one when it is about to expire;
   * undefined when there is none or the renewal failed (the sign-in is then over).
   */
  validAccessToken(): Promise<string | undefined>;
  /** The headers of a console call: `Authorization: DPoP` and a proof of this page's key. */
  headers(method: string, url: string, accessToken: string): Promise<Record<string, string>>;
  /** Forgets the tokens (and the key they are bound to) of this page. */
  forget(): void;
  /**
   * Signs out of the console: forgets this page's tokens at once, revokes the refresh token at
   * the provider (best effort), then sends the browser to the provider's end of session, which
   * ends its session (a shared desk's next user signs in with password and code) and comes back
   * to the console in `locale`. Throws only when the provider cannot be reached: the console is
   * signed out then too, the provider's session is not.
   */
  signOut(locale: Locale): Promise<void>;
}

const callbackPath = (locale: Locale) => routeTable.staffSignInCallback[locale];
const consolePath = (locale: Locale) => routeTable.staffQueue[locale];

export function createStaffSignIn(deps: StaffSignInDeps): StaffSignIn {
  const loadConfiguration =
    deps.loadConfiguration ?? (() => getIdentityConfiguration({ client: createApiClient() }));
  const provider = createProviderLookup({
    origin: deps.origin,
    loadConfiguration: async () => ({
      issuer: (await loadConfiguration()).issuer,
      client_id: staffSignIn.clientId,
    }),
    fetch: deps.fetch,
  });
  const navigate = deps.navigate ?? ((url: string) => window.location.assign(url));
  // A key of the console's own, made once per page and never stored.
  let keyPair = keptUnlessRejected(() => oauth.generateKeyPair("ES256"));
  const now = deps.now ?? Date.now;
  let tokens: { access: string; refresh: string | undefined; expiresAt: number } | undefined;
  let renewal: Promise<string | undefined> | undefined;

  const keep = (answer: oauth.TokenEndpointResponse) => {
    tokens = {
      access: answer.access_token,
      refresh: answer.refresh_token ?? tokens?.refresh,
      expiresAt: now() + (answer.expires_in ?? 0) * 1000,
    };
  };

  async function renew(refreshToken: string): Promise<string | undefined> {
    try {
      const { as, client, http } = await provider();
      const response = await oauth.refreshTokenGrantRequest(
        as,
        client,
        oauth.None(),
        refreshToken,
        { ...http, DPoP: await dpopHandle(keyPair()) },
      );
      keep(await oauth.processRefreshTokenResponse(as, client, response));
      return tokens?.access;
    } catch {
      // The sign-in is over: the next call goes without a token and is offered a new sign-in.
      tokens = undefined;
      return undefined;
    }
  }

  function validAccessToken(): Promise<string | undefined> {
    if (!tokens) return Promise.resolve(undefined);
    const { access, refresh, expiresAt } = tokens;
    if (refresh === undefined || expiresAt - now() > RENEW_WITHIN_MS)
      return Promise.resolve(access);
    renewal ??= renew(refresh).finally(() => {
      renewal = undefined;
    });
    return renewal;
  }

  /** Only an address of the console in that language: a callback never leads elsewhere. */
  const consoleAddressOr = (locale: Locale, returnTo: string | undefined) => {
    const home = consolePath(locale);
    return returnTo !== undefined &&
      /^\/[\w\-/]*$/.test(returnTo) &&
      returnTo.startsWith(`${home}/`)
      ? returnTo
      : home;
  };

  async function startSignIn({ locale, maxAge, returnTo }: StaffSignInStart) {
    const { as, client } = await provider();
    const codeVerifier = oauth.generateRandomCodeVerifier();
    const state = oauth.generateRandomState();
    const nonce = oauth.generateRandomNonce();
    const redirectUri = `${deps.origin}${callbackPath(locale)}`;
    staffPendingSignInStorage.write({
      state,
      nonce,
      codeVerifier,
      redirectUri,
      returnTo: consoleAddressOr(locale, returnTo),
      locale,
    });
    const url = new URL(as.authorization_endpoint as string);
    url.search = new URLSearchParams({
      client_id: client.client_id,
      response_type: "code",
      redirect_uri: redirectUri,
      scope: STAFF_SCOPES,
      code_challenge: await oauth.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: "S256",
      state,
      nonce,
      ui_locales: locale,
      ...(maxAge !== undefined ? { max_age: String(maxAge) } : {}),
    }).toString();
    navigate(url.href);
  }

  async function completeSignIn(currentUrl: string): Promise<string> {
    const pending = staffPendingSignInStorage.read();
    // Single use: a replayed callback finds nothing to complete.
    staffPendingSignInStorage.clear();
    if (!pending) throw new SignInError("noPendingSignIn");
    const callback = new URL(currentUrl);
    if (callback.searchParams.get("state") !== pending.state)
      throw new SignInError("stateMismatch");
    const { as, client, http } = await provider();
    let parameters: URLSearchParams;
    try {
      parameters = oauth.validateAuthResponse(as, client, callback, pending.state);
    } catch (error) {
      throw new SignInError(
        error instanceof oauth.AuthorizationResponseError
          ? "authorizationDenied"
          : "invalidCallback",
        error instanceof Error ? error.message : undefined,
      );
    }
    try {
      const response = await oauth.authorizationCodeGrantRequest(
        as,
        client,
        oauth.None(),
        parameters,
        pending.redirectUri,
        pending.codeVerifier,
        { ...http, DPoP: await dpopHandle(keyPair()) },
      );
      const answer = await oauth.processAuthorizationCodeResponse(as, client, response, {
        expectedNonce: pending.nonce,
        requireIdToken: true,
      });
      keep(answer);
    } catch (error) {
      throw new SignInError("exchangeFailed", error instanceof Error ? error.message : undefined);
    }
    return consoleAddressOr(pending.locale, pending.returnTo);
  }

  function forget() {
    tokens = undefined;
    keyPair = keptUnlessRejected(() => oauth.generateKeyPair("ES256"));
  }

  /** The refresh token is bound to the key: the provider revokes it only with the key's proof. */
  async function revoke(refreshToken: string, key: Promise<CryptoKeyPair>) {
    try {
      const { as, client, http } = await provider();
      if (as.revocation_endpoint === undefined) return;
      const { dpop } = await dpopHeaders("POST", as.revocation_endpoint, refreshToken, key);
      const response = await oauth.revocationRequest(as, client, oauth.None(), refreshToken, {
        ...http,
        headers: dpop ? { dpop } : {},
        additionalParameters: { token_type_hint: "refresh_token" },
      });
      await oauth.processRevocationResponse(response);
    } catch {
      // Best effort: the provider's end of session ends the grant too.
    }
  }

  async function signOut(locale: Locale) {
    const refreshToken = tokens?.refresh;
    const key = keyPair();
    forget();
    if (refreshToken !== undefined) await revoke(refreshToken, key);
    const { as, client } = await provider();
    // Named by its client, not by an id token: a URL ends up in histories and logs.
    const url = new URL(as.end_session_endpoint ?? `${as.issuer}/session/end`);
    url.search = new URLSearchParams({
      client_id: client.client_id,
      post_logout_redirect_uri: `${deps.origin}${consolePath(locale)}`,
      ui_locales: locale,
    }).toString();
    navigate(url.href);
  }

  return {
    startSignIn,
    completeSignIn,
    accessToken: () => tokens?.access,
    validAccessToken,
    headers: (method, url, accessToken) => dpopHeaders(method, url, accessToken, keyPair()),
    forget,
    signOut,
  };
}

let pageSignIn: StaffSignIn | undefined;

/** The console's sign-in of this page, on the page's origin. */
export function getStaffSignIn(): StaffSignIn {
  pageSignIn ??= createStaffSignIn({ origin: window.location.origin });
  return pageSignIn;
}
