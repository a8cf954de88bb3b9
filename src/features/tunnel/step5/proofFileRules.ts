/**
 * The checks a proof file passes before it is uploaded at step 5 (tunnel spec 5 "Step 4", 8
 * "Uploads", 9): step 4's extension and size rules (`step4/uploadRules.ts`, limits in
 * `src/config`), and a content check (the first bytes must be those of the type the name
 * claims).
 */
import { hasAllowedExtension, sizeProblem } from "../step4/uploadRules.ts";

export type ProofFileProblem = "extension" | "imageTooLarge" | "pdfTooLarge" | "content";

function extensionOf(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot < 0 ? "" : name.slice(dot + 1).toLowerCase();
}

/**
 * The name and size rules; null when the file may be sent. A proof is not read by the identity
 * check, but staff open it, so it keeps the checked uploads' size limits.
 */
export function proofFileProblem(name: string, size: number): ProofFileProblem | null {
  if (!hasAllowedExtension(name, false)) return "extension";
  const sized = sizeProblem({ name, size }, true);
  if (sized === "pdfTooBig") return "pdfTooLarge";
  if (sized === "imageTooBig") return "imageTooLarge";
  return null;
}

const signatures: Record<string, readonly number[][]> = {
  pdf: [[0x25, 0x50, 0x44, 0x46]],
  png: [[0x89, 0x50, 0x4e, 0x47]],
  jpg: [[0xff, 0xd8, 0xff]],
  jpeg: [[0xff, 0xd8, 0xff]],
  gif: [[0x47, 0x49, 0x46, 0x38]],
};

/** The file's first bytes are those of the type its name claims. */
export function contentMatchesName(name: string, firstBytes: Uint8Array): boolean {
  const expected = signatures[extensionOf(name)] ?? [];
  return expected.some((signature) => signature.every((byte, index) => firstBytes[index] === byte));
}

/** Every rule, content included: null when the file may be sent. */
export async function checkProofFile(file: File): Promise<ProofFileProblem | null> {
  const problem = proofFileProblem(file.name, file.size);
  if (problem) return problem;
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  return contentMatchesName(file.name, head) ? null : "content";
}
