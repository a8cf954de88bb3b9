import { describe, expect, it } from "vitest";
import { type AnyActorRef, createActor, fromPromise, SimulatedClock } from "xstate";
import {
  fullNameOf,
  hasAcceptedCurrentTerms,
  initialsOf,
  namesAnotherSpace,
  type SessionSnapshot,
  SPACE_COOKIE_SESSION_VALUE,
  selectFullName,
  selectInitials,
  selectIsSignedIn,
  spaceIsThisSite,
  toSessionView,
} from "../../machines/session.selectors.ts";
import {
  type LoadedTerms,
  type LoadedUser,
  RENEW_BEFORE_EXPIRY_MS,
  type RegisteredTokens,
  type SessionInput,
  type SignInRequest,
  sessionDelays,
  sessionMachine,
  type TokenValidity,
} from "../../machines/session.ts";
import { describePathCoverage, type WalkRun } from "./pathCoverage.ts";
import {
  acceptedVersion1,
  elodie,
  LOGOUT_URL,
  START,
  sessionPlan,
  termsVersion1,
  termsVersion2,
} from "./plans/session.ts";

/**
 * The browser side effects the machine asks for, by actor session, so each walk checks its own.
 * Actions are provided (not replaced by the helper): `.provide()` keeps the registered config.
 */
const effects = new Map<string, string[]>();
const effectsOf = (actor: AnyActorRef) => effects.get(actor.sessionId) ?? [];
const note = (self: AnyActorRef, effect: string) =>
  effects.set(self.sessionId, [...effectsOf(self), effect]);

const machine = sessionMachine.provide({
  actions: {
    clearLocalSession: ({ self }) => note(self, "clearLocalSession"),
    forgetExpiredAccessToken: ({ self }) => note(self, "forgetExpiredAccessToken"),
    navigateAfterLogout: ({ self }, { url }) => note(self, `navigate ${url ?? "home"}`),
    reloadPage: ({ self }) => note(self, "reloadPage"),
  },
});

const view = (snapshot: SessionSnapshot) => toSessionView(snapshot);
const running = (run: WalkRun, id: string) => expect(run.actors.isRunning(id)).toBe(true);
const lastInput = (run: WalkRun, id: string) => run.actors.inputsOf(id).at(-1);

