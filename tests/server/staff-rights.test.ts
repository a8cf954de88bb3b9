/**
 * The console's rights (docs/staff.md, "Rights"): every cell of the table, each role against
 * each staff route of the real app and each decision, plus an applicant's token and no token
 * on every route; the idle end of a console's sign-in and the recent sign-in decisive actions
 * need.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { storeDocument } from "../../server/domain/documents.ts";
import { findByReference } from "../../server/domain/staff.ts";
import {
  DECISION_PERMISSIONS,
  STAFF_PERMISSIONS,
  type StaffPermission,
} from "../../server/domain/staffPermissions.ts";
import { STAFF_ROUTES } from "../../server/routes/staff.ts";
import { STAFF_DECISIONS } from "../../src/api/staffSchemas.ts";
import { staffSignIn } from "../../src/config/index.ts";
import { makeServer, type TestServer } from "./helpers.ts";

let server: TestServer;
beforeEach(() => {
  server = makeServer();
});
afterEach(() => server.close());

const REFERENCE = "HC-2026-00001";
const CALLERS = {
  sales: "staff-vente",
  manager: "staff-gestion",
  applicant: "demo-examen",
  nobody: undefined,
} as const;
type Caller = keyof typeof CALLERS;
const MINUTE = 60_000;

/** A real document of the file, so the document route has something to serve. */
function fileDocument(): string {
  const dossier = findByReference(server.db, REFERENCE);
  if (!dossier) throw new Error("no seeded file");
  const stored = storeDocument(server.db, server.config.dataDir, {
    dossierId: dossier.id,
    userId: dossier.user_id,
    section: "identity",
    name: "carte.pdf",
    bytes: new Uint8Array(Buffer.from("%PDF-1.4\n%%EOF\n")),
    now: server.clock.now,
  });
  return stored.id;
}

function pathOf(path: string, documentId: string): string {
  return path.replace(":reference", REFERENCE).replace(":id", documentId);
}

const versionOf = () => findByReference(server.db, REFERENCE)?.version ?? -1;

/** The expected answer class of a caller on a permission: allowed, 401 or 403. */
function expected(caller: Caller, permission: StaffPermission): "allowed" | 401 | 403 {
  if (caller === "nobody") return 401;
  if (caller === "applicant") return 403;
  return (STAFF_PERMISSIONS[permission] as readonly string[]).includes(caller) ? "allowed" : 403;
}

describe("the rights table against the real routes", () => {
  it("lists every staff route of the app, and only those", () => {
    const listed = server.app.routes
      .filter((route) => route.path.startsWith("/api/staff") && route.method !== "ALL")
      .map((route) => `${route.method} ${route.path}`);
    const table = Object.values(STAFF_ROUTES).map((route) => `${route.method} ${route.path}`);
    expect(new Set(listed)).toEqual(new Set(table));
  });

  it.each(Object.keys(CALLERS) as Caller[])(
    "answers %s on each route as the table says",
    async (caller) => {
      const documentId = fileDocument();
      const cells: string[] = [];
      for (const [name, route] of Object.entries(STAFF_ROUTES)) {
        const user = CALLERS[caller];
        const response = await server.request(pathOf(route.path, documentId), {
          method: route.method,
          ...(user ? { user } : {}),
          ...(route.method === "POST" && name === "decisions"
            ? { json: { decision: "update", reasons: ["other"], version: versionOf() } }
            : {}),
        });
        const json = response.headers.get("content-type")?.includes("json");
        const text = await response.text();
        const answer = { status: response.status, body: json && text ? JSON.parse(text) : null };
        const want = expected(caller, route.permission);
        if (want === "allowed")
          expect([401, 403], `${caller} ${name}`).not.toContain(answer.status);
        else {
          expect(answer.status, `${caller} ${name}`).toBe(want);
          // Never the data: the error alone.
          expect(Object.keys(answer.body ?? {}), `${caller} ${name}`).toEqual(["error"]);
        }
        expect(answer.status).toBeLessThan(500);
        cells.push(`${name}:${answer.status}`);
      }
      expect(cells).toHaveLength(Object.keys(STAFF_ROUTES).length);
    },
  );

  it.each(["sales", "manager"] as const)(
    "lets %s make only the decisions the table gives the role",
    async (role) => {
      for (const decision of STAFF_DECISIONS) {
        const answer = await server.call(`/api/staff/files/${REFERENCE}/decisions`, {
          method: "POST",
          user: CALLERS[role],
          json: { decision, version: versionOf(), reasons: ["other"], text: "Pour le test" },
        });
        const want = expected(role, DECISION_PERMISSIONS[decision]);
        if (want === "allowed")
          expect([401, 403], `${role} ${decision}`).not.toContain(answer.status);
        else expect(answer.status, `${role} ${decision}`).toBe(403);
        expect(answer.status).toBeLessThan(500);
      }
    },
  );

  it("refuses every decision to an applicant's token and to no token", async () => {
    for (const decision of STAFF_DECISIONS) {
      const json = { decision, version: versionOf() };
      const path = `/api/staff/files/${REFERENCE}/decisions`;
      expect((await server.call(path, { method: "POST", user: "demo-examen", json })).status).toBe(
        403,
      );
      expect((await server.call(path, { method: "POST", json })).status).toBe(401);
    }
    expect(findByReference(server.db, REFERENCE)?.statuscode).toBe("complete");
  });
});

