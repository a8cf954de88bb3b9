/**
 * Sign-in with the identity provider (spec 1, 4, 7): authorization code flow with PKCE (S256),
 * scopes `openid email profile offline_access`, refresh-token renewal. Built on oauth4webapi.
 *
 * Loaded with `import()` only when needed (a sign-in, a callback, a renewal), so the home page's
 * bundle does not carry the OAuth library. Free of React and of the session machine.
 */
import * as oauth from "oauth4webapi";
import { SPACE_COOKIE_SESSION_VALUE } from "../../machines/session.selectors.ts";
import { createApiClient } from "../api/client.ts";
import { getIdentityConfiguration } from "../api/conf.ts";
import { type Locale, locales } from "../config/index.ts";
import { bookingAddress } from "../routes/bookingAddress.ts";
import { routeTable } from "../routes/table.ts";
import { spaceCookie } from "../storage/cookies.ts";
import { identityTokenStorage, temporaryDossierInfoStorage } from "../storage/keys.ts";
import { isTemporaryDossierInfoValid } from "../storage/temporaryDossier.ts";
import { now as deviceNow } from "../time/now.ts";
import { dpopHandle, dpopProofAbout } from "./dpopKey.ts";
import { SignInError } from "./errors.ts";
import { pendingSignInStorage } from "./pendingSignIn.ts";
import { createProviderLookup, type FetchLike, type ProviderConfiguration } from "./provider.ts";
import { safeReturnToOr, toSafeReturnTo } from "./returnTo.ts";
import { rememberHistoryBeforeSignIn } from "./signInHistory.ts";
import { type IssuedTokens, registerTokens, storeIssuedTokens } from "./tokenStore.ts";
import { inRefreshTokenTurn } from "./tokenTurns.ts";

/** What the token endpoint answered (sign-in or renewal), in the store's terms. */
function issuedTokensOf(tokens: oauth.TokenEndpointResponse): IssuedTokens {
  return {
    accessToken: tokens.access_token,
    expiresIn: tokens.expires_in,
    idToken: tokens.id_token,
    refreshToken: tokens.refresh_token,
    tokenType: tokens.token_type,
  };
}

const SIGN_IN_SCOPES = "openid email profile offline_access";

export interface SignInClientDeps {
  /** This site's origin; callbacks are `${origin}/fr/connexion/callback` and `/en/login/callback`. */
  origin: string;
  /** `GET /api/conf/okta` by default. */
  loadConfiguration?: () => Promise<ProviderConfiguration>;
  /**
   * Sends the browser to the provider; by default `window.location.assign`, after keeping the
   * history's length for the way back (signInHistory.ts).
   */
  navigate?: (url: string) => void;
  fetch?: FetchLike;
  /** This device's clock, for the access token's expiry. */
  now?: () => number;
}

interface StartSignInOptions {
  locale: Locale;
  /** A path of this site to come back to (the page, or the pending booking); the home page by default. */
  returnTo?: string;
  /** "Créer un compte": the provider shows its sign-up form first. */
  createAccount?: boolean;
}

export interface SignInClient {
  /** Prepares one attempt in this tab and sends the browser to the provider's sign-in page. */
  startSignIn(options: StartSignInOptions): Promise<void>;
  /**
   * Finishes sign-in on the callback page: checks the answer, exchanges the code, stores the
   * tokens. Returns the path to show next; the caller replaces the URL with it, so neither the
   * code nor the state stays in the address bar or the history.
   */
  completeSignIn(currentUrl: string): Promise<string>;
  /** Renews the access token with the refresh token; the new refresh token replaces the old. */
  refreshTokens(): Promise<{ accessTokenExpiresAt: number }>;
  /**
   * Logout: revokes the stored refresh token at the provider (RFC 7009), with a proof from the
   * key it is bound to, which ends its grant and so every access token issued with it. Resolves
   * whether or not the provider answered: the API's logout ends the grant too, and the local
   * session is cleared either way.
   */
  revokeTokens(): Promise<void>;
  registerTokens: typeof registerTokens;
}

const callbackPath = (locale: Locale) => routeTable.signInCallback[locale];
const homePath = (locale: Locale) => routeTable.homepage[locale];

