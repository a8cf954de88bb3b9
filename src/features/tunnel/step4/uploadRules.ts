/**
 * Step 4's upload rules, checked before any byte leaves the browser (tunnel spec 5 "Step 4",
 * 8 "Uploads"). Each rule is one function; `screenChosenFiles` applies them in order to the
 * files chosen at once (picker or drop) and says which go on and which are refused, and why.
 * The server applies the same rules; its refusals map to the same problems (uploadFailures.ts).
 */
import type { FileProblem } from "../../../../machines/documentProblem.ts";
import { documentUploads } from "../../../config/index.ts";
import { sanitizeFileName } from "../../../forms/fileName.ts";

/** What the rules read of a chosen file. */
export interface ChosenFileFacts {
  name: string;
  size: number;
}

/** What a section allows. */
export interface SectionUploadRules {
  /** The identity check reads its files: no GIF, and the size limits. */
  isVerified: boolean;
  /** One file at a time. */
  isUnique: boolean;
}

function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf(".");
  return dot > 0 ? fileName.slice(dot + 1).toLowerCase() : "";
}

/**
 * Extensions: png, jpg, jpeg, gif, pdf; no gif where the identity check reads the file.
 * @spec tunnel §5 Step 4
 */
export function hasAllowedExtension(fileName: string, isVerified: boolean): boolean {
  const allowed: readonly string[] = isVerified
    ? documentUploads.verifiedExtensions
    : documentUploads.extensions;
  return allowed.includes(extensionOf(fileName));
}

/**
 * Sizes of checked uploads: images at most 12 MB, PDFs at most 4 MB.
 * @spec tunnel §5 Step 4
 */
export function sizeProblem(file: ChosenFileFacts, isVerified: boolean): FileProblem | null {
  if (!isVerified) return null;
  if (extensionOf(file.name) === "pdf")
    return file.size > documentUploads.pdfMaxBytes ? "pdfTooBig" : null;
  return file.size > documentUploads.imageMaxBytes ? "imageTooBig" : null;
}

/**
 * Duplicate names in a section are refused (names compared once sanitised, as stored).
 * @spec tunnel §5 Step 4
 */
export function isDuplicateName(fileName: string, namesInSection: readonly string[]): boolean {
  return namesInSection.includes(fileName);
}

/**
 * Unique-file sections take one file at a time.
 * @spec tunnel §5 Step 4
 */
export function exceedsUniqueFile(rules: SectionUploadRules, filesInSection: number): boolean {
  return rules.isUnique && filesInSection > 0;
}

/** Why one file is refused, given the section's files so far, or null. */
export function uploadProblem(
  file: ChosenFileFacts,
  rules: SectionUploadRules,
  namesInSection: readonly string[],
): FileProblem | null {
  if (file.size === 0) return "noFile";
  if (!hasAllowedExtension(file.name, rules.isVerified)) return "extensionNotAllowed";
  const sized = sizeProblem(file, rules.isVerified);
  // An image over the limit goes on: the browser scales it down to fit before sending it
  // (photoScreening.ts), and refuses it only if it cannot.
  if (sized && sized !== "imageTooBig") return sized;
  if (isDuplicateName(sanitizeFileName(file.name), namesInSection)) return "duplicateName";
  if (exceedsUniqueFile(rules, namesInSection.length)) return "oneFileOnly";
  return null;
}

export interface ScreenedFiles<TFile extends ChosenFileFacts> {
  /** Files that go on, with the name they will be stored under. */
  accepted: { file: TFile; fileName: string }[];
  refused: { fileName: string; problem: FileProblem }[];
}

/**
 * The files chosen at once, in order: each accepted one counts for the next (two files of the
 * same name, or two files for a one-file section, keep the first).
 */
export function screenChosenFiles<TFile extends ChosenFileFacts>(
  files: readonly TFile[],
  rules: SectionUploadRules,
  namesInSection: readonly string[],
): ScreenedFiles<TFile> {
  const names = [...namesInSection];
  const screened: ScreenedFiles<TFile> = { accepted: [], refused: [] };
  for (const file of files) {
    const fileName = sanitizeFileName(file.name);
    const problem = uploadProblem(file, rules, names);
    if (problem) {
      screened.refused.push({ fileName: file.name, problem });
    } else {
      screened.accepted.push({ file, fileName });
      names.push(fileName);
    }
  }
  return screened;
}
