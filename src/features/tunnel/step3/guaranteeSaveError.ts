import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { GuarantorRecord } from "../../../api/guaranteeStepSchemas.ts";
import { guarantorFields } from "./guarantorFieldTable.ts";

/**
 * The labels a step-3 save error names a field by (spec 8, "Guarantor save": "guarantor N -
 * field - server text").
 */
const fieldLabels: Partial<
  Record<keyof GuarantorRecord | "guarantees" | "isBoursier", MessageDescriptor>
> = {
  emailaddress1: msg`Courriel`,
  firstname: msg`Prénom`,
  lastname: msg`Nom`,
  eft_civilite: msg`Civilité`,
  guarantees: msg`Type de garantie`,
  isBoursier: msg`Êtes-vous boursier ?`,
};

const guarantorLabels = { guarantor: msg`Garant 1`, guarantor2: msg`Garant 2` } as const;

/**
 * The label of a record field (`emailaddress1`) or of a server field error's key
 * (`guarantor2.firstname`: "Garant 2 - Prénom"); unknown keys keep their name.
 */
export function guaranteeFieldLabel(key: string, i18n: I18n): string | undefined {
  const [who, field] = key.includes(".") ? key.split(".", 2) : [undefined, key];
  const label = field === undefined ? undefined : fieldLabels[field as keyof typeof fieldLabels];
  if (!label) return undefined;
  const person = who === "guarantor" || who === "guarantor2" ? guarantorLabels[who] : undefined;
  return person ? `${i18n._(person)} - ${i18n._(label)}` : i18n._(label);
}

/**
 * The server's field errors on guarantors (`{ errors: { "guarantor.firstname": "Requis*" } }`)
 * by form field, so each shows under its own input. Others (`guarantees`, `isBoursier`) are
 * left out: they show in the summary under the form.
 */
export function toGuarantorFieldErrors(errors: Record<string, string>): Record<string, string> {
  const entries: [string, string][] = [];
  for (const [key, message] of Object.entries(errors)) {
    const [who, field] = key.split(".", 2);
    if ((who !== "guarantor" && who !== "guarantor2") || field === undefined) continue;
    const path = guarantorFields.formPaths[field];
    if (path) entries.push([`${who}.${path}`, message]);
  }
  return Object.fromEntries(entries);
}
