import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { all } from "../../server/db.ts";
import { getIdentityConfiguration } from "../../src/api/conf.ts";
import { createFakeBackend, json } from "../unit/api/fakeBackend.ts";
import { makeServer, ORIGIN, type TestServer } from "./helpers.ts";

let server: TestServer;
beforeEach(() => {
  server = makeServer();
});
afterEach(() => server.close());

const post = (json: unknown, user?: string) => ({
  method: "POST",
  json,
  ...(user ? { user } : {}),
});

describe("identity configuration and session helpers", () => {
  it("answers the OIDC settings the app needs", async () => {
    const { status, body } = await server.call("/api/conf/okta");
    expect(status).toBe(200);
    expect(body).toMatchObject({
      client_id: "hestia-web",
      issuer: `${ORIGIN}/oidc`,
      redirect_uri_renew_acquisition: `${ORIGIN}/fr/connexion/callback`,
      redirect_uris: { fr: `${ORIGIN}/fr/connexion/callback`, en: `${ORIGIN}/en/login/callback` },
      login_uri: `${ORIGIN}/oidc/auth`,
      cookie_domain: "127.0.0.1",
      content_uri: ORIGIN,
      acquisition_uri: ORIGIN,
      acquisition_residence_uri: `${ORIGIN}/simulators/resicamp`,
    });
    // The app's call reads the same answer and keeps the content service's address.
    const backend = createFakeBackend(() => json(body));
    await expect(getIdentityConfiguration({ client: backend.client })).resolves.toMatchObject({
      content_uri: ORIGIN,
    });
  });

  it("checks a token's validity", async () => {
    const valid = await server.call(
      "/api/ac_campus/okta/checkTokenValidity",
      post({ token: "token-demo-nouveau" }),
    );
    expect(valid.body).toEqual({
      valid: true,
      expiresAt: Math.floor(server.clock.now.getTime() / 1000) + 120,
    });
    const invalid = await server.call(
      "/api/ac_campus/okta/checkTokenValidity",
      post({ token: "nope" }),
    );
    expect(invalid.body).toEqual({ valid: false, expiresAt: null });
    expect((await server.call("/api/ac_campus/okta/checkTokenValidity", post({}))).body).toEqual({
      errors: { token: "Requis*" },
    });
  });

  it("builds the end-session URL for an allowed return address only", async () => {
    const { body } = await server.call(
      "/api/ac_campus/okta/logout",
      post({ id_token: "abc.def.ghi", redirect: `${ORIGIN}/en` }),
    );
    const url = new URL(body.url);
    expect(`${url.origin}${url.pathname}`).toBe(`${ORIGIN}/oidc/session/end`);
    // The id token stays out of the URL: the provider is told the client instead.
    expect(url.searchParams.get("id_token_hint")).toBeNull();
    expect(url.searchParams.get("client_id")).toBe("hestia-web");
    expect(body.url).not.toContain("abc.def.ghi");
    expect(url.searchParams.get("post_logout_redirect_uri")).toBe(`${ORIGIN}/en`);
    const elsewhere = await server.call(
      "/api/ac_campus/okta/logout",
      post({ id_token: "x", redirect: "https://evil.example/" }),
    );
    expect(elsewhere).toMatchObject({
      status: 400,
      body: { errors: { redirect: "Valeur non autorisée" } },
    });
    expect(
      (await server.call("/api/ac_campus/okta/logout", post({ redirect: `${ORIGIN}/fr` }))).body,
    ).toEqual({ errors: { id_token: "Requis*" } });
  });

  it("acknowledges checkSession for an allowed address", async () => {
    expect(
      (await server.call("/api/ac_campus/okta/checkSession", post({ redirect: `${ORIGIN}/fr` })))
        .body,
    ).toMatchObject({ status: "ok" });
    expect(
      (await server.call("/api/ac_campus/okta/checkSession", post({ redirect: "/elsewhere" })))
        .status,
    ).toBe(400);
  });
});

