/**
 * The machine-readable zone of passports (TD3: 2 lines of 44), identity cards and residence
 * permits (TD1: 3 lines of 30), after ICAO 9303. A zone is trusted only when every check digit
 * holds: names carry no check digit, and a letter read for a digit can keep one valid by chance,
 * so every field that has one is checked, and the composite digit on top.
 */
import { fittedLines, isChecked, repairCandidates, type ZoneFormat } from "./zoneRepairs.ts";

type MrzFormat = ZoneFormat;

type MrzDocumentKind = "PASSPORT" | "STATE_ID" | "RESIDENCE_PERMIT";

export type MrzRead = {
  format: MrzFormat;
  kind: MrzDocumentKind;
  /** The two-letter document code as printed ("P<", "ID", "IR"…). */
  documentCode: string;
  issuingState: string;
  /**
   * Under a check digit that cannot tell every pair apart (8 and S at a weight-7 place): no
   * decision rests on it.
   */
  documentNumber: string;
  nationality: string;
  /** ISO dates (YYYY-MM-DD). */
  birthDate: string;
  expiryDate: string;
  sex: "F" | "M" | "X";
  surnames: string;
  givenNames: string;
  /** The zone's lines, as read. */
  lines: string[];
};

const LINE_LENGTH: Record<MrzFormat, number> = { TD1: 30, TD3: 44 };
const LINE_COUNT: Record<MrzFormat, number> = { TD1: 3, TD3: 2 };
const MRZ_LINE = /^[A-Z0-9<]+$/;
const CHECK_WEIGHTS = [7, 3, 1];

const charValue = (char: string): number => {
  if (char === "<") return 0;
  const code = char.charCodeAt(0);
  if (code >= 48 && code <= 57) return code - 48;
  return code - 55; // A = 10 … Z = 35
};

/** ICAO 9303's check digit: values weighted 7, 3, 1 in turn, summed, modulo 10. */
export function checkDigit(field: string): string {
  let sum = 0;
  for (let index = 0; index < field.length; index += 1) {
    sum += charValue(field[index] ?? "<") * (CHECK_WEIGHTS[index % 3] ?? 1);
  }
  return String(sum % 10);
}

/** A field's digit holds; an empty optional field may print "<" for its digit. */
const digitHolds = (field: string, digit: string | undefined) =>
  digit === checkDigit(field) || (digit === "<" && /^<*$/.test(field));

/**
 * YYMMDD to an ISO date, or undefined when it is no calendar date. Birth dates take the
 * century that does not put them in the future; expiry dates are in this century.
 */
function isoDate(yymmdd: string, kind: "birth" | "expiry", today: Date): string | undefined {
  if (!/^\d{6}$/.test(yymmdd)) return undefined;
  const yy = Number(yymmdd.slice(0, 2));
  const month = Number(yymmdd.slice(2, 4));
  const day = Number(yymmdd.slice(4, 6));
  const thisYear = today.getUTCFullYear() % 100;
  const year = kind === "expiry" || yy <= thisYear ? 2000 + yy : 1900 + yy;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return date.toISOString().slice(0, 10);
}

const names = (field: string) => {
  const [surnames = "", ...rest] = field.replace(/<+$/, "").split("<<");
  const spaced = (part: string) => part.replace(/<+/g, " ").trim();
  return { surnames: spaced(surnames), givenNames: spaced(rest.join(" ")) };
};

const sexOf = (char: string): MrzRead["sex"] | undefined =>
  char === "F" || char === "M" ? char : char === "<" || char === "X" ? "X" : undefined;

const kindOf = (code: string): MrzDocumentKind | undefined => {
  if (code.startsWith("P")) return "PASSPORT";
  // Residence permits in the EU's uniform format print "IR" (or an R second letter).
  if (code[1] === "R" && /^[ACI]/.test(code)) return "RESIDENCE_PERMIT";
  if (/^[ACI]/.test(code)) return "STATE_ID";
  return undefined;
};

/** A TD1 document number longer than 9 characters goes on in the optional data. */
function td1DocumentNumber(line1: string): { number: string; digitHolds: boolean } {
  const head = line1.slice(5, 14);
  const digit = line1[14];
  if (digit !== "<")
    return { number: head.replace(/<+$/, ""), digitHolds: digitHolds(head, digit) };
  const rest = line1.slice(15).replace(/<+$/, "");
  const full = head + rest.slice(0, -1);
  return { number: full, digitHolds: rest.length > 1 && digitHolds(full, rest.slice(-1)) };
}

function parseTd3([line1, line2]: string[], today: Date): MrzRead | undefined {
  // A passport's zone begins with P: anything else is a line misread or shifted.
  if (!line1?.startsWith("P") || !line2) return undefined;
  const documentCode = line1.slice(0, 2);
  const number = line2.slice(0, 9);
  const birth = line2.slice(13, 19);
  const expiry = line2.slice(21, 27);
  const optional = line2.slice(28, 42);
  const composite = line2.slice(0, 10) + line2.slice(13, 20) + line2.slice(21, 43);
  const allDigitsHold =
    digitHolds(number, line2[9]) &&
    digitHolds(birth, line2[19]) &&
    digitHolds(expiry, line2[27]) &&
    digitHolds(optional, line2[42]) &&
    digitHolds(composite, line2[43]);
  return finish(allDigitsHold, {
    format: "TD3",
    documentCode,
    issuingState: line1.slice(2, 5),
    documentNumber: number.replace(/<+$/, ""),
    nationality: line2.slice(10, 13),
    birth,
    expiry,
    sexChar: line2[20] ?? "",
    nameField: line1.slice(5),
    lines: [line1, line2],
    today,
  });
}

