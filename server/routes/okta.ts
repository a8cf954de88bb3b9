/** Identity configuration and session helpers (`/api/conf/okta`, `/api/ac_campus/okta/*`). */
import { Hono } from "hono";
import * as v from "valibot";
import { authenticate } from "../http/auth.ts";
import type { AppEnv, Deps } from "../http/env.ts";
import { limitBy } from "../http/rateLimits.ts";
import { body } from "../http/validate.ts";
import { CLIENT_ID, clientUris, endSessionUrl, issuerOf, SCOPES } from "../oidc/client.ts";

export function oktaRoutes(deps: Deps) {
  const { origin, config, verifyAccessToken, sessions, rateLimiters, clientAddress } = deps;
  const app = new Hono<AppEnv>();
  const uris = clientUris(origin);
  const redirect = v.pipe(
    v.string("required"),
    v.check((value) => uris.postLogoutRedirectUris.includes(value), "choice"),
  );

  app.get("/api/conf/okta", (c) =>
    c.json({
      client_id: CLIENT_ID,
      issuer: issuerOf(origin),
      scopes: SCOPES,
      redirect_uri_renew_acquisition: uris.redirectUris[0],
      redirect_uris: { fr: uris.redirectUris[0], en: uris.redirectUris[1] },
      post_logout_redirect_uris: {
        fr: uris.postLogoutRedirectUris[0],
        en: uris.postLogoutRedirectUris[1],
      },
      login_uri: `${issuerOf(origin)}/auth`,
      login_ec_uri: config.clientSpaceUrl ?? `${origin}/simulators/espace-client`,
      cookie_domain: new URL(origin).hostname,
      content_uri: origin,
      acquisition_uri: origin,
      acquisition_residence_uri: `${origin}/simulators/resicamp`,
    }),
  );

  // It tells whether a token is valid: limited, so it is no oracle for guessed or copied tokens.
  const tokenCheckLimit = limitBy<AppEnv>(rateLimiters.tokenChecksPerAddress, clientAddress);
  app.post("/api/ac_campus/okta/checkTokenValidity", tokenCheckLimit, async (c) => {
    const { token } = await body(
      c,
      v.object({ token: v.pipe(v.string("required"), v.maxLength(4096, "tooLong")) }),
    );
    const verified = token ? await verifyAccessToken(token) : null;
    return c.json({ valid: verified !== null, expiresAt: verified?.expiresAt ?? null });
  });

  app.post("/api/ac_campus/okta/logout", async (c) => {
    const input = await body(
      c,
      v.object({
        id_token: v.pipe(
          v.string("required"),
          v.nonEmpty("required"),
          v.maxLength(8192, "tooLong"),
        ),
        redirect,
      }),
    );
    // The device's grant ends here, whatever happens next in the browser: its refresh and access
    // tokens stop working even if the visitor never reaches the provider's end-session page.
    // A bound token ends its session only with its proof: a copied one cannot sign anyone out.
    const authenticated = await authenticate(c, deps);
    if (authenticated) sessions.endSessionOf(authenticated.token);
    return c.json({ url: endSessionUrl(origin, input.redirect) });
  });

  app.post("/api/ac_campus/okta/checkSession", async (c) => {
    const input = await body(c, v.object({ redirect }));
    return c.json({ status: "ok", redirect: input.redirect });
  });

  return app;
}
