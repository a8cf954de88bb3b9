import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  vi.stubEnv("VITE_API_BASE", "http://backend.test/");
});

import { bearerHeaders, createApiClient } from "../../../src/api/client.ts";
import { loadPage } from "../../../src/features/profile/loadProfilePage.ts";
import { setVisitorSignedInSource } from "../../../src/routes/tracking.ts";
import { json } from "../api/fakeBackend.ts";

const details = {
  contact_id: "c-1",
  firstname: "Léa",
  lastname: "Martin",
  email: "lea@example.fr",
  phone: "+33612345678",
  type_prospect: "etudiant",
  language: "fr",
  hasAcceptedEmail: false,
  hasAcceptedSMS: false,
  hasAcceptedEmailGroup: false,
  hasAcceptedSMSGroup: false,
};

const context = {
  params: {},
  // The session's client with a validated token, as the router's context carries it.
  api: createApiClient({
    authorization: { accessToken: () => "token-demo", headers: bearerHeaders },
  }),
  locale: "fr" as const,
  search: {},
  signal: new AbortController().signal,
};

let requests: Request[] = [];
function answer(response: () => Response) {
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push(new Request(input, init));
    return response();
  });
}

beforeEach(() => {
  requests = [];
});
afterEach(() => {
  vi.unstubAllGlobals();
  setVisitorSignedInSource(() => false);
});

describe("the profile page's data", () => {
  it("makes no call while the session has not validated a token", async () => {
    setVisitorSignedInSource(() => false);
    answer(() => json(details));
    await expect(loadPage(context)).resolves.toEqual({
      signedIn: false,
      reason: "signedOut",
    });
    expect(requests).toHaveLength(0);
  });

  it("reads the account with the session's token", async () => {
    setVisitorSignedInSource(() => true);
    answer(() => json(details));
    await expect(loadPage(context)).resolves.toEqual({ signedIn: true, user: details });
    expect(requests[0]?.url).toBe("http://backend.test/api/ac_campus/utilisateur/details");
    expect(requests[0]?.headers.get("authorization")).toBe("Bearer token-demo");
  });

  it("asks to sign in when the server refuses the token", async () => {
    setVisitorSignedInSource(() => true);
    answer(() => json({ error: "unauthorized" }, { status: 401 }));
    await expect(loadPage(context)).resolves.toEqual({ signedIn: false, reason: "refused" });
  });

  it("lets the error page show any other failure", async () => {
    setVisitorSignedInSource(() => true);
    answer(() => json({ error: "notFound" }, { status: 404 }));
    await expect(loadPage(context)).rejects.toThrow();
  });
});