/** The error of a token answer, as a code: nonce and issuer checks are named, the rest is one. */
function exchangeErrorCode(error: unknown): "nonceMismatch" | "issuerMismatch" | "exchangeFailed" {
  if (
    error instanceof oauth.OperationProcessingError &&
    error.code === oauth.JWT_CLAIM_COMPARISON
  ) {
    const claim = (error.cause as { claim?: unknown } | undefined)?.claim;
    if (claim === "nonce") return "nonceMismatch";
    if (claim === "iss") return "issuerMismatch";
  }
  return "exchangeFailed";
}

/** The error of the callback parameters, as a code (the state was checked before). */
function callbackErrorCode(
  error: unknown,
): "issuerMismatch" | "authorizationDenied" | "invalidCallback" {
  if (error instanceof oauth.AuthorizationResponseError) return "authorizationDenied";
  if (error instanceof Error && error.message.includes('"iss"')) return "issuerMismatch";
  return "invalidCallback";
}

/** Only the library's message: it names what failed, never a token or a code. */
const detailOf = (error: unknown) => (error instanceof Error ? error.message : undefined);

export function createSignInClient(deps: SignInClientDeps): SignInClient {
  const provider = createProviderLookup({
    origin: deps.origin,
    // A public read, made before any session (or router) exists: a client of its own.
    loadConfiguration:
      deps.loadConfiguration ?? (() => getIdentityConfiguration({ client: createApiClient() })),
    fetch: deps.fetch,
  });
  const navigate =
    deps.navigate ??
    ((url: string) => {
      // So that the callback can go back past the provider's pages (signInHistory.ts).
      rememberHistoryBeforeSignIn();
      window.location.assign(url);
    });
  const now = deps.now ?? deviceNow;

  /**
   * The page a sign-up confirmed in another browser goes back to (the provider keeps it as
   * `return_path`): the pending booking's address while one is kept, so the booking survives;
   * otherwise the page to come back to, without its query (tracking parameters stay here).
   * Only a short path of the site in one of its languages is sent: the provider refuses others.
   * Nothing of it goes into a token.
   */
  function pageForOtherBrowsers(locale: Locale, safeReturnTo: string): string | undefined {
    const pending = temporaryDossierInfoStorage.read();
    const booking =
      pending && isTemporaryDossierInfoValid(pending, now()) && bookingAddress(pending, locale);
    const page = booking || new URL(safeReturnTo, deps.origin).pathname;
    return /^\/(fr|en)(\/|$)/.test(page) && page.length <= 512 ? page : undefined;
  }

  async function startSignIn({ locale, returnTo, createAccount }: StartSignInOptions) {
    const safeReturnTo = toSafeReturnTo(returnTo ?? homePath(locale), deps.origin);
    const { as, client } = await provider();
    const codeVerifier = oauth.generateRandomCodeVerifier();
    const codeChallenge = await oauth.calculatePKCECodeChallenge(codeVerifier);
    const state = oauth.generateRandomState();
    const nonce = oauth.generateRandomNonce();
    const redirectUri = `${deps.origin}${callbackPath(locale)}`;
    pendingSignInStorage.write({
      state,
      nonce,
      codeVerifier,
      redirectUri,
      returnTo: safeReturnTo,
      locale,
    });
    // Discovery checked that the endpoint exists.
    const url = new URL(as.authorization_endpoint as string);
    url.search = new URLSearchParams({
      client_id: client.client_id,
      response_type: "code",
      redirect_uri: redirectUri,
      scope: SIGN_IN_SCOPES,
      code_challenge: codeChallenge,
      code_challenge_method: "S256",
      state,
      nonce,
      ui_locales: locale,
    }).toString();
    const returnPath = pageForOtherBrowsers(locale, safeReturnTo);
    if (returnPath) url.searchParams.set("return_path", returnPath);
    if (createAccount) url.searchParams.set("screen_hint", "signup");
    navigate(url.href);
  }

  async function completeSignIn(currentUrl: string): Promise<string> {
    const pending = pendingSignInStorage.read();
    // Single use, whatever happens next: a replayed callback URL finds nothing to complete.
    pendingSignInStorage.clear();
    if (!pending) throw new SignInError("noPendingSignIn");
    const callback = new URL(currentUrl);
    // Checked first and by us, so a forged callback is named as such whatever else it holds.
    if (callback.searchParams.get("state") !== pending.state) {
      throw new SignInError("stateMismatch");
    }
    const { as, client, http } = await provider();

    let parameters: URLSearchParams;
    try {
      parameters = oauth.validateAuthResponse(as, client, callback, pending.state);
    } catch (error) {
      throw new SignInError(callbackErrorCode(error), detailOf(error));
    }

    let tokens: oauth.TokenEndpointResponse;
    try {
      // With a DPoP proof: the provider binds the tokens to this browser's key (dpopKey.ts).
      const response = await oauth.authorizationCodeGrantRequest(
        as,
        client,
        oauth.None(),
        parameters,
        pending.redirectUri,
        pending.codeVerifier,
        { ...http, DPoP: await dpopHandle() },
      );
      tokens = await oauth.processAuthorizationCodeResponse(as, client, response, {
        expectedNonce: pending.nonce,
        requireIdToken: true,
      });
    } catch (error) {
      throw new SignInError(exchangeErrorCode(error), detailOf(error));
    }

    storeIssuedTokens(issuedTokensOf(tokens), now(), "signIn");
    // The visitor is now signed in on this site: if the token later fails validation, the
    // session-expired dialog opens rather than a silent sign-out (spec 4).
    spaceCookie.write(SPACE_COOKIE_SESSION_VALUE);
    // Checked again: session storage could have been changed since the attempt began.
    return safeReturnToOr(pending.returnTo, deps.origin, homePath(pending.locale));
  }

  function refreshTokens(): Promise<{ accessTokenExpiresAt: number }> {
    return inRefreshTokenTurn(refreshInTurn);
  }

  async function refreshInTurn(): Promise<{ accessTokenExpiresAt: number }> {
    const refreshToken = identityTokenStorage.read()?.refreshToken;
    if (refreshToken === undefined) throw new SignInError("noRefreshToken");
    const { as, client, http } = await provider();
    let tokens: oauth.TokenEndpointResponse;
    try {
      // The refresh token is bound to the key too: only this browser can use it.
      const response = await oauth.refreshTokenGrantRequest(
        as,
        client,
        oauth.None(),
        refreshToken,
        { ...http, DPoP: await dpopHandle() },
      );
      tokens = await oauth.processRefreshTokenResponse(as, client, response);
    } catch (error) {
      throw new SignInError("refreshFailed", detailOf(error));
    }
    const expiresAt = storeIssuedTokens(issuedTokensOf(tokens), now(), "renewal");
    if (expiresAt === undefined) {
      throw new SignInError("refreshFailed", "the renewed token has no lifetime");
    }
    return { accessTokenExpiresAt: expiresAt };
  }

  async function revokeTokens(): Promise<void> {
    const refreshToken = identityTokenStorage.read()?.refreshToken;
    if (refreshToken === undefined) return;
    try {
      const { as, client, http } = await provider();
      if (as.revocation_endpoint === undefined) return;
      // The refresh token is bound to the key: the provider revokes it only with the key's proof
      // (oauth4webapi's revocation call makes none).
      const dpop = await dpopProofAbout("POST", as.revocation_endpoint, refreshToken);
      const response = await oauth.revocationRequest(as, client, oauth.None(), refreshToken, {
        ...http,
        headers: { dpop },
        additionalParameters: { token_type_hint: "refresh_token" },
      });
      await oauth.processRevocationResponse(response);
    } catch {
      // Best effort by design (see the interface): nothing here may keep the visitor signed in.
    }
  }

  return { startSignIn, completeSignIn, refreshTokens, revokeTokens, registerTokens };
}

let pageClient: SignInClient | undefined;

/** The client of this page (one provider lookup per page), on the page's own origin. */
export function getSignInClient(): SignInClient {
  pageClient ??= createSignInClient({ origin: window.location.origin });
  return pageClient;
}

/** The locale a callback path belongs to, so the callback page can answer in it. */
export function localeOfCallback(pathname: string): Locale | undefined {
  return locales.find((locale) => pathname.replace(/\/$/, "") === callbackPath(locale));
}
