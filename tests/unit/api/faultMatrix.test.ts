/**
 * The fault matrix: every call of the backend contract × {500, 400 with a
 * body, timeout, network drop, malformed answer}, through the real ky client with a fake fetch.
 * Each cell checks that the call fails (never resolves with something broken), what the user
 * is shown (`toUserError`: the spec's generic message with a retry, or the server's own text),
 * and that the payload the user typed comes back untouched for the form to keep.
 *
 * The calls are found, not listed: every export of src/api/*.ts (and src/auth/accountCalls.ts)
 * that is a call (`defineCall` gives it an `endpoint`). A call without its row in
 * faultMatrix.rows.ts fails the suite; the figure "cells covered / cells" is printed at the end.
 */
import { afterAll, describe, expect, it, vi } from "vitest";
import { genericErrorMessage, toUserError, type UserError } from "../../../src/api/errors.ts";
import {
  createFakeBackend,
  json,
  networkDrop,
  neverAnswer,
  type Responder,
} from "./fakeBackend.ts";
import { type CallRow, callRows } from "./faultMatrix.rows.ts";

type AnyCall = ((...args: unknown[]) => Promise<unknown>) & { endpoint: string };

const modules = {
  ...import.meta.glob("../../../src/api/*.ts", { eager: true }),
  ...import.meta.glob("../../../src/auth/accountCalls.ts", { eager: true }),
} as Record<string, Record<string, unknown>>;

function isCall(value: unknown): value is AnyCall {
  return (
    typeof value === "function" && typeof (value as { endpoint?: unknown }).endpoint === "string"
  );
}

/** `<module>#<export>`: "dossier#saveStayInfos", "auth/accountCalls#getTermsWithVersion". */
function keyOf(file: string, name: string): string {
  const module = file
    .replace(/^.*\/src\/api\//, "")
    .replace(/^.*\/src\//, "")
    .replace(/\.ts$/, "");
  return `${module}#${name}`;
}

const calls = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports).flatMap(([name, value]) =>
    isCall(value) ? [{ key: keyOf(file, name), call: value }] : [],
  ),
);

const generic: UserError = { kind: "generic", message: genericErrorMessage, retryable: true };
const SERVER_TEXT = "Le code promo n'existe pas";

type Fault = {
  name: string;
  responder: (row: CallRow) => Responder;
  /** What the user is shown. */
  expected: UserError;
  appliesTo?: (row: CallRow) => boolean;
};

const faults: Fault[] = [
  {
    name: "500",
    responder: () => () => json({ error: "NullPointerException" }, { status: 500 }),
    expected: generic,
  },
  {
    name: "400 with a body",
    responder: () => () => json({ error: SERVER_TEXT }, { status: 400 }),
    expected: { kind: "message", message: SERVER_TEXT },
  },
  { name: "timeout", responder: () => neverAnswer, expected: generic },
  { name: "network drop", responder: () => networkDrop, expected: generic },
  {
    name: "malformed answer",
    // A JSON answer cut short; for a call that accepts one status only, another status.
    responder: (row) => () =>
      row.onlyStatus === undefined
        ? new Response('{"status":"OK","id', {
            status: 200,
            headers: { "content-type": "application/json" },
          })
        : new Response(null, { status: row.onlyStatus === 200 ? 202 : 200 }),
    expected: generic,
    appliesTo: (row) => row.answerNotRead !== true,
  },
];

const figure = { covered: 0, cells: 0, notApplicable: 0 };

describe("fault matrix: every call of src/api", () => {
  it("finds the calls, and each has its row (tests/unit/api/faultMatrix.rows.ts)", () => {
    expect(calls.length).toBeGreaterThan(40);
    const keys = calls.map(({ key }) => key);
    const missing = keys.filter((key) => !(key in callRows));
    const stale = Object.keys(callRows).filter((key) => !keys.includes(key));
    expect({ missing, stale }).toEqual({ missing: [], stale: [] });
  });

  for (const { key, call } of calls) {
    const row = callRows[key] ?? {};
    describe(`${key} (${call.endpoint})`, () => {
      for (const fault of faults) {
        const applies = fault.appliesTo?.(row) ?? true;
        if (!applies) {
          figure.notApplicable += 1;
          it(`${fault.name}: not applicable (its answer is not read), and truly ignored`, async () => {
            const backend = createFakeBackend(fault.responder(row));
            const args = "payload" in row ? [row.payload] : [];
            await expect(call(...args, { client: backend.client })).resolves.toBeUndefined();
          });
          continue;
        }
        figure.cells += 1;
        it(fault.name, async () => {
          vi.spyOn(console, "error").mockImplementation(() => {});
          const backend = createFakeBackend(fault.responder(row));
          const typed = "payload" in row ? structuredClone(row.payload) : undefined;
          const args = "payload" in row ? [row.payload] : [];
          const outcome = await call(...args, { client: backend.client }).then(
            (value) => ({ resolved: value }),
            (error: unknown) => ({ error }),
          );
          // The request left: the row's payload is valid, the fault is the backend's.
          expect(backend.requests.length).toBeGreaterThan(0);
          expect("error" in outcome, `${key} resolved on "${fault.name}"`).toBe(true);
          const shown = toUserError((outcome as { error: unknown }).error);
          expect(shown).toEqual(fault.expected);
          if (shown.kind === "generic") expect(shown.retryable).toBe(true);
          // What the user typed is still there, untouched, for the form to show again.
          if ("payload" in row) expect(row.payload).toEqual(typed);
          vi.restoreAllMocks();
          figure.covered += 1;
        });
      }
    });
  }

  afterAll(() => {
    const percent = figure.cells === 0 ? 0 : Math.round((100 * figure.covered) / figure.cells);
    console.info(
      `fault matrix: ${figure.covered}/${figure.cells} cells covered (${percent} %); ${calls.length} calls × ${faults.length} faults, ${figure.notApplicable} not applicable (answer not read)`,
    );
  });
});
