import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { getIdentityConfiguration } from "../../../src/api/conf.ts";
import { ContractError } from "../../../src/api/contractError.ts";
import { toUserError } from "../../../src/api/errors.ts";
import {
  acceptTerms,
  checkSession,
  checkTokenValidity,
  getTerms,
  getUserDetails,
  logout,
} from "../../../src/api/user.ts";
import { createFakeBackend, firstRequest, json, TEST_ORIGIN } from "./fakeBackend.ts";

beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

const identityConfiguration = {
  client_id: "hestia-acquisition",
  issuer: "http://localhost:3001/oidc",
  redirect_uri_renew_acquisition: "http://localhost:3001/renew",
  login_uri: "/fr/connexion",
  cookie_domain: "localhost",
  acquisition_uri: "http://localhost:3001",
  acquisition_residence_uri: "http://localhost:3001/residences",
};

describe("identity configuration (GET /api/conf/okta)", () => {
  it("reads it", async () => {
    const backend = createFakeBackend(() => json(identityConfiguration));
    await expect(getIdentityConfiguration({ client: backend.client })).resolves.toEqual(
      identityConfiguration,
    );
    expect(firstRequest(backend.requests).url).toBe(`${TEST_ORIGIN}/api/conf/okta`);
  });

  it("refuses it without a client id", async () => {
    const { client_id: _omitted, ...withoutClientId } = identityConfiguration;
    const backend = createFakeBackend(() => json(withoutClientId));
    await expect(getIdentityConfiguration({ client: backend.client })).rejects.toBeInstanceOf(
      ContractError,
    );
  });
});

describe("user details", () => {
  it("reads them, with unset consents as not given", async () => {
    const backend = createFakeBackend(() =>
      json({
        contact_id: 42,
        firstname: "Camille",
        lastname: "Martin",
        email: "camille@example.org",
        phone: null,
        type_prospect: "etudiant",
        language: "fr",
        hasAcceptedEmail: true,
        hasAcceptedSMS: null,
      }),
    );
    await expect(getUserDetails({ client: backend.client })).resolves.toEqual({
      contact_id: "42",
      firstname: "Camille",
      lastname: "Martin",
      email: "camille@example.org",
      phone: "",
      type_prospect: "etudiant",
      language: "fr",
      hasAcceptedEmail: true,
      hasAcceptedSMS: false,
      hasAcceptedEmailGroup: false,
      hasAcceptedSMSGroup: false,
    });
  });

  it("refuses them without an email", async () => {
    const backend = createFakeBackend(() =>
      json({ contact_id: "1", firstname: "A", lastname: "B" }),
    );
    const error = await getUserDetails({ client: backend.client }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ContractError);
    expect(toUserError(error).kind).toBe("generic");
  });
});

describe("terms", () => {
  it("asks the terms in the page's language with a POST and no body", async () => {
    const backend = createFakeBackend(() => json({ cgu: "<h1>CGU</h1>" }));
    await expect(getTerms({ locale: "en" }, { client: backend.client })).resolves.toEqual({
      cgu: "<h1>CGU</h1>",
    });
    const request = firstRequest(backend.requests);
    expect(request.method).toBe("POST");
    expect(request.url).toBe(`${TEST_ORIGIN}/api/ac_campus/information/getCgu?language=en`);
    expect(request.body).toBeNull();
  });

  it("accepts them with an empty POST", async () => {
    const backend = createFakeBackend(() => new Response(null, { status: 204 }));
    await expect(acceptTerms({ client: backend.client })).resolves.toBeUndefined();
    const request = firstRequest(backend.requests);
    expect(request.method).toBe("POST");
    expect(request.url).toBe(`${TEST_ORIGIN}/api/ac_campus/utilisateur/acceptCgu`);
    expect(request.body).toBeNull();
  });
});

describe("session calls", () => {
  it("checks a token's validity, whatever the shape of the answer", async () => {
    const backend = createFakeBackend(() => json({ active: true, whatever: [1] }));
    await expect(
      checkTokenValidity({ token: "t0k3n" }, { client: backend.client }),
    ).resolves.toEqual({ active: true, whatever: [1] });
    expect(await firstRequest(backend.requests).json()).toEqual({ token: "t0k3n" });
  });

  it("logs out and returns where to go next", async () => {
    const backend = createFakeBackend(() =>
      json({ url: "http://localhost:3001/oidc/session/end" }),
    );
    await expect(
      logout(
        { id_token: "id.token", redirect: "http://localhost:3001/fr" },
        { client: backend.client },
      ),
    ).resolves.toEqual({ url: "http://localhost:3001/oidc/session/end" });
    const request = firstRequest(backend.requests);
    expect(request.url).toBe(`${TEST_ORIGIN}/api/ac_campus/okta/logout`);
    expect(await request.json()).toEqual({
      id_token: "id.token",
      redirect: "http://localhost:3001/fr",
    });
  });

  it("checks the session with the redirect address", async () => {
    const backend = createFakeBackend(() => new Response(null));
    await expect(
      checkSession({ redirect: "/fr" }, { client: backend.client }),
    ).resolves.toBeUndefined();
    expect(await firstRequest(backend.requests).json()).toEqual({ redirect: "/fr" });
  });
});
