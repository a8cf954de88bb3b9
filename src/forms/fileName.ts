/** Letters that carry no accent to strip but are not ASCII: spelled out rather than lost. */
const LIGATURES: Record<string, string> = { œ: "oe", Œ: "OE", æ: "ae", Æ: "AE", ß: "ss" };

/** Used when nothing of the name survives ("(1).pdf"), so a file always has a name. */
const FALLBACK_BASE_NAME = "document";

function sanitizePart(part: string): string {
  return (
    part
      .replace(/[œŒæÆß]/g, (letter) => LIGATURES[letter] ?? "")
      .normalize("NFD")
      .replace(/\p{M}/gu, "")
      .trim()
      .replace(/\s+/g, "_")
      .replace(/[^A-Za-z0-9_]/g, "")
      // "( copie )" leaves "_copie_": underscores only ever stand between words.
      .replace(/_+/g, "_")
      .replace(/^_|_$/g, "")
  );
}

/**
 * A file name as uploads need it (spec: accents removed, non-alphanumeric characters removed,
 * spaces replaced by underscores). The extension's dot is kept so the file type stays readable:
 * "Relevé d'impôts 2025 (1).pdf" → "Releve_dimpots_2025_1.pdf". Other dots go with the rest.
 */
export function sanitizeFileName(fileName: string): string {
  const dot = fileName.lastIndexOf(".");
  const hasExtension = dot > 0 && dot < fileName.length - 1;
  const base = sanitizePart(hasExtension ? fileName.slice(0, dot) : fileName);
  const extension = hasExtension ? sanitizePart(fileName.slice(dot + 1)) : "";
  const name = base === "" ? FALLBACK_BASE_NAME : base;
  return extension === "" ? name : `${name}.${extension}`;
}
