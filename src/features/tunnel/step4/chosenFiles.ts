/**
 * The bytes of the files chosen on this page, by their row's key: the section keeps them when
 * the applicant chooses (DocumentSection.tsx), the file's actor reads them (documentActors.ts).
 * The machines hold facts only, never bytes.
 */
import { FileFailure } from "../../../../machines/documentProblem.ts";

const chosenFiles = new Map<string, { file: Blob; encoded?: Promise<string> }>();

export function keepChosenFile(key: string, file: Blob): void {
  chosenFiles.set(key, { file });
}

/** The chosen file's bytes, for the browser's screening before upload (photoScreening.ts). */
export function chosenFileBlob(key: string): Blob {
  const chosen = chosenFiles.get(key);
  if (!chosen) throw new FileFailure("noFile");
  return chosen.file;
}

/** What is sent instead of the chosen file: an oversize image scaled down to fit. */
export function replaceChosenFile(key: string, file: Blob): void {
  chosenFiles.set(key, { file });
}

/** A chosen file as a data URL (the contract takes base64 or a data URL). */
function encodeFile(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new FileFailure("uploadFailed"));
    reader.readAsDataURL(file);
  });
}

/** The chosen file's bytes, encoded once; a file that came with the documents answer has none. */
export function encodedChosenFile(key: string): Promise<string> {
  const chosen = chosenFiles.get(key);
  if (!chosen) return Promise.reject(new FileFailure("noFile"));
  chosen.encoded ??= encodeFile(chosen.file);
  return chosen.encoded;
}
