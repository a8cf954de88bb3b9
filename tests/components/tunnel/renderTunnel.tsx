/**
 * Renders the whole app at a path with a session, as src/startup/start.tsx does: the real session machine,
 * its calls replaced by fakes, so `useSession()` reports exactly what the machine decides (a
 * signed-in applicant, or a visitor whose sign-in requests are recorded).
 */
import { createMemoryHistory } from "@tanstack/react-router";
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createActor, fromPromise } from "xstate";
import type {
  LoadedTerms,
  LoadedUser,
  RegisteredTokens,
  SignInRequest,
  TokenValidity,
} from "../../../machines/session.ts";
import { sessionMachine } from "../../../machines/session.ts";
import { App } from "../../../src/app/App.tsx";
import { createAppRouter } from "../../../src/app/router.tsx";
import { activateLocale, browserI18n } from "../../../src/i18n/i18n.ts";
import { localeOfPath } from "../../../src/routes/paths.ts";
import { testApiClient } from "../apiClient.ts";

const HOUR = 3_600_000;
const TERMS_VERSION = 2;

const applicant = {
  contact_id: "C-7",
  firstname: "Léa",
  lastname: "Martin",
  email: "lea.martin@example.org",
  phone: "+33612345678",
  type_prospect: null,
  language: "fr",
  hasAcceptedEmail: false,
  hasAcceptedSMS: false,
  hasAcceptedEmailGroup: false,
  hasAcceptedSMSGroup: false,
};

/** The session machine with fake calls: a valid token for an hour, terms already accepted. */
function startFakeSession(signedIn: boolean, signInRequests: SignInRequest[]) {
  const machine = sessionMachine.provide({
    actors: {
      checkTokenValidity: fromPromise<TokenValidity>(async () => ({
        expiresAt: Date.now() + HOUR,
      })),
      registerTokens: fromPromise<RegisteredTokens, TokenValidity>(async () => ({
        accessTokenExpiresAt: Date.now() + HOUR,
      })),
      loadUserDetails: fromPromise<LoadedUser>(async () => ({
        user: applicant,
        acceptedTermsVersion: TERMS_VERSION,
      })),
      loadTerms: fromPromise<LoadedTerms>(async () => ({
        html: "<p>CGU</p>",
        version: TERMS_VERSION,
      })),
      redirectToLogin: fromPromise<void, SignInRequest>(async ({ input }) => {
        signInRequests.push(input);
      }),
    },
  });
  return createActor(machine, {
    input: { hasAccessToken: signedIn, hasStoredIdentityToken: signedIn, space: null },
  }).start();
}

export async function renderTunnelAt(path: string, options: { signedIn?: boolean } = {}) {
  await activateLocale(browserI18n, localeOfPath(path));
  const signInRequests: SignInRequest[] = [];
  const session = startFakeSession(options.signedIn ?? true, signInRequests);
  const router = createAppRouter({
    context: { api: testApiClient(), session, i18n: browserI18n },
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  const user = userEvent.setup();
  const view = render(<App router={router} />);
  return { router, session, signInRequests, user, ...view };
}
