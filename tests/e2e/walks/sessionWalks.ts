/**
 * The session's plan (tests/machines/plans/session.ts) in the browser: each situation is what the
 * browser holds when a page of the app loads (cookies, stored identity token), each event a
 * gesture on the header or the session dialogs, each call's outcome the real server's answer or
 * a fault set up on the network before the gesture that makes the call.
 */
import type { Page, Request, Route } from "@playwright/test";
import type { SessionSnapshot } from "../../../machines/session.selectors.ts";
import { sessionMachine } from "../../../machines/session.ts";
import { sessionPlan } from "../../machines/plans/session.ts";
import { signInThroughProvider } from "../signIn.ts";
import { expect } from "../test.ts";
import { type BrowserTeaching, type Journey, type Situation, server } from "./browserWalks.ts";

/** The session with its browser effects made inert: the shadow runs beside the page, not in it. */
const machine = sessionMachine.provide({
  actions: {
    clearLocalSession: () => {},
    forgetExpiredAccessToken: () => {},
    navigateAfterLogout: () => {},
    reloadPage: () => {},
  },
});

const ACCOUNT = "nouveau@demo.hestia.test";
const accountMenu = (page: Page) => page.getByRole("button", { name: /^Mon compte/ });
const signInButton = (page: Page) => page.getByRole("button", { name: "Se connecter" }).first();
const expiredDialog = (page: Page) => page.getByRole("alertdialog", { name: "Connexion requise" });
const termsDialog = (page: Page) =>
  page.getByRole("alertdialog", { name: "Nos conditions d'utilisation ont évolué" });

/** The home page with nothing stored: no cookie, no storage. */
async function blank(page: Page) {
  await page.goto("/fr");
  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
}

/**
 * Signed in, and the session done with its start: the account menu shows once the user is read,
 * the terms are read after it. A journey arms its failures right after the set-up, so a terms
 * call still under way would take the failure meant for the page the journey opens (seen in CI:
 * the journey's own page then read the terms fine and showed no error).
 */
async function signedIn(page: Page) {
  await blank(page);
  const inFlight = new Set<Request>();
  const track = (request: Request) => inFlight.add(request);
  const untrack = (request: Request) => inFlight.delete(request);
  page.on("request", track);
  page.on("requestfinished", untrack);
  page.on("requestfailed", untrack);
  try {
    await signInThroughProvider(page, ACCOUNT);
    await expect(accountMenu(page)).toBeVisible();
    await expect
      .poll(async () => {
        const calls = [...inFlight].filter((request) => request.url().includes("/api/"));
        await page.waitForTimeout(300);
        return (
          calls.length === 0 && [...inFlight].every((request) => !request.url().includes("/api/"))
        );
      })
      .toBe(true);
  } finally {
    page.off("request", track);
    page.off("requestfinished", untrack);
    page.off("requestfailed", untrack);
  }
}

const origin = (page: Page) => new URL(page.url()).origin;
const setSpace = (page: Page, value: string) =>
  page.context().addCookies([{ name: "space", value, url: origin(page) }]);
const forget = (page: Page, ...names: string[]) =>
  Promise.all(names.map((name) => page.context().clearCookies({ name })));

/**
 * A situation: what the browser holds, then the page loads and the session starts. Every trip to
 * the provider's authorization page from then on is noted: with its own session still open, the
 * provider sends the browser straight back, so the address bar alone may never show it.
 */
const holding = (does: string, hold: (page: Page) => Promise<void>): Situation => ({
  does,
  setUp: async ({ page }) => hold(page),
  open: async (journey) => {
    journey.notes.toProvider = "0";
    journey.page.on("request", (request) => {
      if (/\/oidc\/auth\b/.test(request.url()))
        journey.notes.toProvider = String(Number(journey.notes.toProvider ?? "0") + 1);
    });
    await journey.page.reload();
  },
});

/** The next call matching `url` answers `status`. */
const failNext =
  (url: string | RegExp, status: number, body: unknown = { error: "walk" }) =>
  async ({ page }: Journey) => {
    await page.route(url, (route: Route) => route.fulfill({ status, json: body }), { times: 1 });
  };

const isRefresh = (route: Route) =>
  (route.request().postData() ?? "").includes("grant_type=refresh_token");
/** The provider refuses the next renewal. */
const refuseRenewal = async ({ page }: Journey) => {
  await page.route(
    "**/oidc/token",
    (route: Route) =>
      isRefresh(route)
        ? route.fulfill({ status: 400, json: { error: "invalid_grant" } })
        : route.fallback(),
    { times: 1 },
  );
};

const OKTA = "**/api/ac_campus/okta";

