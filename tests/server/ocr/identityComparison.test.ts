/** A read against the form: lenient on names, exact on the birth date, strict on expiry. */
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { renderSpecimen } from "../../../scripts/ocr/specimens.ts";
import { cardZone, passportZone, type SyntheticPerson } from "../../../scripts/ocr/syntheticMrz.ts";
import { createDocumentReader } from "../../../server/ocr/documentReader.ts";
import {
  type FormIdentity,
  identityFindings,
  namesMatch,
} from "../../../server/ocr/identityComparison.ts";
import { findMrz } from "../../../server/ocr/mrz.ts";

const today = "2026-11-27";
const holder: SyntheticPerson = {
  surnames: "LE GALL",
  givenNames: "JEAN PIERRE",
  birth: "060115",
  expiry: "310630",
  sex: "M",
  nationality: "FRA",
  documentNumber: "21XB77310",
};
const form: FormIdentity = {
  lastName: "Le Gall",
  firstNames: "Jean-Pierre",
  birthDate: "2006-01-15",
};
const readOf = (zone: string[]) => {
  const read = findMrz(zone, new Date(`${today}T12:00:00Z`));
  if (!read) throw new Error("the test's zone must be valid");
  return read;
};

describe("namesMatch", () => {
  const names = (surnames: string, givenNames: string) => ({ surnames, givenNames });
  it("ignores accents, case, hyphens, order and written-together names", () => {
    expect(namesMatch({ ...form, lastName: "Lé-Gall" }, names("LE GALL", "JEAN PIERRE"))).toBe(
      true,
    );
    expect(namesMatch(form, names("LEGALL", "JEAN PIERRE"))).toBe(true);
    expect(
      namesMatch(
        { ...form, firstNames: "Pierre", lastName: "Le Gall" },
        names("LE GALL", "JEAN PIERRE"),
      ),
    ).toBe(true);
    expect(
      namesMatch(
        { lastName: "Muñoz", firstNames: "Inès", birthDate: null },
        names("MUNOZ", "INES"),
      ),
    ).toBe(true);
  });

  it("forgives a slip or a cut long name, not another name", () => {
    expect(namesMatch({ ...form, lastName: "Legal" }, names("LEGALL", "JEAN"))).toBe(true);
    expect(namesMatch({ ...form, lastName: "Vandermeersch" }, names("VANDERMEE", "JEAN"))).toBe(
      true,
    );
    expect(namesMatch(form, names("DUPONT", "JEAN PIERRE"))).toBe(false);
    expect(namesMatch(form, names("LE GALL", "MARIE"))).toBe(false);
  });
});

describe("identityFindings", () => {
  it("finds nothing for the holder's valid passport or card", () => {
    expect(identityFindings(readOf(passportZone(holder)), form, today)).toEqual([]);
    expect(identityFindings(readOf(cardZone(holder, "ID")), form, today)).toEqual([]);
  });

  it("flags an expired document, another name (saying the names read) and another birth date", () => {
    expect(
      identityFindings(readOf(passportZone({ ...holder, expiry: "261126" })), form, today),
    ).toEqual([{ finding: "expired", expiryDate: "2026-11-26" }]);
    const other = readOf(cardZone({ ...holder, surnames: "MARTIN", givenNames: "LUCIE" }, "ID"));
    expect(identityFindings(other, form, today)).toEqual([
      { finding: "nameMismatch", namesRead: "LUCIE MARTIN" },
    ]);
    expect(
      identityFindings(readOf(passportZone({ ...holder, birth: "060116" })), form, today),
    ).toEqual([{ finding: "birthDateMismatch", birthDateRead: "2006-01-16" }]);
  });

  it("compares what the reader read on drawn documents", { timeout: 120_000 }, async () => {
    const folder = await mkdtemp(join(tmpdir(), "hestia-identity-test-"));
    const reader = createDocumentReader({ workers: 1, queue: 2, timeoutMs: 60_000 });
    try {
      const findingsOf = async (person: SyntheticPerson) => {
        const specimen = await renderSpecimen(
          folder,
          person.documentNumber,
          "passport",
          "phone",
          person,
          1.5,
        );
        const reading = await reader.read(
          new Uint8Array(await readFile(specimen.file)),
          "image/jpeg",
        );
        const read = reading.outcome === "read" ? reading.pages[0] : undefined;
        return read && identityFindings(read, form, today);
      };
      expect(await findingsOf(holder)).toEqual([]);
      expect(
        await findingsOf({ ...holder, documentNumber: "21XB77311", expiry: "250101" }),
      ).toEqual([{ finding: "expired", expiryDate: "2025-01-01" }]);
    } finally {
      await reader.close();
      await rm(folder, { recursive: true, force: true });
    }
  });
});
