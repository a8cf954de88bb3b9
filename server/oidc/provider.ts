/**
 * The OpenID Connect provider, mounted at `/oidc` on the app's own origin: authorization code
 * with PKCE (S256) required, refresh tokens rotated on every use, RP-initiated logout that ends
 * every grant of the session (logout.ts), revocation of a DPoP-bound token with its key's proof
 * only (revocation.ts).
 */
import Provider, { type Configuration, type KoaContextWithOIDC } from "oidc-provider";
import type { Config } from "../config.ts";
import type { Db } from "../db.ts";
import { findStaffById } from "../domain/staffAccounts.ts";
import { findUserById } from "../domain/users.ts";
import { createDpopReplayCache } from "../http/dpop.ts";
import type { VerifyAccessToken } from "../http/env.ts";
import { contentSecurityPolicy, newNonce, PERMISSIONS_POLICY } from "../http/securityHeaders.ts";
import { purgeExpired, sqliteAdapter } from "./adapter.ts";
import { CLIENT_ID, clientUris, issuerOf, STAFF_CLIENT_ID, staffClientUris } from "./client.ts";
import { purgeOrphanDevices, recordGrantUse } from "./devices.ts";
import { cookieKeys, signingKeys } from "./keys.ts";
import { logoutEndsEveryGrant } from "./logout.ts";
import { checkReturnPathParameter, checkScreenHintParameter } from "./returnPath.ts";
import { revocationAllowedPolicy } from "./revocation.ts";
import { accountSessions } from "./sessions.ts";
import { errorPage, loggedOutPage, logoutPage, PAGE_STYLE_HASHES } from "./views.ts";

const DAY = 24 * 3600;

/** An applicant's claims, or a staff account's (its role travels in the access token only). */
function claimsOf(db: Db, sub: string) {
  const staff = findStaffById(db, sub);
  if (staff)
    return {
      accountId: staff.id,
      claims: () => ({
        sub: staff.id,
        email: staff.email,
        email_verified: true,
        name: staff.name,
        locale: staff.language,
      }),
    };
  const user = findUserById(db, sub);
  if (!user) return undefined;
  return {
    accountId: user.id,
    claims: () => ({
      sub: user.id,
      email: user.email,
      email_verified: true,
      given_name: user.firstname,
      family_name: user.lastname,
      name: `${user.firstname} ${user.lastname}`,
      locale: user.language,
    }),
  };
}

function localeOf(ctx: KoaContextWithOIDC): "fr" | "en" {
  const lang = ctx.get("accept-language").slice(0, 2).toLowerCase();
  return lang === "en" ? "en" : "fr";
}

export function createProvider({ db, config, origin }: { db: Db; config: Config; origin: string }) {
  const uris = clientUris(origin);
  const staffUris = staffClientUris(origin);
  purgeExpired(db);
  purgeOrphanDevices(db);
  const configuration: Configuration = {
    adapter: sqliteAdapter(db),
    clients: [
      {
        client_id: CLIENT_ID,
        client_name: "Hestia Campus",
        application_type: "web",
        token_endpoint_auth_method: "none",
        grant_types: ["authorization_code", "refresh_token"],
        response_types: ["code"],
        redirect_uris: uris.redirectUris,
        post_logout_redirect_uris: uris.postLogoutRedirectUris,
        // RFC 9449: every token request must carry a DPoP proof, so every token is bound to the
        // browser's key (the app's src/auth/dpopKey.ts) and useless to anyone who copies it.
        dpop_bound_access_tokens: true,
      },
      {
        // The residence team's console: staff accounts only (interactions.ts), bound like the
        // web app's tokens, which carry the account's role (extraTokenClaims).
        client_id: STAFF_CLIENT_ID,
        client_name: "Hestia Campus – équipe",
        application_type: "web",
        token_endpoint_auth_method: "none",
        grant_types: ["authorization_code", "refresh_token"],
        response_types: ["code"],
        redirect_uris: staffUris.redirectUris,
        post_logout_redirect_uris: staffUris.postLogoutRedirectUris,
        dpop_bound_access_tokens: true,
      },
    ],
    jwks: signingKeys(db),
    cookies: { keys: cookieKeys(db) },
    scopes: ["openid", "offline_access", "email", "profile"],
    claims: {
      openid: ["sub"],
      email: ["email", "email_verified"],
      profile: ["given_name", "family_name", "name", "locale"],
    },
    // The web app reads names from its own API; putting them in the ID token as well spares
    // it a userinfo call after sign-in.
    conformIdTokenClaims: false,
    responseTypes: ["code"],
    // Read by the sign-in pages (interactions.ts); checked here, so a bad value is refused as an
    // invalid request before any page shows.
    extraParams: { return_path: checkReturnPathParameter, screen_hint: checkScreenHintParameter },
    pkce: { required: () => true },
    features: {
      devInteractions: { enabled: false },
      // A bound token is revoked only with its key's proof (revocation.ts).
      revocation: {
        enabled: true,
        allowedPolicy: revocationAllowedPolicy(createDpopReplayCache(db)),
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx: KoaContextWithOIDC, form: string) => {
          ctx.type = "html";
          ctx.body = logoutPage(localeOf(ctx), form, nonceOf(ctx));
        },
        postLogoutSuccessSource: (ctx: KoaContextWithOIDC) => {
          ctx.type = "html";
          ctx.body = loggedOutPage(localeOf(ctx), origin);
        },
      },
    },
    ttl: {
      AccessToken: config.accessTokenTtl,
      AuthorizationCode: 60,
      IdToken: 3600,
      RefreshToken: config.refreshTokenTtl,
      Interaction: 3600,
      Session: 14 * DAY,
      Grant: 14 * DAY,
    },
    issueRefreshToken: (_ctx, client, code) =>
      client.grantTypeAllowed("refresh_token") && code.scopes.has("offline_access"),
    rotateRefreshToken: true,
    extraTokenClaims: async (ctx, token) => staffTokenClaims(db, ctx, token),
    findAccount: async (_ctx, sub) => claimsOf(db, sub),
    interactions: { url: (_ctx, interaction) => `/oidc/interaction/${interaction.uid}` },
    clientBasedCORS: (_ctx, requestOrigin, client) =>
      client.redirectUris.some((uri) => new URL(uri).origin === requestOrigin),
    renderError: (ctx, out) => {
      ctx.type = "html";
      ctx.body = errorPage(localeOf(ctx), out.error ?? "server_error", out.error_description);
    },
  };

  const provider = new Provider(issuerOf(origin), configuration);
  // Behind the Vite dev proxy the Host header is the browser's; trust X-Forwarded-* for the scheme.
  provider.proxy = true;
  provider.use(pageSecurityHeaders(origin));
  provider.use(offlineAccessNeedsConsent);
  provider.use(logoutEndsEveryGrant(accountSessions(db)));
  // Each token issued (sign-in, refresh) records its grant's device and last use (devices.ts).
  provider.on("grant.success", (event) => {
    const ctx = event as KoaContextWithOIDC;
    const grant = ctx.oidc.entities.Grant;
    if (!grant) return;
    recordGrantUse(db, {
      grantId: grant.jti,
      accountId: grant.accountId,
      userAgent: ctx.get("user-agent"),
      at: new Date(),
    });
  });
  provider.on("server_error", (_ctx, error) => console.error("[oidc] server error:", error));
  return provider;
}