describe("user details and terms", () => {
  it("needs a valid bearer token", async () => {
    expect(await server.call("/api/ac_campus/utilisateur/details")).toMatchObject({
      status: 401,
      body: { error: "unauthorized" },
    });
    expect(
      (
        await server.call("/api/ac_campus/utilisateur/details", {
          headers: { authorization: "Bearer bogus" },
        })
      ).status,
    ).toBe(401);
    expect(
      (await server.call("/api/ac_campus/utilisateur/details", { user: "ghost" })).status,
    ).toBe(401);
  });

  it("says how to authenticate in every 401 (WWW-Authenticate, RFC 6750 and RFC 9449)", async () => {
    const challenge = async (
      headers: Record<string, string>,
      path = "/api/ac_campus/utilisateur/details",
    ) => {
      const response = await server.request(path, { headers, anonymous: true });
      expect(response.status).toBe(401);
      return response.headers.get("www-authenticate");
    };
    const algs = `algs="ES256 Ed25519 EdDSA"`;
    // No token: both schemes offered, no error code.
    expect(await challenge({})).toBe(`Bearer, DPoP ${algs}`);
    // A refused token: invalid_token under the scheme it came with.
    expect(await challenge({ authorization: "Bearer bogus" })).toBe(
      `Bearer error="invalid_token", DPoP ${algs}`,
    );
    expect(await challenge({ authorization: "DPoP bogus" })).toBe(
      `Bearer, DPoP error="invalid_token", ${algs}`,
    );
    // A valid token whose account is gone.
    expect(await challenge({ authorization: "Bearer token-ghost" })).toContain(
      `Bearer error="invalid_token"`,
    );
    // The development routes' key is no token: their challenge names its header.
    expect(await challenge({}, "/api/dev/outbox")).toBe(`x-dev-key realm="development routes"`);
  });

  it("answers the contract's user details", async () => {
    const { body } = await server.call("/api/ac_campus/utilisateur/details", {
      user: "demo-accepte",
    });
    expect(body).toMatchObject({
      contact_id: expect.any(String),
      firstname: "Emily",
      lastname: "Carter",
      email: "accepte@demo.hestia.test",
      phone: "+33612345678",
      type_prospect: "jeune_actif",
      language: "en",
      hasAcceptedEmail: true,
      hasAcceptedSMS: false,
      hasAcceptedEmailGroup: false,
      hasAcceptedSMSGroup: false,
      cguAccepted: true,
    });
  });

  it("serves the current terms and records their acceptance", async () => {
    const terms = await server.call("/api/ac_campus/information/getCgu?language=en", {
      method: "POST",
    });
    expect(terms.body).toMatchObject({ version: 2, cgu: expect.stringContaining("Terms of use") });
    expect(
      (await server.call("/api/ac_campus/information/getCgu?language=de", { method: "POST" }))
        .status,
    ).toBe(400);
    const before = await server.call("/api/ac_campus/utilisateur/details", { user: "demo-cgu" });
    expect(before.body.cguAccepted).toBe(false);
    expect(
      (
        await server.call("/api/ac_campus/utilisateur/acceptCgu", {
          method: "POST",
          user: "demo-cgu",
        })
      ).body,
    ).toEqual({ status: "ok", version: 2 });
    const after = await server.call("/api/ac_campus/utilisateur/details", { user: "demo-cgu" });
    expect(after.body.cguAccepted).toBe(true);
    expect(
      (await server.call("/api/ac_campus/utilisateur/acceptCgu", { method: "POST" })).status,
    ).toBe(401);
  });
});

