/**
 * The server's refusals of a file (docs/api.md: `400 { error: "fichierExistant" ... }`, 403
 * `droits`) as the same problems the step's own rules give (tunnel spec 8 "Uploads"), so a
 * refusal reads the same whoever found it. A failed call that refused nothing (500, timeout,
 * network drop, malformed answer) is a failed upload, which may be retried.
 */
import * as v from "valibot";
import { FileFailure, type FileProblem } from "../../../../machines/documentProblem.ts";
import { readErrorBody, readErrorStatus } from "../../../api/errors.ts";

const serverCodes: Record<string, FileProblem> = {
  extensionNonAutorisee: "extensionNotAllowed",
  typeNonConforme: "contentMismatch",
  fichierExistant: "duplicateName",
  fichierUnique: "oneFileOnly",
  rubriquePleine: "sectionFull",
  quotaDossierAtteint: "applicationFull",
  fichierIllisible: "contentMismatch",
  fichierVide: "noFile",
  aucunFichier: "noFile",
  dossierPasEnCreation: "notEditable",
};

const CodeBodySchema = v.object({ error: v.string(), file: v.optional(v.string()) });

/** `fichierTropVolumineux` names the size rule of the file's kind (image or PDF). */
function tooBig(fileName: string): FileProblem {
  return fileName.toLowerCase().endsWith(".pdf") ? "pdfTooBig" : "imageTooBig";
}

/** The problem a failed file call stands for; `otherwise` when it refused nothing. */
function toFileProblem(
  error: unknown,
  fileName: string,
  otherwise: FileProblem = "uploadFailed",
): FileProblem {
  const status = readErrorStatus(error);
  if (status === 403) return "deleteForbidden";
  if (status === 413) return tooBig(fileName);
  const body = v.safeParse(CodeBodySchema, readErrorBody(error));
  if (!body.success) return otherwise;
  if (body.output.error === "fichierTropVolumineux") return tooBig(fileName);
  return serverCodes[body.output.error] ?? otherwise;
}

/** Runs a file call; a failure rejects with its typed problem, which the file's actor keeps. */
export async function withFileProblem<T>(
  fileName: string,
  call: () => Promise<T>,
  otherwise?: FileProblem,
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw new FileFailure(toFileProblem(error, fileName, otherwise));
  }
}
