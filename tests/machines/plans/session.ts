/**
 * What the session's walks are planned from: the starting situations, the events, and how each
 * invoked call may end. Shared by the vitest path suite (tests/machines/session.test.ts) and the
 * browser walks (tests/e2e/walks/), so both walk the same plans. Free of test-runner code.
 */
import { SPACE_COOKIE_SESSION_VALUE } from "../../../machines/session.selectors.ts";
import type {
  LoadedTerms,
  LoadedUser,
  SessionEvent,
  SessionUser,
} from "../../../machines/session.ts";
import type { EventTeaching } from "../support/teaching.ts";

export const START = Date.parse("2025-03-10T12:00:00Z");
/** A fresh access token lives 120 s (the local provider's default). */
const FIRST_EXPIRY = START + 120_000;
const RENEWED_EXPIRY = START + 10 * 60_000;

export const elodie: SessionUser = {
  contact_id: "C-42",
  firstname: "élodie",
  lastname: "Martin-Durand",
  email: "elodie@example.org",
  phone: "+33612345678",
  type_prospect: "etudiant",
  language: "fr",
  hasAcceptedEmail: true,
  hasAcceptedSMS: false,
  hasAcceptedEmailGroup: false,
  hasAcceptedSMSGroup: false,
};
export const acceptedVersion1: LoadedUser = { user: elodie, acceptedTermsVersion: 1 };
export const termsVersion1: LoadedTerms = { html: "<p>Conditions v1</p>", version: 1 };
export const termsVersion2: LoadedTerms = { html: "<p>Conditions v2</p>", version: 2 };
export const LOGOUT_URL = "https://example.org/oidc/session/end?post_logout_redirect_uri=%2Ffr";

const events = {
  acceptTerms: { cause: "clicks accept in the terms dialog" },
  retryLoadingTerms: { cause: "clicks retry in the terms dialog" },
  logout: { cause: "chooses logout in the account menu" },
  signIn: { cause: "clicks sign in" },
  closeExpiredDialog: { cause: "closes the session-expired dialog" },
} satisfies EventTeaching<SessionEvent>;

/** The session's plan: situations, events, invocations' outcomes. */
export const sessionPlan = {
  inputs: {
    "an access-token cookie, last in this site": {
      hasAccessToken: true,
      hasStoredIdentityToken: true,
      space: SPACE_COOKIE_SESSION_VALUE,
    },
    "an access-token cookie, last in the customer area": {
      hasAccessToken: true,
      hasStoredIdentityToken: false,
      space: "espace-client",
    },
    "an access-token cookie and no space cookie": {
      hasAccessToken: true,
      hasStoredIdentityToken: true,
    },
    "only a stale identity token": { hasAccessToken: false, hasStoredIdentityToken: true },
    "a returning visitor: no access-token cookie, a kept refresh token": {
      hasAccessToken: false,
      hasStoredIdentityToken: true,
      hasRenewableSession: true,
      space: SPACE_COOKIE_SESSION_VALUE,
    },
    "no token, last in the customer area": {
      hasAccessToken: false,
      hasStoredIdentityToken: false,
      space: "espace-client",
    },
    "nothing stored": { hasAccessToken: false, hasStoredIdentityToken: false, space: null },
  },
  events,
  invocations: {
    checkTokenValidity: {
      done: {
        "valid, expiry said": { expiresAt: FIRST_EXPIRY },
        "valid, expiry not said": { expiresAt: null },
      },
      error: { "invalid token": new Error("invalid") },
    },
    registerTokens: {
      done: { "expires in 120 s": { accessTokenExpiresAt: FIRST_EXPIRY } },
      error: { "expiry unknown": new Error("expiryUnknown") },
    },
    loadUserDetails: {
      done: { "accepted version 1": acceptedVersion1 },
      error: { "401": new Error("unauthorized") },
    },
    loadTerms: {
      done: { "version 1": termsVersion1, "version 2": termsVersion2 },
      error: { "500": new Error("server error") },
    },
    acceptTerms: { done: { recorded: undefined }, error: { "500": new Error("server error") } },
    refreshTokens: {
      done: { "rotated, 10 min": { accessTokenExpiresAt: RENEWED_EXPIRY } },
      error: { "refresh token revoked": new Error("invalid_grant") },
    },
    renewOnReturn: {
      done: { "renewed, 120 s": { accessTokenExpiresAt: FIRST_EXPIRY } },
      error: { "refresh token refused": new Error("invalid_grant") },
    },
    redirectToLogin: { done: { leaving: undefined }, error: { "discovery failed": new Error() } },
    hasPendingBooking: {
      done: { "a booking is pending": true, "no booking": false },
      error: { "storage unreadable": new Error() },
    },
    logout: { done: { "end-session address": { url: LOGOUT_URL } }, error: { "500": new Error() } },
    checkSession: { done: { ok: undefined }, error: { "500": new Error() } },
  },
};
