/**
 * The French of the machines' descriptions (tools/machines/descriptionCatalogue.ts), read and
 * written on disk. Run alone (`npm run i18n:extract` does), it brings machines/locales/fr.po in
 * step with the machines: new descriptions get an empty msgstr, removed ones are dropped.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { machineRegistry } from "../machines/index.ts";
import {
  descriptionsToTranslate,
  MACHINE_CATALOGUE_PATH,
  readCatalogue,
  toCatalogue,
  untranslated,
} from "../tools/machines/descriptionCatalogue.ts";
import type { PlanLanguage, Translate } from "../tools/machines/testPlanText.ts";

const cataloguePath = join(import.meta.dirname, "..", MACHINE_CATALOGUE_PATH);

export function readMachineCatalogue(): Map<string, string> {
  if (!existsSync(cataloguePath)) return new Map();
  return readCatalogue(readFileSync(cataloguePath, "utf8"));
}

/** Writes the catalogue in step with the machines; returns the descriptions still untranslated. */
export function syncMachineCatalogue(): string[] {
  const texts = descriptionsToTranslate(machineRegistry);
  const known = readMachineCatalogue();
  mkdirSync(dirname(cataloguePath), { recursive: true });
  writeFileSync(cataloguePath, toCatalogue(texts, known));
  return untranslated(texts, known);
}

export function translatorFor(language: PlanLanguage): Translate {
  if (language === "en") return (text) => text;
  const french = readMachineCatalogue();
  return (text) => french.get(text) || text;
}

if (import.meta.main) {
  const missing = syncMachineCatalogue();
  console.info(
    `${MACHINE_CATALOGUE_PATH}: ${missing.length} description(s) without French${missing.length ? " (fill their msgstr)" : ""}.`,
  );
}
