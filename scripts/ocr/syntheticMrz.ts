/**
 * Machine-readable zones of invented people (never real ones), with correct check digits: the
 * model's training lines and the test specimens are made from them.
 */
import { checkDigit } from "../../server/ocr/mrz.ts";

export type SyntheticPerson = {
  surnames: string;
  givenNames: string;
  /** YYMMDD */
  birth: string;
  /** YYMMDD */
  expiry: string;
  sex: "F" | "M";
  nationality: string;
  documentNumber: string;
};

/** A field in the zone's characters, filled with "<" to its length (0: as long as it is). */
const field = (text: string, length: number) => {
  const zoneText = text.toUpperCase().replace(/[^A-Z0-9<]/g, "<");
  return length === 0 ? zoneText : zoneText.padEnd(length, "<").slice(0, length);
};

const nameField = (person: SyntheticPerson, length: number) =>
  field(`${field(person.surnames, 0)}<<${field(person.givenNames, 0)}`, length);

/** A passport's zone (TD3): 2 lines of 44. */
export function passportZone(person: SyntheticPerson, issuingState = person.nationality): string[] {
  const number = field(person.documentNumber, 9);
  const optional = field("", 14);
  const line1 = `P<${field(issuingState, 3)}${nameField(person, 39)}`;
  const numberPart = `${number}${checkDigit(number)}`;
  const birthPart = `${person.birth}${checkDigit(person.birth)}`;
  const expiryPart = `${person.expiry}${checkDigit(person.expiry)}`;
  const optionalPart = `${optional}${checkDigit(optional)}`;
  const composite = checkDigit(numberPart + birthPart + expiryPart + optionalPart);
  const line2 = `${numberPart}${field(person.nationality, 3)}${birthPart}${person.sex}${expiryPart}${optionalPart}${composite}`;
  return [line1, line2];
}

/** An identity card's or residence permit's zone (TD1): 3 lines of 30, on the card's back. */
export function cardZone(
  person: SyntheticPerson,
  documentCode: "ID" | "IR",
  issuingState = "FRA",
): string[] {
  const number = field(person.documentNumber, 9);
  const line1 = `${documentCode}${field(issuingState, 3)}${number}${checkDigit(number)}${field("", 15)}`;
  const head = `${person.birth}${checkDigit(person.birth)}${person.sex}${person.expiry}${checkDigit(person.expiry)}${field(person.nationality, 3)}${field("", 11)}`;
  const composite = checkDigit(
    line1.slice(5, 30) + head.slice(0, 7) + head.slice(8, 15) + head.slice(18, 29),
  );
  return [line1, `${head}${composite}`, nameField(person, 30)];
}

/** A small deterministic random source, so a seed gives the same people every run. */
export function seededRandom(seed: number) {
  let state = seed >>> 0 || 1;
  const next = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 32;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  return { next, pick };
}

const SYLLABLES = [
  "MA",
  "RI",
  "LE",
  "NO",
  "DU",
  "PON",
  "BER",
  "TIN",
  "GAR",
  "CIA",
  "LOU",
  "SA",
  "KO",
  "VAN",
  "DER",
  "ELI",
  "ZA",
  "BETH",
  "JO",
  "HAN",
  "NGUY",
  "EN",
  "OU",
  "AMA",
  "DOU",
  "FI",
  "XU",
  "QI",
  "WEN",
  "YAS",
  "MIN",
];

/** An invented person, their documents valid or expired as asked. */
export function inventPerson(
  random: ReturnType<typeof seededRandom>,
  today = new Date(),
): SyntheticPerson {
  const word = (parts: number) =>
    Array.from({ length: parts }, () => random.pick(SYLLABLES)).join("");
  const two = (value: number) => String(value).padStart(2, "0");
  const year = today.getUTCFullYear() % 100;
  const birthYear = (year - 18 - Math.floor(random.next() * 40) + 100) % 100;
  const expiryYear = year + Math.floor(random.next() * 9) + 1;
  const day = () => two(1 + Math.floor(random.next() * 28));
  const month = () => two(1 + Math.floor(random.next() * 12));
  const letters = "ABCDEFGHJKLMNPRSTUVWXYZ";
  const digits = "0123456789";
  const numberChars = Array.from({ length: 9 }, (_, index) =>
    random.pick((index < 2 || index >= 4 ? digits : letters).split("")),
  );
  return {
    surnames:
      random.next() < 0.2 ? `${word(2)} ${word(2)}` : word(2 + Math.floor(random.next() * 2)),
    givenNames: random.next() < 0.3 ? `${word(2)} ${word(2)}` : word(2),
    birth: `${two(birthYear)}${month()}${day()}`,
    expiry: `${two(expiryYear)}${month()}${day()}`,
    sex: random.next() < 0.5 ? "F" : "M",
    nationality: random.pick([
      "FRA",
      "FRA",
      "DEU",
      "ITA",
      "ESP",
      "MAR",
      "SEN",
      "VNM",
      "CHN",
      "BRA",
      "USA",
    ]),
    documentNumber: numberChars.join(""),
  };
}
