/** Identity-document verification calls (`/api/ac_campus/vialink/*`), simulated: see domain/vialink.ts. */
import { randomUUID } from "node:crypto";
import { type Context, Hono } from "hono";
import * as v from "valibot";
import { isoDay } from "../dates.ts";
import {
  decodeBase64,
  fileProblem,
  SECTIONS,
  sanitizeFileName,
  VERIFIED,
} from "../domain/documents.ts";
import { currentDossier } from "../domain/dossiers.ts";
import { storedGuarantors } from "../domain/guarantors.ts";
import {
  analysisStatus,
  analysisTimingOf,
  formIdentityOf,
  identityCheck,
  type SheetRead,
  zoneFacts,
} from "../domain/identityReads.ts";
import { storedProfile } from "../domain/profile.ts";
import { findUserById } from "../domain/users.ts";
import {
  type ControlData,
  type ControlRow,
  controlById,
  createControl,
  deleteControl,
  detectSubType,
  detectType,
  saveControl,
  submitControl,
  typeAllowed,
} from "../domain/vialink.ts";
import { requireUser } from "../http/auth.ts";
import type { AppEnv, Deps } from "../http/env.ts";
import { ApiError, badRequest, forbidden, notFound } from "../http/errors.ts";
import { limitBy } from "../http/rateLimits.ts";
import { body } from "../http/validate.ts";
import type { DocumentReader } from "../ocr/documentReader.ts";

const BASE = "/api/ac_campus/vialink";

const fileSchema = v.object({
  encodedFile: v.pipe(v.string("required"), v.nonEmpty("required")),
  filename: v.pipe(v.string("required"), v.nonEmpty("required"), v.maxLength(200, "tooLong")),
});

/**
 * The file of a sheet, checked in its section: the control's own, or (for a new control) the one
 * the form names, which must be one of the file's sections (400 `sectionInconnue`).
 */
async function checkedFile(c: Context<AppEnv>, controlSection: string) {
  const input = await body(c, v.object({ ...fileSchema.entries, section: v.optional(v.string()) }));
  const section = controlSection || (input.section ?? "");
  if (!SECTIONS.includes(section)) throw badRequest("sectionInconnue");
  const name = sanitizeFileName(input.filename);
  const bytes = decodeBase64(input.encodedFile);
  const problem = await fileProblem(section, name, bytes);
  if (problem)
    throw new ApiError(400, {
      error: problem === "tooBig" ? "fichierTropVolumineux" : "typeNonConforme",
      file: name,
    });
  return { ...input, section, name, bytes };
}

/** The reader's answer as the sheet keeps it: only the fields the decision uses. */
async function readSheet(reader: DocumentReader, bytes: Uint8Array, name: string) {
  const mediaType = name.toLowerCase().endsWith(".pdf") ? "application/pdf" : "image/*";
  const reading = await reader.read(bytes, mediaType);
  if (reading.outcome === "unread") return { state: "unread", reason: reading.reason } as const;
  const zone = reading.pages.find((page) => page !== undefined);
  return {
    state: "read",
    zone: zone ? zoneFacts(zone) : null,
    pages: reading.pages.length,
  } as const;
}

