/**
 * Whether a PDF can be opened, read from its structure before it is sent: a
 * cheap check rather than a PDF library (pdf.js would add about a megabyte for a question its
 * structure answers). A PDF starts with `%PDF-`, ends with `%%EOF`, and a password-protected one
 * names an `/Encrypt` dictionary in its trailer (or, from PDF 1.5, its cross-reference stream).
 */

export type PdfOpeningProblem = "pdfProtected" | "pdfDamaged";

/** Where the header may sit (readers tolerate leading bytes) and where the end marker may. */
const HEADER_WINDOW = 1024;
const END_WINDOW = 2048;

/** Bytes as Latin-1 text: one character a byte, so offsets and markers survive. */
function latin1(bytes: Uint8Array): string {
  return new TextDecoder("latin1").decode(bytes);
}

export function hasPdfHeader(bytes: Uint8Array): boolean {
  return latin1(bytes.subarray(0, HEADER_WINDOW)).includes("%PDF-");
}

export function hasEndOfFile(bytes: Uint8Array): boolean {
  return latin1(bytes.subarray(Math.max(0, bytes.length - END_WINDOW))).includes("%%EOF");
}

/**
 * An encryption dictionary referenced or inlined (`/Encrypt 12 0 R`, `/Encrypt <<`). Streams of
 * page content are compressed in practice, so the pattern in the open text is the structure's.
 */
export function isPasswordProtected(bytes: Uint8Array): boolean {
  return /\/Encrypt\s*(?:\d+\s+\d+\s+R|<<)/.test(latin1(bytes));
}

/** Why this PDF cannot be opened, or null. */
export function pdfOpeningProblem(bytes: Uint8Array): PdfOpeningProblem | null {
  if (!hasPdfHeader(bytes) || !hasEndOfFile(bytes)) return "pdfDamaged";
  if (isPasswordProtected(bytes)) return "pdfProtected";
  return null;
}
