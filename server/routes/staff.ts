/**
 * The residence team's console API (docs/staff.md, docs/api.md "Staff"): the queue, a file, its
 * documents, its lock and decisions. Every route is in `STAFF_ROUTES` with the permission it
 * needs (the rights table, staffPermissions.ts), checked before anything is read.
 */
import { readFileSync } from "node:fs";
import { Hono } from "hono";
import * as v from "valibot";
import { StaffDecisionSchema, StaffQueueQuerySchema } from "../../src/api/staffSchemas.ts";
import { documentById } from "../domain/documents.ts";
import type { DossierRow } from "../domain/dossiers.ts";
import { assertNotLockedByOther, releaseLock, takeLock } from "../domain/fileLocks.ts";
import { analysisTimingOf } from "../domain/identityReads.ts";
import { findByReference, StaffError, staffDecision } from "../domain/staff.ts";
import { staffFileView } from "../domain/staffFileView.ts";
import {
  DECISION_PERMISSIONS,
  DECISIVE_DECISIONS,
  mayStaff,
  type StaffPermission,
} from "../domain/staffPermissions.ts";
import { residenceIdOf, staffQueue } from "../domain/staffQueue.ts";
import { reasonsProblem, STAFF_REASONS } from "../domain/staffReasons.ts";
import type { AppEnv, Deps } from "../http/env.ts";
import { ApiError, forbidden, notFound } from "../http/errors.ts";
import { SANDBOXED_FILE_POLICY } from "../http/securityHeaders.ts";
import { assertRecentSignIn, requireStaff } from "../http/staffAuth.ts";
import { body, query, requestLocale } from "../http/validate.ts";

const FILE = "/api/staff/files/:reference";

/**
 * Every staff route and the permission it needs; `decisions` needs `readFiles` to be reached,
 * then the decision's own permission (`DECISION_PERMISSIONS`).
 */
export const STAFF_ROUTES = {
  me: { method: "GET", path: "/api/staff/me", permission: "readFiles" },
  reasons: { method: "GET", path: "/api/staff/reasons", permission: "readFiles" },
  queue: { method: "GET", path: "/api/staff/files", permission: "readFiles" },
  file: { method: "GET", path: FILE, permission: "readFiles" },
  document: { method: "GET", path: `${FILE}/documents/:id`, permission: "readFiles" },
  lock: { method: "POST", path: `${FILE}/lock`, permission: "takeFiles" },
  unlock: { method: "DELETE", path: `${FILE}/lock`, permission: "takeFiles" },
  decisions: { method: "POST", path: `${FILE}/decisions`, permission: "readFiles" },
} as const satisfies Record<string, { method: string; path: string; permission: StaffPermission }>;

/** A reference as the files carry them (`HC-2026-00001`); anything else is no file. */
const referenceSchema = v.pipe(v.string(), v.regex(/^HC-\d{4}-\d{5,}$/));

