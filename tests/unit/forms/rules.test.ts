import * as v from "valibot";
import { describe, expect, it } from "vitest";
import {
  emailFormat,
  isEmailFormat,
  isNameFormat,
  isStrongPassword,
  isValidDate,
  maxLengthOf,
  nameFormat,
  optionalText,
  requiredChoice,
  requiredText,
  strongPassword,
  validDate,
} from "../../../src/forms/rules.ts";
import { messagesFor } from "./issueTexts.ts";

describe("required", () => {
  const schema = requiredText();

  it('refuses an empty or blank text with "Requis*"', () => {
    expect(messagesFor(schema, "")).toEqual(["Requis*"]);
    expect(messagesFor(schema, "   ")).toEqual(["Requis*"]);
  });

  it("accepts a filled text and trims it", () => {
    expect(v.parse(schema, "  Dupont ")).toBe("Dupont");
  });

  it("trims optional texts without requiring them", () => {
    expect(v.parse(optionalText(), "")).toBe("");
    expect(v.parse(optionalText(), " ACME ")).toBe("ACME");
  });

  it('requires one of the choices, "" being no choice', () => {
    const civility = requiredChoice(["madame", "monsieur"]);
    expect(v.parse(civility, "madame")).toBe("madame");
    expect(messagesFor(civility, "")).toEqual(["Requis*"]);
    expect(messagesFor(civility, "docteur")).toEqual(["Requis*"]);
  });
});

describe("maximum length", () => {
  const lastname = v.pipe(v.string(), maxLengthOf(32));

  it("accepts 32 characters and refuses 33", () => {
    expect(messagesFor(lastname, "a".repeat(32))).toEqual([]);
    expect(messagesFor(lastname, "a".repeat(33))).toEqual(["Texte trop long"]);
  });
});

describe("name format", () => {
  it("accepts letters with accents and compound names", () => {
    for (const name of [
      "Dupont",
      "Éléonore",
      "Jean-Éric",
      "N'Diaye",
      "D’Artagnan",
      "De La Tour",
      "Łukasz",
      "Zoë",
      "O",
    ]) {
      expect(isNameFormat(name), name).toBe(true);
    }
  });

  it("refuses digits, symbols and stray separators", () => {
    for (const name of [
      "Dupont2",
      "J3an",
      "Jean_Eric",
      "Jean--Eric",
      "-Jean",
      "Jean-",
      "Jean  Eric",
      "'",
      "a@b",
      "Jean.",
    ]) {
      expect(isNameFormat(name), name).toBe(false);
    }
  });

  it('says "Format incorrect*" and leaves emptiness to the required rule', () => {
    const schema = v.pipe(v.string(), nameFormat());
    expect(messagesFor(schema, "R2D2")).toEqual(["Format incorrect*"]);
    expect(messagesFor(schema, "")).toEqual([]);
  });
});

describe("date", () => {
  it("accepts real calendar days written YYYY-MM-DD", () => {
    expect(isValidDate("2024-02-29")).toBe(true);
    expect(isValidDate("2007-12-31")).toBe(true);
  });

  it("refuses impossible days, other writings and implausible years", () => {
    for (const text of [
      "2025-02-29",
      "2025-13-01",
      "2025-04-31",
      "31/12/2007",
      "2025-1-01",
      "0199-05-04",
      "abc",
    ]) {
      expect(isValidDate(text), text).toBe(false);
    }
  });

  it('says "Date incorrecte*"', () => {
    const schema = v.pipe(v.string(), validDate());
    expect(messagesFor(schema, "2025-02-30")).toEqual(["Date incorrecte*"]);
    expect(messagesFor(schema, "")).toEqual([]);
  });
});

describe("email format", () => {
  it("accepts local@domain addresses", () => {
    for (const email of [
      "jean@example.fr",
      "o'neil+tag@mail.example.co.uk",
      "élise@exemple.fr",
      "a.b-c@sub-domain.example.org",
    ]) {
      expect(isEmailFormat(email), email).toBe(true);
    }
  });

  it("refuses what is not local@domain", () => {
    for (const email of [
      "jean",
      "jean@",
      "@example.fr",
      "jean@example",
      "jean@@example.fr",
      "je an@example.fr",
      "jean@-example.fr",
      "jean@example.f",
    ]) {
      expect(isEmailFormat(email), email).toBe(false);
    }
  });

  it('says "Format du courriel incorrect"', () => {
    const schema = v.pipe(v.string(), emailFormat());
    expect(messagesFor(schema, "jean@example")).toEqual(["Format du courriel incorrect"]);
  });
});

describe("password", () => {
  it("needs 8 characters: 7 are refused, 8 accepted", () => {
    expect(isStrongPassword("Abcdef1")).toBe(false);
    expect(isStrongPassword("Abcdefg1")).toBe(true);
  });

  it("needs a lowercase letter, an uppercase letter and a digit", () => {
    expect(isStrongPassword("12345678")).toBe(false);
    expect(isStrongPassword("abcdefg1")).toBe(false);
    expect(isStrongPassword("ABCDEFG1")).toBe(false);
    expect(isStrongPassword("Abcdefgh")).toBe(false);
  });

  it("takes any printable character: symbols, spaces, accented letters (as the server)", () => {
    expect(isStrongPassword("Abcdefg1!")).toBe(true);
    expect(isStrongPassword("Abcdéfg1")).toBe(true);
    expect(isStrongPassword("Abc defg1")).toBe(true);
    expect(isStrongPassword("Été à Paris #2026")).toBe(true);
    expect(isStrongPassword("Tab\there2026")).toBe(false);
  });

  it("explains the rule when refused, and the maximum length past it", () => {
    const schema = v.pipe(v.string(), strongPassword());
    expect(messagesFor(schema, "abc")).toEqual([
      "Le mot de passe doit contenir au moins 8 caractères, dont une minuscule, une majuscule et un chiffre ; les espaces, les symboles et les lettres accentuées sont acceptés.",
    ]);
    expect(messagesFor(schema, `Aa1${"x".repeat(126)}`)).toEqual([
      "Le mot de passe ne peut pas dépasser 128 caractères.",
    ]);
    expect(messagesFor(schema, "Abcdefg1")).toEqual([]);
  });
});
