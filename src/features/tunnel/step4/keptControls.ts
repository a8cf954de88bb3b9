/**
 * The identity checks submitted on this device, by stored file address, so a reload during (or
 * after) the analysis resumes polling instead of losing it (tunnel spec 4, "Per-file identity
 * verification"). Our key (`document_controls`); bad data is dropped by the storage layer.
 */
import * as v from "valibot";
import type { VerificationControl } from "../../../../machines/documentVerification.ts";
import { defineStorageKey } from "../../../storage/index.ts";

const ControlSchema = v.object({
  controlId: v.string(),
  documentId: v.string(),
  sheetId: v.nullable(v.string()),
  isSubmitted: v.boolean(),
});

const keptControls = defineStorageKey("document_controls", v.record(v.string(), ControlSchema));

/** Every kept control, by stored file address. */
export function keptControlsByAddress(): Readonly<Record<string, VerificationControl>> {
  return keptControls.read() ?? {};
}

export function keepControl(url: string | null, control: VerificationControl | null): void {
  if (url === null || control === null) return;
  keptControls.write({ ...keptControls.read(), [url]: control });
}

export function dropKeptControl(url: string | null): void {
  const kept = keptControls.read();
  if (url === null || !kept || !(url in kept)) return;
  const { [url]: _dropped, ...rest } = kept;
  keptControls.write(rest);
}
