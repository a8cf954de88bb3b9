/**
 * Uploaded documents (spec 3 "Documents", 5 "Step 4"): sections, allowed types and sizes,
 * file-name sanitising, and storage on disk beside the database.
 */
import { randomUUID } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileTypeFromBuffer } from "file-type";
import { documentQuotas, documentUploads } from "../../src/config/index.ts";
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

export type UploadProblem =
  | "extension"
  | "type"
  | "tooBig"
  | "exists"
  | "unique"
  | "empty"
  /** The section already holds `documentQuotas.filesPerSection` files. */
  | "sectionFull"
  /** The application already holds its quota of files or bytes. */
  | "applicationFull";

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
  const maxBytes =
    expected === "application/pdf" ? documentUploads.pdfMaxBytes : documentUploads.imageMaxBytes;
  if (bytes.length > maxBytes) return "tooBig";
  return null;
}

/** One file of an upload request, its name already sanitised. */
export type IncomingFile = { section: string; name: string; bytes: Uint8Array };

/**
 * The first file of a request that cannot join the application, and why; null when all can.
 * Every file is checked before any is stored, each against what the application holds plus
 * the request's earlier files, so a refused request stores nothing and quotas hold however
 * the files are spread over requests.
 */
export async function uploadRefusal(
  db: Db,
  dossierId: string,
  files: readonly IncomingFile[],
): Promise<{ file: IncomingFile; problem: UploadProblem } | null> {
  const held = all<{ section: string; file_name: string; size: number }>(
    db,
    "SELECT section, file_name, size FROM documents WHERE dossier_id = ?",
    dossierId,
  ).map((row) => ({ section: row.section, name: row.file_name, size: row.size }));
  for (const file of files) {
    const problem =
      (await fileProblem(file.section, file.name, file.bytes)) ?? quotaProblem(held, file);
    if (problem) return { file, problem };
    held.push({ section: file.section, name: file.name, size: file.bytes.length });
  }
  return null;
}

type HeldFile = { section: string; name: string; size: number };

function quotaProblem(held: readonly HeldFile[], file: IncomingFile): UploadProblem | null {
  const inSection = held.filter((item) => item.section === file.section);
  if (inSection.some((item) => item.name === file.name)) return "exists";
  if (!MULTI.has(file.section) && inSection.length > 0) return "unique";
  if (inSection.length >= documentQuotas.filesPerSection) return "sectionFull";
  const bytes = held.reduce((sum, item) => sum + item.size, file.bytes.length);
  if (held.length >= documentQuotas.filesPerApplication) return "applicationFull";
  if (bytes > documentQuotas.bytesPerApplication) return "applicationFull";
  return null;
}

export function documentUrl(id: string): string {
  return `/api/ac_campus/sharepoint/files/${id}`;
}

export function documentIdFromUrl(url: string): string | null {
  return /\/api\/ac_campus\/sharepoint\/files\/([0-9a-f-]{36})$/.exec(url)?.[1] ?? null;
}

/** Where an upload waits, under its document id, until its row is committed. */
const INCOMING = ".incoming";
/** Uploaded files and their folders are the server's alone (they hold identity papers). */
const PRIVATE_FILE = 0o600;
const PRIVATE_FOLDER = 0o700;

const filesFolder = (dataDir: string) => join(dataDir, "files");

/**
 * Stores one uploaded file: its bytes go to a temporary name first, its row is committed, and
 * only then is the file moved in place. A crash before the commit leaves a temporary file
 * (swept at start-up), never a file without a row or a row pointing at half a file.
 */
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
  const incoming = join(filesFolder(dataDir), INCOMING);
  const folder = join(filesFolder(dataDir), input.dossierId);
  mkdirSync(incoming, { recursive: true, mode: PRIVATE_FOLDER });
  mkdirSync(folder, { recursive: true, mode: PRIVATE_FOLDER });
  const temporary = join(incoming, id);
  writeFileSync(temporary, input.bytes, { mode: PRIVATE_FILE });
  const path = join(folder, `${id}-${input.name}`);
  const extension = input.name.split(".").pop() ?? "";
  try {
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
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
  renameSync(temporary, path);
  const row = documentById(db, id);
  if (!row) throw new Error("document insert failed");
  return row;
}

/**
 * At start-up: finishes the moves a crash interrupted (a temporary file whose row was
 * committed), deletes temporary files without a row, and deletes stored files no row names.
 * Returns how many files it moved and deleted.
 */
export function sweepDocumentFiles(db: Db, dataDir: string): { moved: number; removed: number } {
  const root = filesFolder(dataDir);
  const counts = { moved: 0, removed: 0 };
  if (!existsSync(root)) return counts;
  const incoming = join(root, INCOMING);
  for (const name of existsSync(incoming) ? readdirSync(incoming) : []) {
    const row = documentById(db, name);
    if (row) {
      renameSync(join(incoming, name), row.path);
      counts.moved += 1;
    } else {
      rmSync(join(incoming, name), { force: true });
      counts.removed += 1;
    }
  }
  const known = new Set(all<{ path: string }>(db, "SELECT path FROM documents").map((r) => r.path));
  for (const folder of readdirSync(root, { withFileTypes: true })) {
    if (!folder.isDirectory() || folder.name === INCOMING) continue;
    for (const name of readdirSync(join(root, folder.name))) {
      const path = join(root, folder.name, name);
      if (!known.has(path)) {
        rmSync(path, { force: true });
        counts.removed += 1;
      }
    }
  }
  return counts;
}

export function documentById(db: Db, id: string): DocumentRow | undefined {
  return one<DocumentRow>(db, "SELECT * FROM documents WHERE id = ?", id);
}

/** A dossier's files in one section. */
export function documentsIn(db: Db, dossierId: string, section: string): DocumentRow[] {
  return all<DocumentRow>(
    db,
    "SELECT * FROM documents WHERE dossier_id = ? AND section = ?",
    dossierId,
    section,
  );
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
