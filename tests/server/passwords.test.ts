/** The password rules (NIST SP 800-63B): format shared with the app, common list, hashing. */
import { describe, expect, it } from "vitest";
import {
  hashPassword,
  isCommonPassword,
  newPasswordProblem,
  verifyPassword,
} from "../../server/domain/passwords.ts";
import { passwordLength } from "../../src/config/index.ts";

describe("a new password's format", () => {
  it("accepts any printable character: symbols, spaces, accented letters, emoji", async () => {
    for (const password of [
      "With-Symbol1",
      "Mon mot de passe 2026 !",
      "Été à Montréal 9",
      "Πάσχα2026μέρα",
      "Clé🔑2026secrète",
    ]) {
      expect(await newPasswordProblem(password), password).toBeNull();
    }
  });

  it("keeps the spec's minimum length and its lowercase, uppercase and digit", async () => {
    for (const password of ["Short1!", "nouppercase1", "NOLOWERCASE1", "NoDigitHere!", ""]) {
      expect(await newPasswordProblem(password), password).toBe("passwordRule");
    }
  });

  it("refuses control characters, which no keyboard types", async () => {
    expect(await newPasswordProblem("Tab\there2026")).toBe("passwordRule");
    expect(await newPasswordProblem("Line\nBreak2026")).toBe("passwordRule");
  });

  it("counts characters, not UTF-16 units, and refuses more than the maximum", async () => {
    const longest = `Aa1${"x".repeat(passwordLength.max - 3)}`;
    expect(await newPasswordProblem(longest)).toBeNull();
    expect(await newPasswordProblem(`${longest}x`)).toBe("passwordTooLong");
    // Seven characters, fourteen UTF-16 units: still too short.
    expect(await newPasswordProblem("Aa1🔑🔑🔑🔑")).toBe("passwordRule");
  });
});

describe("common and breached passwords", () => {
  it("are refused whatever their case, even when the format is met", async () => {
    expect(await isCommonPassword("password1")).toBe(true);
    expect(await isCommonPassword("PassWord1")).toBe(true);
    expect(await isCommonPassword("AZERTY123")).toBe(true);
    expect(await newPasswordProblem("Password1")).toBe("passwordCommon");
    expect(await newPasswordProblem("Iloveyou1")).toBe("passwordCommon");
  });

  it("leaves uncommon passwords alone", async () => {
    expect(await isCommonPassword("Voyage2026")).toBe(false);
    expect(await newPasswordProblem("Voyage2026")).toBeNull();
  });
});

describe("hashing", () => {
  it("treats the composed and decomposed forms of a character as the same password", async () => {
    const composed = "Cl\u00e9Secr\u00e8te2026";
    const decomposed = "Cle\u0301Secre\u0300te2026";
    expect(await verifyPassword(decomposed, await hashPassword(composed))).toBe(true);
    expect(await verifyPassword("CleSecrete2026", await hashPassword(composed))).toBe(false);
  });

  it("answers false for a password longer than any account can have, without hashing it", async () => {
    const stored = await hashPassword("Voyage2026");
    expect(await verifyPassword("A".repeat(passwordLength.max + 1), stored)).toBe(false);
  });
});