function parseTd1([line1, line2, line3]: string[], today: Date): MrzRead | undefined {
  if (!line1 || !line2 || !line3) return undefined;
  const documentNumber = td1DocumentNumber(line1);
  const birth = line2.slice(0, 6);
  const expiry = line2.slice(8, 14);
  const composite =
    line1.slice(5, 30) + line2.slice(0, 7) + line2.slice(8, 15) + line2.slice(18, 29);
  const allDigitsHold =
    documentNumber.digitHolds &&
    digitHolds(birth, line2[6]) &&
    digitHolds(expiry, line2[14]) &&
    digitHolds(composite, line2[29]);
  return finish(allDigitsHold, {
    format: "TD1",
    documentCode: line1.slice(0, 2),
    issuingState: line1.slice(2, 5),
    documentNumber: documentNumber.number,
    nationality: line2.slice(15, 18),
    birth,
    expiry,
    sexChar: line2[7] ?? "",
    nameField: line3,
    lines: [line1, line2, line3],
    today,
  });
}

type Fields = {
  format: MrzFormat;
  documentCode: string;
  issuingState: string;
  documentNumber: string;
  nationality: string;
  birth: string;
  expiry: string;
  sexChar: string;
  nameField: string;
  lines: string[];
  today: Date;
};

function finish(allDigitsHold: boolean, fields: Fields): MrzRead | undefined {
  if (!allDigitsHold) return undefined;
  const kind = kindOf(fields.documentCode);
  const birthDate = isoDate(fields.birth, "birth", fields.today);
  const expiryDate = isoDate(fields.expiry, "expiry", fields.today);
  const sex = sexOf(fields.sexChar);
  // Names hold letters and fillers only: a digit there is a misread no check digit covers.
  if (!kind || !birthDate || !expiryDate || !sex || !/^[A-Z<]+$/.test(fields.nameField)) {
    return undefined;
  }
  if (!/^[A-Z<]{3}$/.test(fields.issuingState) || !/^[A-Z<]{3}$/.test(fields.nationality)) {
    return undefined;
  }
  const { format, documentCode, issuingState, documentNumber, nationality, lines } = fields;
  return {
    format,
    kind,
    documentCode,
    issuingState,
    documentNumber,
    nationality,
    birthDate,
    expiryDate,
    sex,
    ...names(fields.nameField),
    lines,
  };
}

/**
 * The trusted zone among lines read from a page, or undefined. Lines are taken in order; a
 * zone is a run of 2 lines of 44 (TD3) or 3 lines of 30 (TD1) whose every check digit holds.
 * A zone read with a misread the layout rules out (a digit in a name, a letter in a date, a
 * filler read twice) is repaired (server/ocr/zoneRepairs.ts), and trusted only when exactly
 * one repair has every check digit hold: two that do leave nothing trusted.
 */
export function findMrz(readLines: string[], today = new Date()): MrzRead | undefined {
  const lines = readLines
    .map((line) => line.replace(/\s+/g, ""))
    .filter((line) => MRZ_LINE.test(line));
  for (const format of ["TD3", "TD1"] as const) {
    const count = LINE_COUNT[format];
    for (let start = 0; start + count <= lines.length; start += 1) {
      const choices = lines
        .slice(start, start + count)
        .map((line, index) => fittedLines(line, index, format, LINE_LENGTH[format]));
      if (choices.some((fitted) => fitted.length === 0)) continue;
      const asRead = choices.every(
        (fitted, index) => !isChecked(format, index) || fitted[0] === lines[start + index],
      );
      const read = trustedRead(format, zonesOf(choices), asRead, today);
      if (read) return read;
    }
  }
  return undefined;
}

/** Every zone that takes one of each line's fitted versions. */
const zonesOf = (choices: string[][]): string[][] =>
  choices.reduce<string[][]>(
    (zones, fitted) => zones.flatMap((zone) => fitted.map((line) => [...zone, line])),
    [[]],
  );

const parse = (format: MrzFormat, zone: string[], today: Date) =>
  format === "TD3" ? parseTd3(zone, today) : parseTd1(zone, today);

/**
 * The one zone whose every check digit holds, looked for as read (lines cut to length too),
 * then with the layout's forced repairs, then, when no line under check digits was cut, with one
 * look-alike more: at the first step where any holds, two different ones leave nothing trusted.
 */
function trustedRead(
  format: MrzFormat,
  zones: string[][],
  asRead: boolean,
  today: Date,
): MrzRead | undefined {
  const repairs = zones.map((zone) => repairCandidates(zone, format));
  const steps = [
    zones,
    repairs.flatMap((repair) => repair.forced),
    // A look-alike swapped on top of a cut line under check digits is one repair too many.
    asRead ? repairs.flatMap((repair) => repair.oneSwap) : [],
  ];
  for (const candidates of steps) {
    const trusted = new Map<string, MrzRead>();
    for (const candidate of candidates) {
      const read = parse(format, candidate, today);
      if (read) trusted.set(candidate.join("\n"), read);
    }
    if (trusted.size > 1) return undefined;
    const [only] = trusted.values();
    if (only) return only;
  }
  return undefined;
}