describe("profile updates", () => {
  const path = (name: string) => `/api/ac_campus/utilisateur/${name}`;

  it("asks to confirm a new email unless it is malformed, temporary or unchanged", async () => {
    const user = "demo-nouveau";
    const password = "Demo2026ok";
    const asked = await server.call(
      path("updateEmail"),
      post({ email: "lea.martin@example.org", password }, user),
    );
    expect(asked).toMatchObject({ status: 202, body: { status: "confirmationSent" } });
    expect(
      (await server.call(path("updateEmail"), post({ email: "not-an-email", password }, user)))
        .body,
    ).toEqual({ errors: { email: "Format du courriel incorrect" } });
    expect(
      (await server.call(path("updateEmail"), post({ email: "x@yopmail.com", password }, user)))
        .body.errors.email,
    ).toContain("temporaires");
    expect(
      (
        await server.call(
          path("updateEmail"),
          post({ email: "NOUVEAU@demo.hestia.test", password }, user),
        )
      ).status,
    ).toBe(400);
    expect((await server.call(path("updateEmail"), post({ email: "a@b.org" }))).status).toBe(401);
  });

  it("answers a taken address exactly as a free one, and mails its owner instead", async () => {
    const user = "demo-nouveau";
    const password = "Demo2026ok";
    const taken = await server.call(
      path("updateEmail"),
      post({ email: "EXAMEN@demo.hestia.test", password }, user),
    );
    const free = await server.call(
      path("updateEmail"),
      post({ email: "lea.martin@example.org", password }, user),
    );
    expect({ status: taken.status, body: taken.body }).toEqual({
      status: free.status,
      body: free.body,
    });
    const mails = all<{ recipient: string; content: string }>(
      server.db,
      "SELECT recipient, content FROM outbox ORDER BY id",
    );
    expect(mails.find((mail) => mail.recipient === "examen@demo.hestia.test")?.content).toContain(
      "Elle est déjà celle de votre compte",
    );
    expect(mails.find((mail) => mail.recipient === "lea.martin@example.org")?.content).toMatch(
      /\/oidc\/account\/email\/confirm\?lang=fr&token=/,
    );
    // Nothing changed yet: the address changes when its link is followed (oidc-signup.test.ts).
    expect((await server.call(path("details"), { user })).body.email).toBe(
      "nouveau@demo.hestia.test",
    );
  });

  it("asks to confirm an email change only with the current password", async () => {
    const user = "demo-examen";
    const change = (json: Record<string, string>) =>
      server.call(path("updateEmail"), post(json, user));
    expect((await change({ email: "new.examen@example.org" })).body).toEqual({
      errors: { password: "Requis*" },
    });
    expect(
      (await change({ email: "new.examen@example.org", password: "Wrong2026ok" })).body,
    ).toEqual({ errors: { password: "Le mot de passe actuel est incorrect." } });
    const changed = await change({ email: "new.examen@example.org", password: "Demo2026ok" });
    expect(changed.status).toBe(202);
    const inEnglish = await server.call(path("updateEmail"), {
      ...post({ email: "other.examen@example.org", password: "Wrong2026ok" }, user),
      headers: { "accept-language": "en" },
    });
    expect(inEnglish).toMatchObject({
      status: 400,
      body: { errors: { password: "The current password is incorrect." } },
    });
  });

  it("changes the password: old one checked, rule enforced, recent ones refused", async () => {
    const user = "demo-nouveau";
    const change = (oldPassword: string, newPassword: string) =>
      server.call(path("updatePassword"), post({ oldPassword, newPassword }, user));
    expect((await change("Wrong2026ok", "Fresh2026ok")).body).toEqual({
      errors: { oldPassword: "Le mot de passe actuel est incorrect." },
    });
    expect((await change("Demo2026ok", "short1A")).body.errors.newPassword).toContain(
      "au moins 8 caractères",
    );
    expect((await change("Demo2026ok", "nouppercase1")).status).toBe(400);
    expect((await change("Demo2026ok", "Demo2026ok")).body.errors.newPassword).toContain(
      "utilisé récemment",
    );
    expect((await change("Demo2026ok", "Fresh2026ok")).body).toEqual({ status: "ok" });
    expect((await change("Fresh2026ok", "Demo2026ok")).status).toBe(400);
    expect((await change("Fresh2026ok", "Again2026ok")).status).toBe(200);
    expect((await change("Demo2026ok", "Other2026ok")).body.errors.oldPassword).toBeDefined();
  });

  it("takes any printable password but refuses common, breached or overlong ones, in both languages", async () => {
    const user = "demo-nouveau";
    const change = (newPassword: string, language = "fr") =>
      server.call(path("updatePassword"), {
        ...post({ oldPassword: "Demo2026ok", newPassword }, user),
        headers: { "accept-language": language },
      });
    const common = await change("Password1");
    expect(common.status).toBe(400);
    expect(common.body).toEqual({
      errors: {
        newPassword:
          "Ce mot de passe est trop courant ou a déjà circulé après une fuite de données : choisissez-en un autre.",
      },
    });
    expect((await change("Qwerty1234", "en")).body).toEqual({
      errors: {
        newPassword:
          "This password is too common or has appeared in a data leak: please choose another one.",
      },
    });
    expect((await change(`Aa1${"x".repeat(200)}`, "en")).body).toEqual({
      errors: { newPassword: "The password cannot be longer than 128 characters." },
    });
    expect((await change("Été à Paris #2026")).body).toEqual({ status: "ok" });
    // The new one, symbols, accents and spaces included, is the account's password now.
    expect(
      (
        await server.call(
          path("updatePassword"),
          post({ oldPassword: "Été à Paris #2026", newPassword: "With-Symbol1" }, user),
        )
      ).body,
    ).toEqual({ status: "ok" });
  });

  it("changes phone, language and consents with validation", async () => {
    const user = "demo-examen";
    expect(
      (await server.call(path("updatePhone"), post({ phone: "07 98 76 54 32" }, user))).body.phone,
    ).toBe("+33798765432");
    expect((await server.call(path("updatePhone"), post({ phone: "12" }, user))).body).toEqual({
      errors: { phone: "Numéro de téléphone invalide" },
    });
    expect(
      (await server.call(path("updateLanguage"), post({ language: "en" }, user))).body.language,
    ).toBe("en");
    expect((await server.call(path("updateLanguage"), post({ language: "de" }, user))).status).toBe(
      400,
    );
    const consents = await server.call(
      path("updateConsents"),
      post({ hasAcceptedSMS: true, hasAcceptedEmail: false }, user),
    );
    expect(consents.body).toMatchObject({
      hasAcceptedSMS: true,
      hasAcceptedEmail: false,
      hasAcceptedEmailGroup: false,
    });
    expect(
      (await server.call(path("updateConsents"), post({ hasAcceptedSMS: "yes" }, user))).status,
    ).toBe(400);
    expect((await server.call(path("updateConsents"), post({}, user))).body).toEqual({
      error: "invalidBody",
    });
  });

  it("answers English messages when the request asks for English", async () => {
    const response = await server.call(path("updatePhone"), {
      ...post({ phone: "1" }, "demo-examen"),
      headers: { "accept-language": "en-GB,en;q=0.9" },
    });
    expect(response.body).toEqual({ errors: { phone: "Invalid phone number" } });
  });

  it("refuses a body that is not JSON", async () => {
    const response = await server.call(path("updateLanguage"), {
      method: "POST",
      user: "demo-examen",
      headers: { "content-type": "application/json" },
      body: "{oops",
    });
    expect(response).toMatchObject({ status: 400, body: { error: "invalidJson" } });
  });
});
