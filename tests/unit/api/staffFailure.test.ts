/**
 * How a console call's failure reaches the console's machines (`staffFailureOf`, src/api/staff.ts),
 * through the real calls on a fake fetch: each fault of the contract's matrix.
 */
import { describe, expect, it } from "vitest";
import { createApiClient } from "../../../src/api/client.ts";
import { getStaffQueue, postStaffDecision, staffFailureOf } from "../../../src/api/staff.ts";

const query = { tab: "toReview", residence: "", arrivalMonth: "", q: "", page: 1 } as const;
const lock = {
  holder: { id: "staff-gestion", name: "Paul Girard" },
  until: "2027-03-01T09:12:00.000Z",
};

function clientAnswering(answer: () => Response | Promise<Response>, seen: Request[] = []) {
  return createApiClient({
    prefix: "https://hestia.test",
    retryLimit: 0,
    timeoutMs: 50,
    fetch: async (input, init) => {
      const request = new Request(input, init);
      seen.push(request);
      return answer();
    },
  });
}

const failureOf = async (answer: () => Response | Promise<Response>) => {
  try {
    await getStaffQueue(query, { client: clientAnswering(answer) });
  } catch (error) {
    return staffFailureOf(error);
  }
  throw new Error("the call succeeded");
};

const json = (body: unknown, status: number) => Response.json(body, { status });

describe("staffFailureOf", () => {
  it.each([
    ["a server fault", () => json({ error: "internal" }, 500), { kind: "generic" }],
    [
      "a 400 with its body",
      () => json({ errors: { residence: "Résidence inconnue" } }, 400),
      { kind: "generic" },
    ],
    ["a malformed answer", () => json({ files: "none" }, 200), { kind: "generic" }],
    [
      "a dropped connection",
      () => Promise.reject(new TypeError("Failed to fetch")),
      { kind: "network" },
    ],
    ["no answer in time", () => new Promise<Response>(() => {}), { kind: "network" }],
    ["a sign-in gone idle", () => json({ error: "staffSignInIdle" }, 401), { kind: "signedOut" }],
    [
      "an old sign-in",
      () => json({ error: "reauthenticationRequired", maxAge: 900 }, 401),
      { kind: "reauthenticationRequired" },
    ],
    ["a role not allowed", () => json({ error: "forbidden" }, 403), { kind: "forbidden" }],
    [
      "another's lock",
      () => json({ error: "fileLocked", lock }, 409),
      { kind: "heldByAnother", hold: lock },
    ],
    ["a changed file", () => json({ error: "fileChanged", version: 9 }, 409), { kind: "stale" }],
    [
      "a state refusal",
      () => json({ error: "signersPending" }, 409),
      { kind: "notAllowed", code: "signersPending" },
    ],
  ])("%s", async (_, answer, expected) => {
    expect(await failureOf(answer)).toEqual(expected);
  });

  it("sends the queue's filters only when set, and a decision's body as the API's", async () => {
    const seen: Request[] = [];
    const client = clientAnswering(() => json({}, 500), seen);
    await getStaffQueue({ ...query, q: " Benali ", page: 2 }, { client }).catch(() => {});
    expect(new URL(seen[0]?.url ?? "").search).toBe("?tab=toReview&q=Benali&page=2");
    const body = { decision: "update" as const, version: 7, reasons: ["identityUnreadable"] };
    await postStaffDecision({ reference: "HC-2026-00001", body }, { client }).catch(() => {});
    expect(seen[1]?.url).toBe("https://hestia.test/api/staff/files/HC-2026-00001/decisions");
    expect(await seen[1]?.json()).toEqual({ ...body, text: "", slots: [] });
  });
});