export function vialinkRoutes(deps: Deps) {
  const { db, config, now, documentReader } = deps;
  const app = new Hono<AppEnv>();
  const auth = requireUser(deps);
  const limited = limitBy<AppEnv>(deps.rateLimiters.uploadsPerAccount, (c) => c.get("userId"));

  const control = (c: Context<AppEnv>) => {
    const row = controlById(db, c.req.query("controlId") ?? "");
    if (!row) throw notFound();
    if (row.user_id !== c.get("userId")) throw forbidden();
    return { row, data: JSON.parse(row.data) as ControlData };
  };
  const statusOf = (row: ControlRow, data: ControlData) =>
    analysisStatus(row, data, now(), analysisTimingOf(config));

  /** A read is kept on its sheet if the control and the sheet are still there. */
  const keepRead = (controlId: string, sheetId: string, read: SheetRead) => {
    try {
      const row = controlById(db, controlId);
      if (!row) return;
      const data = JSON.parse(row.data) as ControlData;
      const sheet = data.sheets.find((item) => item.sheetId === sheetId);
      if (!sheet) return;
      sheet.read = read;
      saveControl(db, controlId, data);
    } catch (error) {
      // The server is closing (its database with it): the read is lost, the file left to staff.
      console.warn("[server] identity read not kept:", error);
    }
  };
  /** The form's data of the person a section's document is for (steps 2 and 3). */
  const formIdentity = (userId: string, section: string) => {
    const user = findUserById(db, userId);
    if (!user) return null;
    const dossier = currentDossier(db, userId);
    return formIdentityOf(section, user, storedProfile(dossier), storedGuarantors(dossier));
  };

  app.post(`${BASE}/checkFileType`, auth, limited, async (c) => {
    const { section, ...file } = await checkedFile(c, "");
    const documentType = detectType(file.name);
    const data: ControlData = {
      documentId: randomUUID(),
      documentType,
      documentSubType: detectSubType(documentType, file.name),
      documentTypeAllowed: typeAllowed(documentType, VERIFIED.has(section)),
      sheets: [],
    };
    const id = randomUUID();
    createControl(db, { id, userId: c.get("userId"), section, data }, now());
    const { sheets: _sheets, ...answer } = data;
    return c.json({ controlId: id, ...answer });
  });

  app.post(`${BASE}/addSheetDocument`, auth, limited, async (c) => {
    const { row, data } = control(c);
    if (c.req.query("documentId") !== data.documentId) throw notFound();
    if (row.submitted_at) throw badRequest("controleDejaSoumis");
    const file = await checkedFile(c, row.section);
    const reader = VERIFIED.has(row.section) ? documentReader : undefined;
    const sheet = {
      sheetId: randomUUID(),
      filename: file.name,
      subType: detectSubType(data.documentType, file.name),
      ...(reader ? { read: { state: "reading", startedAt: now().toISOString() } as const } : {}),
    };
    data.sheets.push(sheet);
    saveControl(db, row.id, data);
    // Read in a worker while the answer goes back; the analysis waits for it (statusOf).
    if (reader) {
      void readSheet(reader, file.bytes, file.name)
        .catch((): SheetRead => ({ state: "unread", reason: "failed" }))
        .then((read) => keepRead(row.id, sheet.sheetId, read));
    }
    return c.json({ sheetId: sheet.sheetId, subTypes: data.sheets.map((item) => item.subType) });
  });

  app.post(`${BASE}/submitControl`, auth, (c) => {
    const { row, data } = control(c);
    if (data.sheets.length === 0) throw badRequest("aucunFichier");
    submitControl(db, row.id, now());
    return c.json({ status: "PENDING" });
  });

  app.post(`${BASE}/getControl`, auth, (c) => {
    const { row, data } = control(c);
    return c.json({ status: statusOf(row, data) });
  });

  app.post(`${BASE}/checkDocument`, auth, (c) => {
    const { row, data } = control(c);
    const status = statusOf(row, data);
    if (status !== "DONE")
      return c.json({
        status: "ko",
        reason: status === "ERROR" ? "erreurAnalyse" : "analyseEnCours",
      });
    return c.json(identityCheck(data, formIdentity(row.user_id, row.section), isoDay(now())));
  });

  app.post(`${BASE}/deleteSheetDocument`, auth, (c) => {
    const { row, data } = control(c);
    const remaining = data.sheets.filter((sheet) => sheet.sheetId !== c.req.query("sheetId"));
    if (remaining.length === data.sheets.length || c.req.query("documentId") !== data.documentId)
      throw notFound();
    saveControl(db, row.id, { ...data, sheets: remaining });
    return c.json({ status: "ok" });
  });

  app.post(`${BASE}/deleteControl`, auth, (c) => {
    const { row } = control(c);
    deleteControl(db, row.id);
    return c.json({ status: "ok" });
  });

  return app;
}
