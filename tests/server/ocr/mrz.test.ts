import { describe, expect, it } from "vitest";
import { cardZone, passportZone, type SyntheticPerson } from "../../../scripts/ocr/syntheticMrz.ts";
import { checkDigit, findMrz } from "../../../server/ocr/mrz.ts";

const today = new Date("2026-11-27T12:00:00Z");
const person: SyntheticPerson = {
  surnames: "MARTIN DUBOIS",
  givenNames: "ANNE MARIE",
  birth: "060315",
  expiry: "310101",
  sex: "F",
  nationality: "FRA",
  documentNumber: "12AB34567",
};

describe("check digits (ICAO 9303)", () => {
  it("weights 7, 3, 1 over values, < being 0 and A 10", () => {
    // ICAO 9303 part 3's worked example: document number L898902C3 → 6.
    expect(checkDigit("L898902C3")).toBe("6");
    expect(checkDigit("740812")).toBe("2");
    expect(checkDigit("<<<<<<")).toBe("0");
  });
});

describe("findMrz", () => {
  it("reads ICAO's specimen passport (TD3)", () => {
    const read = findMrz(
      [
        "P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<",
        "L898902C36UTO7408122F1204159ZE184226B<<<<<10",
      ],
      today,
    );
    expect(read).toMatchObject({
      format: "TD3",
      kind: "PASSPORT",
      documentNumber: "L898902C3",
      birthDate: "1974-08-12",
      expiryDate: "2012-04-15",
      surnames: "ERIKSSON",
      givenNames: "ANNA MARIA",
      sex: "F",
    });
  });

  it("tells an identity card from a residence permit (TD1) and finds the zone among other lines", () => {
    const card = findMrz(["REPUBLIQUE FRANCAISE", ...cardZone(person, "ID"), "CARTE"], today);
    expect(card).toMatchObject({
      format: "TD1",
      kind: "STATE_ID",
      surnames: "MARTIN DUBOIS",
      givenNames: "ANNE MARIE",
    });
    expect(card?.birthDate).toBe("2006-03-15");
    expect(findMrz(cardZone(person, "IR"), today)?.kind).toBe("RESIDENCE_PERMIT");
    expect(findMrz(passportZone(person), today)?.kind).toBe("PASSPORT");
  });

  it("reads spaces the recogniser put in a line", () => {
    const [line1 = "", line2 = ""] = passportZone(person);
    expect(findMrz([line1.replace("<<", "< <"), ` ${line2} `], today)?.documentNumber).toBe(
      "12AB34567",
    );
  });

  it("trusts no zone with one check digit wrong, a digit in a name, or a line of the wrong length", () => {
    const [line1 = "", line2 = ""] = passportZone(person);
    const swap = (line: string, at: number, char: string) =>
      line.slice(0, at) + char + line.slice(at + 1);
    // each field's digit, then the composite one
    for (const at of [9, 19, 27, 43]) {
      const wrong = String((Number(line2[at]) + 1) % 10);
      expect(findMrz([line1, swap(line2, at, wrong)], today), `digit at ${at}`).toBeUndefined();
    }
    // O read for 0 in the birth date, and its check digit wrong too
    const birthDigit = String((Number(line2[19]) + 1) % 10);
    expect(
      findMrz([line1, swap(line2.replace("060315", "O60315"), 19, birthDigit)], today),
    ).toBeUndefined();
    expect(findMrz([swap(line1, 6, "4"), line2], today)).toBeUndefined();
    expect(findMrz([line1.slice(0, 43), line2], today)).toBeUndefined();
    const [cardLine1 = "", cardLine2 = "", cardLine3 = ""] = cardZone(person, "ID");
    expect(findMrz([cardLine1, swap(cardLine2, 29, "9"), cardLine3], today)).toBeUndefined();
    expect(findMrz([cardLine1, cardLine2], today)).toBeUndefined();
  });

  it("takes a card's number past 9 characters from the optional data", () => {
    const long = { ...person, documentNumber: "D23145890734" };
    const [, line2 = "", line3 = ""] = cardZone(person, "ID");
    const head = `IDFRA${long.documentNumber.slice(0, 9)}<`;
    const rest = long.documentNumber.slice(9);
    const line1 = `${head}${rest}${checkDigit(long.documentNumber)}`.padEnd(30, "<");
    const composite = checkDigit(
      line1.slice(5, 30) + line2.slice(0, 7) + line2.slice(8, 15) + line2.slice(18, 29),
    );
    expect(findMrz([line1, line2.slice(0, 29) + composite, line3], today)?.documentNumber).toBe(
      "D23145890734",
    );
  });

  it("gives birth dates the century that keeps them in the past", () => {
    const older = findMrz(passportZone({ ...person, birth: "800101" }), today);
    expect(older?.birthDate).toBe("1980-01-01");
    expect(findMrz(passportZone({ ...person, birth: "991301" }), today)).toBeUndefined();
  });
});