describe("the console's sign-in in time", () => {
  it(`ends after ${staffSignIn.idleMinutes} minutes without a call`, async () => {
    server.staffSignIns.set("staff-vente", server.clock.now);
    expect((await server.call("/api/staff/me", { user: "staff-vente" })).status).toBe(200);
    server.advance((staffSignIn.idleMinutes - 1) * MINUTE);
    expect((await server.call("/api/staff/me", { user: "staff-vente" })).status).toBe(200);
    server.advance((staffSignIn.idleMinutes + 1) * MINUTE);
    const idle = await server.call("/api/staff/me", { user: "staff-vente" });
    expect(idle.status).toBe(401);
    expect(idle.body).toEqual({ error: "staffSignInIdle" });
    // Signing in again revives it.
    server.staffSignIns.set("staff-vente", server.clock.now);
    expect((await server.call("/api/staff/me", { user: "staff-vente" })).status).toBe(200);
  });

  it.each([
    ["refuse", { reasons: ["documentsForged"] }],
    ["countersign", {}],
  ] as const)("asks for a sign-in younger than %s's max_age before it", async (decision, extra) => {
    const signedIn = new Date(
      server.clock.now.getTime() - (staffSignIn.decisiveActionMinutes + 1) * MINUTE,
    );
    server.staffSignIns.set("staff-gestion", signedIn);
    const stale = await server.call(`/api/staff/files/${REFERENCE}/decisions`, {
      method: "POST",
      user: "staff-gestion",
      json: { decision, version: versionOf(), ...extra },
    });
    expect(stale.status).toBe(401);
    expect(stale.body).toEqual({
      error: "reauthenticationRequired",
      maxAge: staffSignIn.decisiveActionMinutes * 60,
    });
    expect(findByReference(server.db, REFERENCE)?.statuscode).toBe("complete");
    // The same call after a fresh sign-in reaches the decision (refused or not by the file).
    server.staffSignIns.set("staff-gestion", server.clock.now);
    const fresh = await server.call(`/api/staff/files/${REFERENCE}/decisions`, {
      method: "POST",
      user: "staff-gestion",
      json: { decision, version: versionOf(), ...extra },
    });
    expect(fresh.body.error).not.toBe("reauthenticationRequired");
    expect(fresh.status).toBe(decision === "refuse" ? 200 : 409);
  });

  it("does not need a recent sign-in to accept", async () => {
    server.staffSignIns.set("staff-gestion", new Date(server.clock.now.getTime() - 20 * MINUTE));
    const accepted = await server.call(`/api/staff/files/${REFERENCE}/decisions`, {
      method: "POST",
      user: "staff-gestion",
      json: { decision: "accept", version: versionOf() },
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body.status).toBe("accepted");
  });
});