describePathCoverage({
  id: "session",
  machine,
  clockStart: START,
  // The timers measure from the run's simulated clock, not this computer's.
  withClock: (session, clock) => session.provide({ delays: sessionDelays(() => clock.now()) }),
  ...sessionPlan,
  states: {
    renewingOnReturn: (snapshot, run) => {
      running(run, "renewOnReturn");
      // Pages that need the user wait; neither the account menu nor a sign-in is offered yet.
      expect(view(snapshot)).toMatchObject({ isChecking: true, isSignedIn: false });
      expect(view(snapshot).canSignIn).toBe(false);
      expect(effectsOf(run.actor)).not.toContain("clearLocalSession");
    },
    checkingTokenValidity: (snapshot, run) => {
      running(run, "checkTokenValidity");
      expect(view(snapshot)).toMatchObject({ isChecking: true, isSignedIn: false });
      expect(view(snapshot).showAccountMenu).toBe(false);
    },
    registeringTokens: (snapshot, run) => {
      running(run, "registerTokens");
      expect(lastInput(run, "registerTokens")).toEqual({
        expiresAt: snapshot.context.accessTokenExpiresAt,
      });
      expect(view(snapshot).isChecking).toBe(true);
    },
    "authenticated.tokens.waitingToRenew": (snapshot, run) => {
      const expiry = snapshot.context.accessTokenExpiresAt;
      expect(expiry).not.toBeNull();
      // Never renewed late: the timer is armed no later than 30 s before the expiry.
      expect(run.clock.now()).toBeLessThanOrEqual((expiry ?? 0) - RENEW_BEFORE_EXPIRY_MS);
      expect(selectIsSignedIn(snapshot)).toBe(true);
    },
    "authenticated.tokens.renewingTokens": (snapshot, run) => {
      running(run, "refreshTokens");
      // Never renewed early: only once 30 s before the expiry has come.
      const expiry = snapshot.context.accessTokenExpiresAt ?? Number.NaN;
      expect(run.clock.now()).toBeGreaterThanOrEqual(expiry - RENEW_BEFORE_EXPIRY_MS);
      expect(run.clock.now()).toBeLessThan(expiry);
    },
    "authenticated.account.loadingUserDetails": (snapshot, run) => {
      running(run, "loadUserDetails");
      expect(view(snapshot)).toMatchObject({ isChecking: true, isSignedIn: true, user: null });
      expect(view(snapshot).showAccountMenu).toBe(false);
    },
    "authenticated.account.loadingTerms": (snapshot, run) => {
      running(run, "loadTerms");
      expect(view(snapshot)).toMatchObject({ isChecking: true, user: elodie });
    },
    "authenticated.account.termsUnavailable": (snapshot) => {
      expect(view(snapshot)).toMatchObject({
        showTermsDialog: true,
        termsHtml: null,
        termsError: "termsUnavailable",
        canRetryLoadingTerms: true,
        canAcceptTerms: false,
        canLogout: false,
      });
    },
    "authenticated.account.awaitingTermsAcceptance": (snapshot) => {
      const shown = view(snapshot);
      expect(shown).toMatchObject({
        showTermsDialog: true,
        termsHtml: termsVersion2.html,
        canAcceptTerms: true,
        isAcceptingTerms: false,
        isChecking: false,
        canLogout: false,
      });
      expect([null, "termsAcceptanceFailed"]).toContain(shown.termsError);
      expect(hasAcceptedCurrentTerms(snapshot.context)).toBe(false);
    },
    "authenticated.account.acceptingTerms": (snapshot, run) => {
      running(run, "acceptTerms");
      expect(view(snapshot)).toMatchObject({
        showTermsDialog: true,
        isAcceptingTerms: true,
        canAcceptTerms: false,
        termsError: null,
      });
    },
    "authenticated.account.signedIn": (snapshot) => {
      expect(view(snapshot)).toMatchObject({
        isSignedIn: true,
        isChecking: false,
        showAccountMenu: true,
        showTermsDialog: false,
        termsHtml: null,
        initials: "ÉM",
        fullName: "élodie Martin-Durand",
        canLogout: true,
        showSessionExpiredDialog: false,
      });
      expect(hasAcceptedCurrentTerms(snapshot.context)).toBe(true);
    },
    sessionExpired: (snapshot, run) => {
      expect(view(snapshot)).toMatchObject({
        showSessionExpiredDialog: true,
        isSignedIn: false,
        showAccountMenu: false,
        showTermsDialog: false,
        canSignIn: true,
      });
      // The dead token is dropped, so a reload does not check it again.
      expect(effectsOf(run.actor)).toContain("forgetExpiredAccessToken");
    },
    checkingPendingBooking: (snapshot, run) => {
      running(run, "hasPendingBooking");
      expect(view(snapshot).showSessionExpiredDialog).toBe(true);
      expect(view(snapshot).canSignIn).toBe(false);
    },
    signingInAgain: (snapshot, run) => {
      running(run, "redirectToLogin");
      expect(lastInput(run, "redirectToLogin")).toMatchObject({ reason: "sessionExpired" });
      expect(view(snapshot)).toMatchObject({ showSessionExpiredDialog: true, isSigningIn: true });
    },
    redirectingToLogin: (snapshot, run) => {
      running(run, "redirectToLogin");
      expect(lastInput(run, "redirectToLogin")).toEqual({ reason: "otherSpace" });
      expect(namesAnotherSpace(snapshot.context)).toBe(true);
      expect(view(snapshot)).toMatchObject({ isSigningIn: true, isSignedIn: false });
    },
    signingIn: (snapshot, run) => {
      running(run, "redirectToLogin");
      expect(lastInput(run, "redirectToLogin")).toMatchObject({ reason: "visitor" });
      expect(view(snapshot).isSigningIn).toBe(true);
    },
    anonymous: (snapshot, run) => {
      expect(view(snapshot)).toMatchObject({
        isSignedIn: false,
        isChecking: false,
        showAccountMenu: false,
        canSignIn: true,
        canLogout: false,
        showSessionExpiredDialog: false,
      });
      // Cleared at start: no token but a stored identity token (the spec's case), or, for a
      // returning visitor, a refused renewal (which never set an expiry).
      const { hasAccessToken, hasIdentityToken, hasRenewableSession } = snapshot.context.stored;
      const staleSession = hasRenewableSession
        ? snapshot.context.accessTokenExpiresAt === null
        : !hasAccessToken && hasIdentityToken;
      expect(effectsOf(run.actor).includes("clearLocalSession")).toBe(staleSession);
    },
    loggingOut: (snapshot, run) => {
      running(run, "logout");
      expect(view(snapshot)).toMatchObject({ isLoggingOut: true, canLogout: false });
    },
    checkingSession: (snapshot, run) => {
      running(run, "checkSession");
      expect(snapshot.context.logoutUrl).toBe(LOGOUT_URL);
      expect(effectsOf(run.actor)).not.toContain("clearLocalSession");
    },
    leavingAfterLogout: (snapshot, run) => {
      expect(snapshot.status).toBe("done");
      const destination = snapshot.context.logoutUrl ?? "home";
      expect(effectsOf(run.actor).slice(-2)).toEqual([
        "clearLocalSession",
        `navigate ${destination}`,
      ]);
    },
    leftForSignIn: (snapshot) => {
      expect(snapshot.status).toBe("done");
      expect(view(snapshot).isSigningIn).toBe(true);
    },
    reloadingPage: (snapshot, run) => {
      expect(snapshot.status).toBe("done");
      expect(effectsOf(run.actor).at(-1)).toBe("reloadPage");
    },
  },
});

