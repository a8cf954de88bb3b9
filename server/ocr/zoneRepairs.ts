/**
 * Repairs of a read zone that cannot make a wrong read trusted (decision 0009): ICAO 9303 fixes
 * each line's length and each place's kind of character, so a misread the layout rules out can
 * be undone, and the check digits still decide. This file lists the candidates; the parser
 * (server/ocr/mrz.ts) keeps a repair only when exactly one candidate has every check digit hold.
 */

export type ZoneFormat = "TD1" | "TD3";

/**
 * Each place's kind: `l` letters and fillers (codes, states, names), `d` a digit (dates and
 * check digits), `a` letters or digits (document numbers, optional data), `s` the sex.
 */
const LAYOUT: Record<ZoneFormat, string[]> = {
  TD3: ["l".repeat(44), `${"a".repeat(9)}dlll${"d".repeat(7)}s${"d".repeat(7)}${"a".repeat(14)}dd`],
  TD1: [
    `lllll${"a".repeat(9)}d${"a".repeat(15)}`,
    `${"d".repeat(7)}s${"d".repeat(7)}lll${"a".repeat(11)}d`,
    "l".repeat(30),
  ],
};

/** Letters read where only a digit can be; S is 5 or 8 (both seen), so both are tried. */
const DIGITS_FOR_LETTER: Record<string, string[]> = {
  O: ["0"],
  Q: ["0"],
  D: ["0"],
  I: ["1"],
  Z: ["2"],
  S: ["5", "8"],
  B: ["8"],
  G: ["6"],
};

/**
 * Where letters and digits may both be, what else a character may have been printed as: the
 * confusions this model is seen to make (decision 0009), no more, for every extra look-alike is
 * one more chance that two repairs fit and nothing is trusted (G and Q weigh alike at a
 * weight-1 place).
 */
const LOOK_ALIKES: Record<string, string[]> = {
  O: ["0", "G"],
  "0": ["O"],
  G: ["6", "O"],
  "6": ["G"],
  S: ["5", "8"],
  "5": ["S"],
  "8": ["B", "S"],
  B: ["8"],
  I: ["1"],
  "1": ["I"],
  Z: ["2"],
  "2": ["Z"],
};

/** Surplus characters a line may carry in its trailing fillers and still be cut to length. */
const MOST_SURPLUS = 2;

/** Past this many forced alternatives (S in many digit places) nothing is tried. */
const MOST_FORCED_COMBINATIONS = 64;

/** Lines under a check digit, by format: a wrong cut there makes a check digit fail. */
const CHECKED_LINES: Record<ZoneFormat, number[]> = { TD3: [1], TD1: [0, 1] };

export const isChecked = (format: ZoneFormat, lineIndex: number) =>
  CHECKED_LINES[format].includes(lineIndex);

/**
 * The ways a line may be brought to its format's length: as read; cut when its one or two
 * surplus characters are in the run of fillers it ends with (a `<` read twice); and, in a line
 * under check digits, without one or two letters read where only a digit can be (a 5 read as
 * "S5S", a stray C before a check digit) or an O read before a G: all seen on clean pages and
 * phone photos. None when the line cannot be brought to length.
 */
export function fittedLines(
  line: string,
  lineIndex: number,
  format: ZoneFormat,
  length: number,
): string[] {
  if (line.length === length) return [line];
  const surplus = line.length - length;
  if (surplus < 1 || surplus > MOST_SURPLUS) return [];
  const fillers = /<*$/.exec(line)?.[0].length ?? 0;
  const fitted = fillers >= surplus ? [line.slice(0, length)] : [];
  const layout = LAYOUT[format][lineIndex] ?? "";
  // Letters read where the layout wants a digit, and an O before a G (this model reads some G
  // twice, "OG"): the only ones cut, for cutting any letter gives too many ways for a bad read
  // to fit by chance.
  const strays = [...line].flatMap((char, place) =>
    (/[A-Z]/.test(char) && layout[place] === "d") || (char === "O" && line[place + 1] === "G")
      ? [place]
      : [],
  );
  if (isChecked(format, lineIndex)) {
    for (const cut of choose(strays, surplus)) {
      fitted.push([...line].filter((_, place) => !cut.includes(place)).join(""));
    }
  }
  return [...new Set(fitted)];
}

/** Every set of `count` of the places. */
function choose(places: number[], count: number): number[][] {
  if (count === 0) return [[]];
  return places.flatMap((place, index) =>
    choose(places.slice(index + 1), count - 1).map((rest) => [place, ...rest]),
  );
}

type Candidates = {
  /** Zones with only the layout's forced changes (every digit place holding a digit…). */
  forced: string[][];
  /** Each forced zone with one more look-alike swapped in a letter-or-digit place. */
  oneSwap: string[][];
};

/**
 * The zones the read may have been printed as, by how far they stray from it: first the forced
 * changes only, then one look-alike more. Empty when the forced changes alone are too many.
 */
export function repairCandidates(zone: string[], format: ZoneFormat): Candidates {
  const layout = LAYOUT[format];
  // Per line, per place: the characters it may be, the one read (or forced) first.
  const options = zone.map((line, lineIndex) =>
    [...line].map((char, place) => forcedOptions(char, layout[lineIndex]?.[place] ?? "l")),
  );
  const combinations = options.flat().reduce((count, choices) => count * choices.length, 1);
  if (combinations > MOST_FORCED_COMBINATIONS) return { forced: [], oneSwap: [] };
  const forced = expand(options);
  const oneSwap: string[][] = [];
  for (const base of forced) {
    base.forEach((line, lineIndex) => {
      [...line].forEach((char, place) => {
        if (layout[lineIndex]?.[place] !== "a") return;
        for (const alike of LOOK_ALIKES[char] ?? []) {
          const swapped = line.slice(0, place) + alike + line.slice(place + 1);
          oneSwap.push(base.map((other, index) => (index === lineIndex ? swapped : other)));
        }
      });
    });
  }
  return { forced, oneSwap };
}

/**
 * A letter where a digit must be is undone. A digit in a name is left as read (and not trusted):
 * no check digit covers names, and such a digit tells of a poor read whose dates may be wrong too.
 */
const forcedOptions = (char: string, kind: string): string[] =>
  kind === "d" ? (DIGITS_FOR_LETTER[char] ?? [char]) : [char];

/** Every zone the per-place options spell. */
function expand(options: string[][][]): string[][] {
  let zones: string[][] = [options.map(() => "")];
  options.forEach((line, lineIndex) => {
    for (const choices of line) {
      zones = zones.flatMap((zone) =>
        choices.map((choice) =>
          zone.map((text, index) => (index === lineIndex ? text + choice : text)),
        ),
      );
    }
  });
  return zones;
}