describe("findMrz's repairs (a misread the layout rules out, undone only when one fix fits)", () => {
  const zoneWithNumber = (printed: string, read: string) => {
    const [line1 = "", line2 = ""] = passportZone({ ...person, documentNumber: printed });
    return { printed: [line1, line2], read: [line1, read + line2.slice(9)] };
  };

  it("reads a letter in a date or a check digit as the digit it looks like", () => {
    const [line1 = "", line2 = ""] = passportZone(person);
    const read = findMrz([line1, line2.replace("060315", "O6O315")], today);
    expect(read?.birthDate).toBe("2006-03-15");
    expect(read?.lines).toEqual([line1, line2]);
    // S is 5 or 8: the check digit tells which (here 5)
    expect(findMrz([line1, line2.replace("060315", "06031S")], today)?.lines).toEqual([
      line1,
      line2,
    ]);
  });

  it("cuts a line whose surplus is in its trailing fillers, or a stray letter from a checked line", () => {
    const [line1 = "", line2 = ""] = passportZone(person);
    expect(findMrz([`${line1}<<`, line2], today)?.lines).toEqual([line1, line2]);
    // a stray S in a date, a stray C before the composite digit (both seen on phone photos)
    expect(findMrz([line1, line2.replace("060315", "0603S15")], today)?.lines).toEqual([
      line1,
      line2,
    ]);
    expect(findMrz([line1, `${line2.slice(0, 43)}C${line2.slice(43)}`], today)?.lines).toEqual([
      line1,
      line2,
    ]);
    // only letters where a digit must be are cut: not one in the document number's place
    expect(findMrz([line1, `X${line2}`], today)).toBeUndefined();
    // the names' line is under no digit: a letter before "P<" shifts the code, and no passport
    // zone begins otherwise
    expect(findMrz([`C${line1}`, line2], today)).toBeUndefined();
    // a surplus among the names' letters: nothing says which letter is extra
    expect(findMrz([`${line1.slice(0, 8)}E${line1.slice(8, 43)}X`, line2], today)).toBeUndefined();
    expect(findMrz([`${line1}<<<`, line2], today)).toBeUndefined();
  });

  it("swaps one look-alike in a document number when exactly one makes its digits hold", () => {
    // a G read as O (the model's usual miss)
    const { printed, read } = zoneWithNumber("12AB3G567", "12AB3O567");
    expect(findMrz(read, today)?.lines).toEqual(printed);
  });

  it("cuts an O read before a G in a document number, and swaps a look-alike under a cut names line", () => {
    const { printed, read } = zoneWithNumber("12AG34567", "12AOG34567");
    expect(findMrz(read, today)?.lines).toEqual(printed);
    const swapped = zoneWithNumber("12AB3G567", "12AB3O567");
    expect(findMrz([`${swapped.read[0]}<`, swapped.read[1] ?? ""], today)?.lines).toEqual(
      swapped.printed,
    );
  });

  it("trusts nothing when two look-alikes both make every digit hold", () => {
    // O → 0 at a weight-1 place and O → G at a weight-3 place add the same to the sums
    const { read } = zoneWithNumber("1204O6789", "12O4O6789");
    expect(findMrz(read, today)).toBeUndefined();
    const { read: other } = zoneWithNumber("12O4G6789", "12O4O6789");
    expect(findMrz(other, today)).toBeUndefined();
  });

  it("leaves a digit in a name untrusted: no check digit covers names", () => {
    const [line1 = "", line2 = ""] = passportZone(person);
    expect(findMrz([line1.replace("MARTIN", "MART1N"), line2], today)).toBeUndefined();
  });
});
