import * as v from "valibot";
import { describe, expect, it } from "vitest";
import type { ProfileValues } from "../../../machines/profile.ts";
import {
  consentsChange,
  consentsFormValues,
  emailChange,
  emailFormSchema,
  languageChange,
  languageFormValues,
  passwordChange,
  passwordFormSchema,
  phoneChange,
  phoneFormSchema,
} from "../../../src/features/profile/profileForms.ts";
import { messagesByField } from "../forms/issueTexts.ts";

const saved: ProfileValues = {
  email: "lea@example.fr",
  phone: "+33612345678",
  language: "fr",
  hasAcceptedEmail: true,
  hasAcceptedSMS: false,
  hasAcceptedEmailGroup: false,
  hasAcceptedSMSGroup: true,
};

const RULE =
  "Le mot de passe doit contenir au moins 8 caractères, dont une minuscule, une majuscule et un chiffre ; les espaces, les symboles et les lettres accentuées sont acceptés.";

describe("email form", () => {
  it("asks for an address in the local@domain format and the current password", () => {
    expect(messagesByField(emailFormSchema, { email: "", password: "" })).toEqual({
      email: ["Requis*"],
      password: ["Requis*"],
    });
    expect(messagesByField(emailFormSchema, { email: "lea@", password: "x" })).toEqual({
      email: ["Format du courriel incorrect"],
    });
  });

  it("sends the trimmed address and the password as typed", () => {
    expect(emailChange({ email: "  lea.martin@example.fr ", password: " Demo2026ok" })).toEqual({
      section: "email",
      email: "lea.martin@example.fr",
      password: " Demo2026ok",
    });
  });
});

describe("password form", () => {
  const valid = {
    oldPassword: "Demo2026ok",
    newPassword: "Nouveau2026",
    confirmation: "Nouveau2026",
  };

  it("applies the rule to the new password", () => {
    expect(
      messagesByField(passwordFormSchema, { ...valid, newPassword: "abc" }).newPassword,
    ).toEqual([RULE]);
    for (const weak of ["nouveau2026", "NOUVEAU2026", "Nouveauxxx", "Nouv202"]) {
      expect(
        messagesByField(passwordFormSchema, { ...valid, newPassword: weak, confirmation: weak }),
      ).toEqual({ newPassword: [RULE] });
    }
  });

  it("takes symbols, spaces and accented letters in the new password, as the server does", () => {
    for (const strong of ["Nouveau 2026", "Nouvé2026a", "Été à Paris #2026!"]) {
      expect(
        messagesByField(passwordFormSchema, {
          ...valid,
          newPassword: strong,
          confirmation: strong,
        }),
      ).toEqual({});
    }
  });

  it("requires the three fields and the same new password twice", () => {
    expect(
      messagesByField(passwordFormSchema, { oldPassword: "", newPassword: "", confirmation: "" }),
    ).toEqual({ oldPassword: ["Requis*"], newPassword: ["Requis*"], confirmation: ["Requis*"] });
    expect(messagesByField(passwordFormSchema, { ...valid, confirmation: "Nouveau2027" })).toEqual({
      confirmation: ["Les deux mots de passe ne sont pas identiques."],
    });
  });

  it("sends the old and the new password as typed, not the confirmation", () => {
    expect(passwordChange({ ...valid, oldPassword: " Demo2026ok" })).toEqual({
      section: "password",
      oldPassword: " Demo2026ok",
      newPassword: "Nouveau2026",
    });
  });
});

describe("phone form", () => {
  it("needs a valid number", () => {
    expect(messagesByField(phoneFormSchema, { phone: "+3361" })).toEqual({
      phone: ["Numéro de téléphone invalide"],
    });
    expect(v.is(phoneFormSchema, { phone: "+33798765432" })).toBe(true);
    expect(phoneChange({ phone: "+33798765432" })).toEqual({
      section: "phone",
      phone: "+33798765432",
    });
  });
});

describe("language form", () => {
  it("starts on the account's language, or the interface's when the site does not offer it", () => {
    expect(languageFormValues({ ...saved, language: "en" }, "fr").language).toBe("en");
    expect(languageFormValues({ ...saved, language: "de" }, "en").language).toBe("en");
    expect(languageFormValues(saved, "fr").switchInterface).toBe(true);
  });

  it("switches the interface only to another language, and only when asked", () => {
    expect(languageChange({ language: "en", switchInterface: true }, "fr")).toEqual({
      section: "language",
      language: "en",
      switchInterfaceTo: "en",
    });
    expect(languageChange({ language: "en", switchInterface: false }, "fr")).toMatchObject({
      switchInterfaceTo: null,
    });
    expect(languageChange({ language: "fr", switchInterface: true }, "fr")).toMatchObject({
      switchInterfaceTo: null,
    });
  });
});

describe("consents form", () => {
  it("holds and sends the four consents only", () => {
    expect(consentsFormValues(saved)).toEqual({
      hasAcceptedEmail: true,
      hasAcceptedSMS: false,
      hasAcceptedEmailGroup: false,
      hasAcceptedSMSGroup: true,
    });
    const withExtra = { ...consentsFormValues(saved), email: "x@example.fr" };
    expect(consentsChange(withExtra)).toEqual({
      section: "consents",
      consents: consentsFormValues(saved),
    });
  });
});