/**
 * A console token carries the staff account's role and when its owner signed in (`auth_time`,
 * kept through refreshes), which decisive actions check against their `max_age`. An applicant's
 * token carries neither.
 */
function staffTokenClaims(
  db: Db,
  ctx: KoaContextWithOIDC,
  token: { kind: string; clientId?: string; accountId?: string },
) {
  if (token.kind !== "AccessToken" || token.clientId !== STAFF_CLIENT_ID || !token.accountId)
    return undefined;
  const staff = findStaffById(db, token.accountId);
  if (!staff) return undefined;
  const { AuthorizationCode, RefreshToken } = ctx.oidc.entities;
  const authTime = RefreshToken?.authTime ?? AuthorizationCode?.authTime;
  return { role: staff.role, ...(authTime ? { auth_time: authTime } : {}) };
}

const nonceOf = (ctx: KoaContextWithOIDC) => String(ctx.state.cspNonce ?? "");

/**
 * The provider's own pages (logout, its errors, the self-submitting form that ends a session)
 * get the headers of the other server-written pages. The policy is set before the provider
 * answers: its self-submitting form adds its script's hash to `script-src` itself.
 */
function pageSecurityHeaders(origin: string) {
  return async (ctx: KoaContextWithOIDC, next: () => Promise<void>) => {
    const nonce = newNonce();
    ctx.state.cspNonce = nonce;
    ctx.set(
      "content-security-policy",
      contentSecurityPolicy("page", { nonce, origin, pageStyleHashes: PAGE_STYLE_HASHES }),
    );
    ctx.set("permissions-policy", PERMISSIONS_POLICY);
    ctx.set("x-content-type-options", "nosniff");
    ctx.set("x-frame-options", "DENY");
    ctx.set("referrer-policy", "no-referrer");
    await next();
  };
}

/**
 * OIDC drops `offline_access` unless `prompt` includes `consent`. For our own first-party
 * app, consent is granted without a screen (see interactions.ts), so it is added here and
 * the app can ask for `openid email profile offline_access` without extra parameters.
 */
async function offlineAccessNeedsConsent(ctx: KoaContextWithOIDC, next: () => Promise<void>) {
  if (ctx.method === "GET" && ctx.path === "/auth") {
    const scope = typeof ctx.query.scope === "string" ? ctx.query.scope : "";
    const prompt = typeof ctx.query.prompt === "string" ? ctx.query.prompt : "";
    const prompts = prompt.split(" ").filter(Boolean);
    if (
      scope.split(" ").includes("offline_access") &&
      !prompts.includes("consent") &&
      !prompts.includes("none")
    ) {
      // The provider finds its mount path by locating the URL inside originalUrl: keep them in step.
      const original = ctx.req.originalUrl ?? ctx.url;
      const mountPath = original.slice(0, Math.max(0, original.indexOf(ctx.url)));
      ctx.query = { ...ctx.query, prompt: [...prompts, "consent"].join(" ") };
      ctx.req.originalUrl = mountPath + ctx.url;
    }
  }
  await next();
}

/**
 * Checks an access token issued by this provider: the API's authentication. A DPoP-bound token
 * answers its key's thumbprint, which the API checks the request's proof against (auth.ts).
 */
export function accessTokenVerifier(provider: Provider): VerifyAccessToken {
  return async (token) => {
    const accessToken = await provider.AccessToken.find(token);
    if (!accessToken) return null;
    const base = {
      sub: accessToken.accountId,
      expiresAt: accessToken.exp,
      ...(accessToken.jkt ? { jkt: accessToken.jkt } : {}),
    };
    if (accessToken.clientId === CLIENT_ID) return base;
    if (accessToken.clientId !== STAFF_CLIENT_ID) return null;
    const extra = accessToken.extra ?? {};
    return {
      ...base,
      staff: {
        role: typeof extra.role === "string" ? extra.role : null,
        authTime: typeof extra.auth_time === "number" ? extra.auth_time : 0,
        grantKey: accessToken.grantId ?? token,
      },
    };
  };
}