export const sessionWalks: BrowserTeaching<typeof machine, typeof sessionPlan> = {
  id: "session",
  machine,
  plan: sessionPlan,
  situations: {
    "an access-token cookie, last in this site": holding("signs in, then loads a page", signedIn),
    "an access-token cookie, last in the customer area": holding(
      "signs in, the space cookie set to the customer area and the identity token gone",
      async (page) => {
        await signedIn(page);
        await setSpace(page, "espace-client");
        await page.evaluate(() => window.localStorage.removeItem("identity_token_storage"));
      },
    ),
    "an access-token cookie and no space cookie": holding(
      "signs in, then the space cookie is removed",
      async (page) => {
        await signedIn(page);
        await forget(page, "space");
      },
    ),
    "only a stale identity token": holding(
      "signs in, then every cookie is removed (the stored identity token stays)",
      async (page) => {
        await signedIn(page);
        await page.context().clearCookies();
      },
    ),
    "a returning visitor: no access-token cookie, a kept refresh token": holding(
      "signs in, then the access-token cookie expires",
      async (page) => {
        await signedIn(page);
        await forget(page, "access_token");
      },
    ),
    "no token, last in the customer area": holding(
      "nothing stored but the space cookie of the customer area",
      async (page) => {
        await blank(page);
        await setSpace(page, "espace-client");
      },
    ),
    "nothing stored": holding("a first visit", blank),
  },
  events: {
    acceptTerms: {
      does: "clicks \"J'accepte les conditions d'utilisation\"",
      run: async ({ page }) => {
        await termsDialog(page)
          .getByRole("button", { name: /^J'accepte/ })
          .click();
      },
    },
    retryLoadingTerms: {
      does: "clicks Réessayer in the terms dialog",
      run: async ({ page }) => {
        await termsDialog(page).getByRole("button", { name: "Réessayer" }).click();
      },
    },
    logout: {
      does: "chooses Se déconnecter in the account menu",
      run: async ({ page }) => {
        await accountMenu(page).click();
        await page.getByRole("menuitem", { name: "Se déconnecter" }).click();
      },
    },
    signIn: {
      does: "clicks Se connecter (in the header, or in the session-expired dialog)",
      run: async ({ page }, _event, before) => {
        if (before.matches("sessionExpired"))
          await expiredDialog(page).getByRole("button", { name: "Se connecter" }).click();
        else {
          // Pages arrive rendered for an anonymous visitor: the header's "Se connecter" is there
          // before the session has checked a kept token. A visitor's click counts once the
          // page is live and the session has settled on signed out.
          await page.locator("html[data-app-live]").waitFor({ state: "attached" });
          await expect(page.getByRole("status", { name: /Chargement/ })).toHaveCount(0);
          await signInButton(page).click();
        }
      },
    },
    closeExpiredDialog: {
      does: "clicks Fermer in the session-expired dialog",
      run: async ({ page }) => {
        await expiredDialog(page).getByRole("button", { name: "Fermer" }).click();
      },
    },
  },
  outcomes: {
    checkTokenValidity: {
      done: {
        "valid, expiry said": server(),
        "valid, expiry not said": {
          unreachable: "the server always says when the token expires (session.test.ts)",
        },
      },
      error: {
        "invalid token": {
          does: "the server finds the token invalid (401)",
          arm: failNext(`${OKTA}/checkTokenValidity`, 401),
        },
      },
    },
    registerTokens: {
      done: { "expires in 120 s": server("the sign-in client takes the tokens") },
      error: {
        "expiry unknown": {
          unreachable:
            "happens in the browser only when the validity answer has no expiry, which the server always gives (session.test.ts)",
        },
      },
    },
    loadUserDetails: {
      done: { "accepted version 1": server() },
      error: {
        "401": {
          does: "the server refuses the user's details (401)",
          arm: failNext("**/api/ac_campus/utilisateur/details", 401),
        },
      },
    },
    loadTerms: {
      done: {
        "version 1": server("the server sends the terms the user accepted"),
        "version 2": {
          unreachable:
            "the walks sign in one account that accepted the current terms; updated terms are session.spec.ts's (cgu@demo account)",
        },
      },
      error: {
        "500": {
          does: "the server fails to send the terms (500)",
          arm: failNext(/\/api\/ac_campus\/information\/getCgu/, 500),
        },
      },
    },
    acceptTerms: {
      done: { recorded: server() },
      error: {
        "500": {
          does: "the server fails to record the acceptance (500)",
          arm: failNext("**/api/ac_campus/utilisateur/acceptCgu", 500),
        },
      },
    },
    refreshTokens: {
      done: { "rotated, 10 min": server("the provider renews the tokens") },
      error: {
        "refresh token revoked": { does: "the provider refuses the renewal", arm: refuseRenewal },
      },
    },
    renewOnReturn: {
      done: { "renewed, 120 s": server("the provider renews the tokens") },
      error: {
        "refresh token refused": { does: "the provider refuses the renewal", arm: refuseRenewal },
      },
    },
    redirectToLogin: {
      done: { leaving: server("the browser leaves for the provider's sign-in page") },
      error: {
        "discovery failed": {
          unreachable:
            "sign-in cannot start only when the provider's configuration cannot be read (sessionActors tests)",
        },
      },
    },
    hasPendingBooking: {
      done: {
        "a booking is pending": {
          unreachable:
            "needs a booking chosen while signed out whose session then expires (tunnel component tests)",
        },
        "no booking": server("nothing is pending in the browser's storage"),
      },
      error: {
        "storage unreadable": {
          unreachable: "the browser's storage cannot be made unreadable from a page (unit tests)",
        },
      },
    },
    logout: {
      done: { "end-session address": server() },
      error: {
        "500": { does: "the server fails the logout (500)", arm: failNext(`${OKTA}/logout`, 500) },
      },
    },
    checkSession: {
      done: { ok: server() },
      error: {
        "500": {
          does: "the session check fails (500)",
          arm: failNext(`${OKTA}/checkSession`, 500),
        },
      },
    },
  },
  timers: {
    RENEW_BEFORE_EXPIRY: {
      does: "waits until 30 s before the access token expires (the e2e server's tokens live 45 s)",
      // 15 s pass first: the account has long been read by then.
      possible: (before) =>
        before.matches({ authenticated: { account: "signedIn" } }) ||
        before.matches({ authenticated: { account: "termsUnavailable" } }),
      run: async ({ page }) => {
        await page.waitForRequest(
          (request) =>
            request.url().endsWith("/oidc/token") &&
            (request.postData() ?? "").includes("grant_type=refresh_token"),
          { timeout: 40_000 },
        );
      },
    },
    ACCESS_TOKEN_EXPIRY: {
      unreachable:
        "needs a renewal that hangs until the token has expired; session.test.ts runs it on the simulated clock",
    },
  },
  states: {
    choosingStart: { transient: "decides at once from what the browser holds" },
    renewingOnReturn: { transient: "while the tokens are renewed" },
    checkingTokenValidity: { transient: "while the token is checked" },
    registeringTokens: { transient: "while the sign-in client takes the tokens" },
    decidingAfterFailedValidation: { transient: "decides at once" },
    "authenticated.tokens.waitingToRenew": async ({ page }) => {
      await expect(expiredDialog(page)).toHaveCount(0);
    },
    "authenticated.tokens.renewingTokens": { transient: "while the tokens are renewed" },
    "authenticated.account.loadingUserDetails": { transient: "while the user is read" },
    "authenticated.account.loadingTerms": { transient: "while the terms are read" },
    "authenticated.account.checkingTermsAcceptance": { transient: "decides at once" },
    "authenticated.account.termsUnavailable": async ({ page }) => {
      const dialog = termsDialog(page);
      await expect(
        dialog.getByText("Les conditions d'utilisation n'ont pas pu être chargées."),
      ).toBeVisible();
      await expect(dialog.getByRole("button", { name: "Réessayer" })).toBeVisible();
    },
    "authenticated.account.awaitingTermsAcceptance": async ({ page }) => {
      await expect(termsDialog(page).getByRole("button", { name: /^J'accepte/ })).toBeEnabled();
    },
    "authenticated.account.acceptingTerms": { transient: "while the acceptance is recorded" },
    "authenticated.account.signedIn": async ({ page }) => {
      await expect(accountMenu(page)).toHaveText(/^[A-Z]{2}$/);
      await expect(page.getByRole("alertdialog")).toHaveCount(0);
    },
    sessionExpired: async ({ page }) => {
      await expect(
        expiredDialog(page).getByText(
          "Vous devez vous connecter ou créer un compte pour réserver un appartement",
        ),
      ).toBeVisible();
      await expect(accountMenu(page)).toHaveCount(0);
    },
    checkingPendingBooking: { transient: "reads the browser's storage at once" },
    signingInAgain: { transient: "while the browser leaves for sign-in" },
    redirectingToLogin: { transient: "while the browser leaves for sign-in" },
    anonymous: async ({ page }) => {
      await expect(signInButton(page)).toBeVisible();
      await expect(accountMenu(page)).toHaveCount(0);
      await expect(page.getByRole("alertdialog")).toHaveCount(0);
    },
    signingIn: { transient: "while the browser leaves for sign-in" },
    loggingOut: { transient: "while the server ends the session" },
    checkingSession: { transient: "while the session is checked" },
    leavingAfterLogout: async ({ page }, snapshot: SessionSnapshot) => {
      // To the provider's end-session page, or home when the server gave no address.
      // (The local provider may end its session and come back home at once.)
      await expect(page).toHaveURL(snapshot.context.logoutUrl ? /\/oidc\/|\/fr$/ : /\/fr$/);
    },
    leftForSignIn: async ({ notes }) => {
      await expect.poll(() => Number(notes.toProvider ?? "0")).toBeGreaterThan(0);
    },
    reloadingPage: async ({ page }) => {
      await expect(expiredDialog(page)).toHaveCount(0);
      await expect(page.locator("html[data-app-live]")).toHaveCount(1);
    },
  },
};