/** Lets the fake actors' promises and the events they send run to completion. */
async function settle(): Promise<void> {
  for (let turn = 0; turn < 3; turn++) await new Promise((resolve) => setTimeout(resolve, 0));
}

const signedInInput: SessionInput = {
  hasAccessToken: true,
  hasStoredIdentityToken: true,
  space: SPACE_COOKIE_SESSION_VALUE,
};

/**
 * A session that signs in at once with a token expiring at `expiry`, on a simulated clock set to
 * START; `refresh` answers each renewal. Records the simulated moment of every renewal.
 */
async function startSession(options: {
  expiry: number;
  refresh?: () => Promise<RegisteredTokens>;
  signInRequests?: SignInRequest[];
}) {
  const clock = new SimulatedClock();
  clock.set(START);
  const renewals: number[] = [];
  const provided = sessionMachine.provide({
    delays: sessionDelays(() => clock.now()),
    actors: {
      checkTokenValidity: fromPromise<TokenValidity>(async () => ({ expiresAt: options.expiry })),
      registerTokens: fromPromise<RegisteredTokens, TokenValidity>(async () => ({
        accessTokenExpiresAt: options.expiry,
      })),
      loadUserDetails: fromPromise<LoadedUser>(async () => acceptedVersion1),
      loadTerms: fromPromise<LoadedTerms>(async () => termsVersion1),
      refreshTokens: fromPromise<RegisteredTokens>(async () => {
        renewals.push(clock.now());
        return (options.refresh ?? (() => new Promise<never>(() => {})))();
      }),
    },
  });
  const actor = createActor(provided, { input: signedInInput, clock }).start();
  await settle();
  const tokensState = () => actor.getSnapshot().value;
  return { actor, clock, renewals, tokensState };
}

const waiting = { authenticated: { tokens: "waitingToRenew", account: "signedIn" } };
const renewing = { authenticated: { tokens: "renewingTokens", account: "signedIn" } };

describe("token renewal on the simulated clock", () => {
  it("renews exactly 30 s before expiry, not a millisecond before (the simulated clock, not Date.now)", async () => {
    const session = await startSession({ expiry: START + 120_000 });
    expect(session.tokensState()).toEqual(waiting);
    session.clock.set(START + 89_999);
    await settle();
    expect(session.renewals).toEqual([]);
    expect(session.tokensState()).toEqual(waiting);
    session.clock.set(START + 90_000);
    await settle();
    expect(session.renewals).toEqual([START + 90_000]);
    expect(session.tokensState()).toEqual(renewing);
  });

  it("re-arms the timer from the renewed token's expiry", async () => {
    const session = await startSession({
      expiry: START + 120_000,
      refresh: async () => ({ accessTokenExpiresAt: START + 300_000 }),
    });
    session.clock.set(START + 90_000);
    await settle();
    expect(session.actor.getSnapshot().context.accessTokenExpiresAt).toBe(START + 300_000);
    expect(session.tokensState()).toEqual(waiting);
    session.clock.set(START + 269_999);
    await settle();
    expect(session.renewals).toEqual([START + 90_000]);
    session.clock.set(START + 270_000);
    await settle();
    expect(session.renewals).toEqual([START + 90_000, START + 270_000]);
  });

  it("opens the session-expired dialog when the renewal fails", async () => {
    const session = await startSession({
      expiry: START + 120_000,
      refresh: async () => {
        throw new Error("invalid_grant");
      },
    });
    session.clock.set(START + 90_000);
    await settle();
    expect(session.actor.getSnapshot().value).toBe("sessionExpired");
    expect(toSessionView(session.actor.getSnapshot())).toMatchObject({
      showSessionExpiredDialog: true,
      isSignedIn: false,
    });
  });

  it("opens the session-expired dialog when the token expires while the renewal hangs", async () => {
    const session = await startSession({ expiry: START + 120_000 });
    session.clock.set(START + 119_999);
    await settle();
    expect(session.tokensState()).toEqual(renewing);
    session.clock.set(START + 120_000);
    await settle();
    expect(session.actor.getSnapshot().value).toBe("sessionExpired");
  });

  it("renews at once a token already within 30 s of its expiry", async () => {
    const session = await startSession({
      expiry: START + 10_000,
      refresh: async () => ({ accessTokenExpiresAt: START + 600_000 }),
    });
    const timers = Object.values(session.actor.system.getSnapshot()._scheduledEvents);
    expect(timers.map((timer) => timer.delay)).toEqual([0]);
    // A zero delay runs on the next turn of the clock without time passing.
    session.clock.increment(0);
    await settle();
    expect(session.renewals).toEqual([START]);
    expect(session.tokensState()).toEqual(waiting);
  });

  it("renews at once a token whose expiry has already passed, rather than waiting for ever", async () => {
    const session = await startSession({ expiry: START - 5_000 });
    const timers = Object.values(session.actor.system.getSnapshot()._scheduledEvents);
    expect(timers.map((timer) => timer.delay)).toEqual([0]);
  });
});