export function staffRoutes(deps: Deps) {
  const { db, now } = deps;
  const analysisTiming = analysisTimingOf(deps.config);
  const app = new Hono<AppEnv>();
  const guard = (route: keyof typeof STAFF_ROUTES) =>
    requireStaff(deps, STAFF_ROUTES[route].permission);
  const fileOf = (reference: string): DossierRow => {
    const dossier = v.is(referenceSchema, reference) ? findByReference(db, reference) : undefined;
    if (!dossier) throw notFound();
    return dossier;
  };

  app.get(STAFF_ROUTES.me.path, guard("me"), (c) => {
    const { id, name, role } = c.get("staff");
    return c.json({ id, name, role });
  });

  app.get(STAFF_ROUTES.reasons.path, guard("reasons"), (c) => c.json({ reasons: STAFF_REASONS }));

  app.get(STAFF_ROUTES.queue.path, guard("queue"), (c) => {
    const input = query(c, StaffQueueQuerySchema);
    const residenceId = input.residence ? residenceIdOf(db, input.residence) : undefined;
    if (input.residence && residenceId === undefined)
      throw new ApiError(400, { errors: { residence: unknownResidence[requestLocale(c)] } });
    const filters = {
      ...(residenceId !== undefined ? { residenceId } : {}),
      ...(input.arrivalMonth ? { arrivalMonth: input.arrivalMonth } : {}),
      ...(input.q ? { q: input.q } : {}),
    };
    return c.json(staffQueue(db, input.tab, filters, input.page, now(), requestLocale(c)));
  });

  app.get(STAFF_ROUTES.file.path, guard("file"), (c) =>
    c.json(
      staffFileView(
        db,
        fileOf(c.req.param("reference")),
        requestLocale(c),
        now(),
        c.get("staff").role,
        analysisTiming,
      ),
    ),
  );

  // Served with its own type, never as the app's page: no sniffing, and sandboxed should a
  // browser render it (an HTML or SVG upload runs no script with the app's origin).
  app.get(STAFF_ROUTES.document.path, guard("document"), (c) => {
    const dossier = fileOf(c.req.param("reference"));
    const document = documentById(db, c.req.param("id"));
    if (!document || document.dossier_id !== dossier.id) throw notFound();
    const download = c.req.query("download");
    if (download !== undefined && download !== "1" && download !== "0")
      throw new ApiError(400, { errors: { download: downloadFlag[requestLocale(c)] } });
    const disposition = download === "1" ? "attachment" : "inline";
    return c.body(new Uint8Array(readFileSync(document.path)), 200, {
      "content-type": document.mime,
      "content-disposition": `${disposition}; filename="${document.file_name}"`,
      "x-content-type-options": "nosniff",
      "content-security-policy": SANDBOXED_FILE_POLICY,
    });
  });

  app.post(STAFF_ROUTES.lock.path, guard("lock"), (c) => {
    const dossier = fileOf(c.req.param("reference"));
    return c.json(takeLock(db, dossier.id, c.get("staff").id, now()));
  });

  app.delete(STAFF_ROUTES.unlock.path, guard("unlock"), (c) => {
    const dossier = fileOf(c.req.param("reference"));
    releaseLock(db, dossier.id, c.get("staff").id, now());
    return c.body(null, 204);
  });

  app.post(STAFF_ROUTES.decisions.path, guard("decisions"), async (c) => {
    const input = await body(c, StaffDecisionSchema);
    const staff = c.get("staff");
    const locale = requestLocale(c);
    if (!mayStaff(staff.role, DECISION_PERMISSIONS[input.decision])) throw forbidden();
    if (DECISIVE_DECISIONS.has(input.decision)) assertRecentSignIn(c, now());
    const problem = reasonsProblem(input.decision, input.reasons, input.text);
    if (problem) {
      const { text, ...rest } = problem;
      throw new ApiError(400, { ...rest, message: text[locale] });
    }
    const dossier = fileOf(c.req.param("reference"));
    assertNotLockedByOther(db, dossier.id, staff.id, now());
    try {
      staffDecision(db, dossier.reference, input.decision, now(), deps.origin, "", {
        reasons: input.reasons,
        text: input.text,
        version: input.version,
        ...(input.slotId ? { slotId: input.slotId } : {}),
        slots: input.slots,
        actor: { kind: "staff", id: staff.id, name: staff.name },
      });
    } catch (error) {
      if (!(error instanceof StaffError)) throw error;
      const current = findByReference(db, dossier.reference);
      throw new ApiError(409, {
        error: error.code,
        message: error.text[locale],
        version: current?.version ?? dossier.version,
      });
    }
    return c.json(
      staffFileView(db, fileOf(dossier.reference), locale, now(), staff.role, analysisTiming),
    );
  });

  return app;
}

const unknownResidence = { fr: "Résidence inconnue", en: "Unknown residence" } as const;
const downloadFlag = { fr: "Valeur non autorisée (0 ou 1)", en: "Value not allowed (0 or 1)" };
