/**
 * A trusted read of an identity document (server/ocr/mrz.ts) against what the form says of its
 * holder (spec: "Data read from documents is compared with form data"):
 *   - the birth date exactly;
 *   - the names leniently: accents, case, order and hyphens ignored, a small edit distance
 *     allowed per name (zones print no accents, cut long names and readers slip), since names
 *     carry no check digit;
 *   - the expiry against today.
 * The kind of document needs no comparison here: a zone is only ever a passport's, an identity
 * card's or a residence permit's, the three kinds every identity section takes; a document of
 * another kind has no zone and stays with the type check of server/domain/vialink.ts.
 * With no trusted read there is nothing to compare: the caller decides as without a reader.
 */
import type { MrzRead } from "./mrz.ts";

/** What the form says of the document's holder (step 2, or the guardian's or a guarantor's data). */
export type FormIdentity = { lastName: string; firstNames: string; birthDate: string | null };

type IdentityFinding =
  | { finding: "expired"; expiryDate: string }
  | { finding: "nameMismatch"; namesRead: string }
  | { finding: "birthDateMismatch"; birthDateRead: string };

/** Characters a name of this length may differ by and still be the same name. */
const allowedEdits = (length: number) => (length >= 8 ? 2 : 1);
/** A zone cuts long names: a read name this long that starts the form's one matches it. */
const SHORTEST_CUT_NAME = 4;

const nameWords = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toUpperCase()
    .replace(/[^A-Z]+/g, " ")
    .trim()
    .split(" ")
    .filter(Boolean);

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution));
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

const sameName = (formWord: string, readWord: string) =>
  editDistance(formWord, readWord) <= allowedEdits(formWord.length) ||
  (readWord.length >= SHORTEST_CUT_NAME && formWord.startsWith(readWord));

/**
 * The form's last name and first first name are both among the names read (in any order), word
 * by word or written together ("LE GALL" and "LEGALL").
 */
export function namesMatch(form: FormIdentity, read: Pick<MrzRead, "surnames" | "givenNames">) {
  const readWords = nameWords(`${read.surnames} ${read.givenNames}`);
  const found = (words: string[]) =>
    words.length > 0 &&
    (words.every((word) => readWords.some((readWord) => sameName(word, readWord))) ||
      readWords.some((readWord) => sameName(words.join(""), readWord)) ||
      sameName(words.join(""), nameWords(read.surnames).join("")));
  const firstName = nameWords(form.firstNames).slice(0, 1);
  return found(nameWords(form.lastName)) && found(firstName);
}

/**
 * What is wrong with the document for its holder, in this order; [] when nothing.
 * `today`: YYYY-MM-DD.
 */
export function identityFindings(
  read: Pick<MrzRead, "expiryDate" | "birthDate" | "surnames" | "givenNames">,
  form: FormIdentity,
  today: string,
): IdentityFinding[] {
  const findings: IdentityFinding[] = [];
  if (read.expiryDate < today) findings.push({ finding: "expired", expiryDate: read.expiryDate });
  // A form that names no one yet (a guarantor not filled in) has no names to compare.
  const formNamesSomeone =
    nameWords(form.lastName).length > 0 && nameWords(form.firstNames).length > 0;
  if (formNamesSomeone && !namesMatch(form, read)) {
    findings.push({
      finding: "nameMismatch",
      namesRead: `${read.givenNames} ${read.surnames}`.trim(),
    });
  }
  if (form.birthDate && form.birthDate !== read.birthDate) {
    findings.push({ finding: "birthDateMismatch", birthDateRead: read.birthDate });
  }
  return findings;
}
