/**
 * What step 5's effects share (the proofs, the handover's certificate): a failed call typed as
 * the machines hold it, and a chosen file checked in the browser and encoded for its upload.
 */
import {
  FollowUpCallFailure,
  type FollowUpFailure,
} from "../../../../machines/followUp.failure.ts";
import type { ChosenProof } from "../../../../machines/proofUpload.ts";
import { readErrorBody, readErrorStatus, toUserError } from "../../../api/errors.ts";
import { checkProofFile, type ProofFileProblem } from "./proofFileRules.ts";

/** A failed step-5 call as the machines hold it: the server's code, its text, or generic. */
function toFollowUpFailure(error: unknown): FollowUpFailure {
  const body = readErrorBody(error);
  const status = readErrorStatus(error) ?? 500;
  // A server fault's body names no rule: only a refusal (4xx) carries a code to explain.
  if (status < 500 && typeof body === "object" && body !== null && "error" in body) {
    const code = (body as { error: unknown }).error;
    if (typeof code === "string" && /^\w+$/.test(code)) return { kind: "code", code };
  }
  const user = toUserError(error);
  if (user.kind === "message" && typeof user.message === "string")
    return { kind: "message", text: user.message };
  return { kind: "generic" };
}

export async function typed<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw new FollowUpCallFailure(toFollowUpFailure(error));
  }
}

const problemCodes: Record<ProofFileProblem, string> = {
  extension: "extensionNonAutorisee",
  imageTooLarge: "imageTropVolumineuse",
  pdfTooLarge: "pdfTropVolumineux",
  content: "typeNonConforme",
};

export async function encode(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = "";
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return `data:${file.type || "application/octet-stream"};base64,${btoa(binary)}`;
}

const previewableImage = /\.(png|jpe?g|gif)$/i;

/** The upload rules, in the browser: the file is shown (images previewed), nothing is sent. */
export async function checkProof(file: File): Promise<ChosenProof> {
  const problem = await checkProofFile(file);
  if (problem) throw new FollowUpCallFailure({ kind: "code", code: problemCodes[problem] });
  const previewUrl = previewableImage.test(file.name) ? await encode(file) : null;
  return { file, name: file.name, size: file.size, previewUrl };
}
