/**
 * Uploaded documents (spec 3 "Documents", 5 "Step 4"): sections, allowed types and sizes,
 * file-name sanitising, and storage on disk beside the database.
 */
import { randomUUID } from "node:crypto";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileTypeFromBuffer } from "file-type";
import { all, type Db, one, run } from "../db.ts";
import { badRequest } from "../http/errors.ts";

const applicantSections = [
  "identity",
  "status",
  "boursier",
  "legalResponsible",
  "contratTravail",
  "bulletinsDeSalaire",
  "avisImposition",
  "kbis",
  "declarationCA",
  "autresRevenus",
] as const;
const guarantorSections = [
  "guarantorIdentity",
  "income",
  "tax",
  "domicile",
  "other",
  "certificate",
].flatMap((name) => [`${name}1`, `${name}2`]);
/** Step-5 proofs: the bank-transfer receipt and the guarantee organisation's final visa. */
export const FOLLOW_UP_SECTIONS = ["transfer_justificative", "guarantor_justificative"] as const;

export const SECTIONS: readonly string[] = [
  ...applicantSections,
  ...guarantorSections,
  ...FOLLOW_UP_SECTIONS,
];

/** Sections holding several files (front and back of an ID, three pay slips...); others hold one. */
const MULTI = new Set([
  "identity",
  "legalResponsible",
  "guarantorIdentity1",
  "guarantorIdentity2",
  "bulletinsDeSalaire",
  "autresRevenus",
  "income1",
  "income2",
  "other1",
  "other2",
]);
/** Identity sections go through the document check, which reads no GIF. */
export const VERIFIED = new Set([
  "identity",
  "legalResponsible",
  "guarantorIdentity1",
  "guarantorIdentity2",
]);

const MB = 1024 * 1024;
export const LIMITS = { image: 12 * MB, pdf: 4 * MB };

const EXTENSIONS: Record<string, string> = {
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  gif: "image/gif",
  pdf: "application/pdf",
};

export type DocumentRow = {
  id: string;
  dossier_id: string;
  user_id: string;
  section: string;
  file_name: string;
  mime: string;
  size: number;
  path: string;
  created_at: string;
};

/** Accents removed, other non-alphanumeric characters removed, spaces to underscores (spec 5). */
export function sanitizeFileName(name: string): string {
  const dot = name.lastIndexOf(".");
  const base = dot > 0 ? name.slice(0, dot) : name;
  const extension = dot > 0 ? name.slice(dot + 1).toLowerCase() : "";
  const clean = base
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/\s+/g, "_")
    .replace(/[^A-Za-z0-9_]/g, "");
  return `${clean || "document"}.${extension.replace(/[^a-z0-9]/g, "")}`;
}

export type UploadProblem = "extension" | "type" | "tooBig" | "exists" | "unique" | "empty";

/** Why a file's own content is refused (extension, real type, size), or null. */
export async function fileProblem(
  section: string,
  name: string,
  bytes: Uint8Array,
): Promise<UploadProblem | null> {
  const extension = name.split(".").pop()?.toLowerCase() ?? "";
  const expected = EXTENSIONS[extension];
  if (!expected || (VERIFIED.has(section) && extension === "gif")) return "extension";
  if (bytes.length === 0) return "empty";
  const detected = await fileTypeFromBuffer(bytes);
  if (detected?.mime !== expected) return "type";
  if (bytes.length > (expected === "application/pdf" ? LIMITS.pdf : LIMITS.image)) return "tooBig";
  return null;
}

/** Why a file cannot go into a section of a file, or null. The content must match its extension. */
export async function uploadProblem(
  db: Db,
  dossierId: string,
  section: string,
  name: string,
  bytes: Uint8Array,
): Promise<UploadProblem | null> {
  const problem = await fileProblem(section, name, bytes);
  if (problem) return problem;
  const existing = all<{ file_name: string }>(
    db,
    "SELECT file_name FROM documents WHERE dossier_id = ? AND section = ?",
    dossierId,
    section,
  );
  if (existing.some((row) => row.file_name === name)) return "exists";
  if (!MULTI.has(section) && existing.length > 0) return "unique";
  return null;
}

export function documentUrl(id: string): string {
  return `/api/ac_campus/sharepoint/files/${id}`;
}

export function documentIdFromUrl(url: string): string | null {
  return /\/api\/ac_campus\/sharepoint\/files\/([0-9a-f-]{36})$/.exec(url)?.[1] ?? null;
}

export function storeDocument(
  db: Db,
  dataDir: string,
  input: {
    dossierId: string;
    userId: string;
    section: string;
    name: string;
    bytes: Uint8Array;
    now: Date;
  },
): DocumentRow {
  const id = randomUUID();
  const folder = join(dataDir, "files", input.dossierId);
  mkdirSync(folder, { recursive: true });
  const path = join(folder, `${id}-${input.name}`);
  writeFileSync(path, input.bytes);
  const extension = input.name.split(".").pop() ?? "";
  run(
    db,
    "INSERT INTO documents (id, dossier_id, user_id, section, file_name, mime, size, path, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
    id,
    input.dossierId,
    input.userId,
    input.section,
    input.name,
    EXTENSIONS[extension] ?? "application/octet-stream",
    input.bytes.length,
    path,
    input.now.toISOString(),
  );
  const row = documentById(db, id);
  if (!row) throw new Error("document insert failed");
  return row;
}

export function documentById(db: Db, id: string): DocumentRow | undefined {
  return one<DocumentRow>(db, "SELECT * FROM documents WHERE id = ?", id);
}

export function deleteDocument(db: Db, document: DocumentRow): void {
  run(db, "DELETE FROM documents WHERE id = ?", document.id);
  rmSync(document.path, { force: true });
}

/** Every section with its files, as the documents answer lists them. */
export function filesBySection(
  db: Db,
  dossierId: string | null,
): Record<string, { fileName: string; url: string }[]> {
  const rows = dossierId
    ? all<DocumentRow>(
        db,
        "SELECT * FROM documents WHERE dossier_id = ? ORDER BY created_at, rowid",
        dossierId,
      )
    : [];
  const sections: Record<string, { fileName: string; url: string }[]> = Object.fromEntries(
    SECTIONS.map((section) => [section, []]),
  );
  for (const row of rows)
    sections[row.section]?.push({ fileName: row.file_name, url: documentUrl(row.id) });
  return sections;
}

/** Base64 or data-URL content as bytes; anything else is unreadable. */
export function decodeBase64(encoded: string): Uint8Array {
  const data =
    encoded.includes(",") && encoded.startsWith("data:")
      ? encoded.slice(encoded.indexOf(",") + 1)
      : encoded;
  if (!/^[A-Za-z0-9+/=\s_-]*$/.test(data)) throw badRequest("fichierIllisible");
  return new Uint8Array(Buffer.from(data, "base64"));
}