describe("the app's sign-in requests", () => {
  it("passes the page to come back to with the visitor's sign-in", async () => {
    const requests: SignInRequest[] = [];
    const provided = sessionMachine.provide({
      actors: {
        redirectToLogin: fromPromise<void, SignInRequest>(async ({ input }) => {
          requests.push(input);
        }),
      },
    });
    const actor = createActor(provided, {
      input: { hasAccessToken: false, hasStoredIdentityToken: false },
    }).start();
    actor.send({ type: "signIn", returnTo: "/fr/logements/les-estudines/t1" });
    await settle();
    expect(requests).toEqual([{ reason: "visitor", returnTo: "/fr/logements/les-estudines/t1" }]);
    expect(actor.getSnapshot().value).toBe("leftForSignIn");
  });

  it("ends on the safe side when the app forgot to provide its actors: never signed in", async () => {
    const actor = createActor(sessionMachine, { input: signedInInput }).start();
    await settle();
    expect(actor.getSnapshot().value).toBe("sessionExpired");
    expect(selectIsSignedIn(actor.getSnapshot())).toBe(false);
  });
});

describe("session selectors", () => {
  const stored = (space: string | null) => ({
    stored: { hasAccessToken: false, hasIdentityToken: false, hasRenewableSession: false, space },
  });

  it("tells this site's space cookie from another space and from none", () => {
    expect(spaceIsThisSite(stored("acquisition"))).toBe(true);
    expect(namesAnotherSpace(stored("acquisition"))).toBe(false);
    expect(namesAnotherSpace(stored("espace-client"))).toBe(true);
    expect(spaceIsThisSite(stored("espace-client"))).toBe(false);
    expect(namesAnotherSpace(stored(null))).toBe(false);
    expect(namesAnotherSpace(stored("   "))).toBe(false);
  });

  it("counts the terms as accepted only for the very version shown", () => {
    const terms = (version: number | null) => ({ html: "", version });
    expect(hasAcceptedCurrentTerms({ terms: terms(3), acceptedTermsVersion: 3 })).toBe(true);
    expect(hasAcceptedCurrentTerms({ terms: terms(3), acceptedTermsVersion: 2 })).toBe(false);
    expect(hasAcceptedCurrentTerms({ terms: terms(3), acceptedTermsVersion: null })).toBe(false);
    expect(hasAcceptedCurrentTerms({ terms: terms(null), acceptedTermsVersion: null })).toBe(false);
    expect(hasAcceptedCurrentTerms({ terms: null, acceptedTermsVersion: 3 })).toBe(false);
  });

  it("makes initials from the first letter of each name, accents and case kept right", () => {
    expect(initialsOf({ firstname: "jeanne", lastname: "Dupont" })).toBe("JD");
    expect(initialsOf({ firstname: " élodie", lastname: "Ölm" })).toBe("ÉÖ");
    expect(initialsOf({ firstname: "Jean-Pierre", lastname: "" })).toBe("J");
    expect(initialsOf(null)).toBe("");
  });

  it("writes the full name first name first, single-spaced", () => {
    expect(fullNameOf({ firstname: "Jeanne ", lastname: " de  La Tour" })).toBe(
      "Jeanne de La Tour",
    );
    expect(fullNameOf({ firstname: "", lastname: "Dupont" })).toBe("Dupont");
    expect(fullNameOf(null)).toBe("");
  });

  it("reads the initials and the full name from a signed-in snapshot", async () => {
    const session = await startSession({ expiry: START + 120_000 });
    const snapshot = session.actor.getSnapshot();
    expect(selectInitials(snapshot)).toBe("ÉM");
    expect(selectFullName(snapshot)).toBe("élodie Martin-Durand");
    expect(toSessionView(snapshot)).toMatchObject({ showAccountMenu: true, canLogout: true });
  });
});
