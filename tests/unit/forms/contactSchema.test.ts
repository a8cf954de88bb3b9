import * as v from "valibot";
import { describe, expect, it } from "vitest";
import {
  type ContactFormValues,
  contactFormDefaults,
  contactMaxLength,
  contactSchema,
} from "../../../src/forms/contactSchema.ts";
import { messagesByField } from "./issueTexts.ts";

const toResidence: ContactFormValues = {
  civility: "madame",
  lastname: "N'Diaye",
  firstname: "Jean-Éric",
  email: "jean-eric@example.fr",
  phone: "+33612345678",
  company: "",
  receiver: "contactResidence",
  contact: "renseignement",
  residence: "CRM-0042",
  message: "Bonjour,\nune chambre est-elle libre en septembre ?",
};

const toTeam: ContactFormValues = {
  ...toResidence,
  receiver: "contactYF",
  contact: "presse",
  residence: "",
};

const errorsOf = (changes: Partial<ContactFormValues>) =>
  messagesByField(contactSchema, { ...toResidence, ...changes });

/** An address of exactly `length` characters. */
const emailOfLength = (length: number) => `${"a".repeat(length - "@example.fr".length)}@example.fr`;

describe("contactSchema", () => {
  it("accepts a complete message to a residence and keeps only the residence", () => {
    const request = v.parse(contactSchema, toResidence);
    expect(request).toMatchObject({ receiver: "contactResidence", residence: "CRM-0042" });
    expect(request).not.toHaveProperty("contact");
  });

  it("accepts a complete message to the team and keeps only the contact type", () => {
    const request = v.parse(contactSchema, toTeam);
    expect(request).toMatchObject({ receiver: "contactYF", contact: "presse" });
    expect(request).not.toHaveProperty("residence");
  });

  it("trims what was typed", () => {
    const request = v.parse(contactSchema, {
      ...toResidence,
      lastname: " Dupont ",
      company: " ACME ",
    });
    expect(request).toMatchObject({ lastname: "Dupont", company: "ACME" });
  });

  it('starts on a residence and "renseignement", with every required field showing "Requis*"', () => {
    expect(contactFormDefaults).toMatchObject({
      receiver: "contactResidence",
      contact: "renseignement",
    });
    expect(messagesByField(contactSchema, contactFormDefaults)).toEqual({
      civility: ["Requis*"],
      lastname: ["Requis*"],
      firstname: ["Requis*"],
      email: ["Requis*"],
      phone: ["Requis*"],
      message: ["Requis*"],
      residence: ["Requis*"],
    });
  });

  it.each(["civility", "lastname", "firstname", "email", "phone", "receiver", "message"] as const)(
    'requires %s ("Requis*")',
    (field) => {
      expect(errorsOf({ [field]: "" })).toEqual({ [field]: ["Requis*"] });
    },
  );

  it("does not require the company", () => {
    expect(errorsOf({ company: "" })).toEqual({});
  });

  it("takes only the listed civilities and receivers", () => {
    expect(errorsOf({ civility: "mademoiselle" })).toEqual({ civility: ["Requis*"] });
    expect(errorsOf({ receiver: "someone" })).toEqual({ receiver: ["Requis*"] });
  });

  it('refuses a blank message with "Requis*"', () => {
    expect(errorsOf({ message: " \n " })).toEqual({ message: ["Requis*"] });
  });

  it('refuses a malformed email with "Format du courriel incorrect"', () => {
    expect(errorsOf({ email: "jean.example.fr" })).toEqual({
      email: ["Format du courriel incorrect"],
    });
  });

  it("refuses names that are not names", () => {
    expect(errorsOf({ lastname: "Dupont 2" })).toEqual({ lastname: ["Format incorrect*"] });
    expect(errorsOf({ firstname: "J@n" })).toEqual({ firstname: ["Format incorrect*"] });
  });

  it("refuses a phone number invalid for its country", () => {
    expect(errorsOf({ phone: "+3361234" })).toEqual({ phone: ["Numéro de téléphone invalide"] });
    expect(errorsOf({ phone: "0612345678" })).toEqual({ phone: ["Numéro de téléphone invalide"] });
  });

  it("caps lastname at 32, firstname, email and company at 100", () => {
    expect(contactMaxLength).toEqual({
      lastname: 32,
      firstname: 100,
      email: 100,
      phone: 100,
      company: 100,
    });
    expect(errorsOf({ lastname: "a".repeat(32) })).toEqual({});
    expect(errorsOf({ lastname: "a".repeat(33) })).toEqual({ lastname: ["Texte trop long"] });
    expect(errorsOf({ firstname: "a".repeat(100) })).toEqual({});
    expect(errorsOf({ firstname: "a".repeat(101) })).toEqual({ firstname: ["Texte trop long"] });
    expect(errorsOf({ email: emailOfLength(100) })).toEqual({});
    expect(errorsOf({ email: emailOfLength(101) })).toEqual({ email: ["Texte trop long"] });
    expect(errorsOf({ company: "a".repeat(100) })).toEqual({});
    expect(errorsOf({ company: "a".repeat(101) })).toEqual({ company: ["Texte trop long"] });
  });

  it("caps the phone at 100 characters", () => {
    expect(errorsOf({ phone: `+33612345678${" ".repeat(89)}x` }).phone).toContain(
      "Texte trop long",
    );
  });

  describe("writing to the team (contactYF)", () => {
    it("requires a contact type", () => {
      expect(messagesByField(contactSchema, { ...toTeam, contact: "" })).toEqual({
        contact: ["Requis*"],
      });
      expect(messagesByField(contactSchema, { ...toTeam, contact: "autre" })).toEqual({
        contact: ["Requis*"],
      });
    });

    it.each(["renseignement", "presse", "partenariat"])("accepts %s", (contact) => {
      expect(messagesByField(contactSchema, { ...toTeam, contact })).toEqual({});
    });

    it("does not ask for a residence", () => {
      expect(messagesByField(contactSchema, { ...toTeam, residence: "" })).toEqual({});
    });

    it("says so even while other fields are still wrong", () => {
      expect(messagesByField(contactSchema, { ...toTeam, contact: "", lastname: "" })).toEqual({
        lastname: ["Requis*"],
        contact: ["Requis*"],
      });
    });
  });

  describe("writing to a residence (contactResidence)", () => {
    it("requires a residence, not the placeholder entry", () => {
      expect(errorsOf({ residence: "" })).toEqual({ residence: ["Requis*"] });
      expect(errorsOf({ residence: "  " })).toEqual({ residence: ["Requis*"] });
    });

    it("does not ask for a contact type", () => {
      expect(errorsOf({ contact: "" })).toEqual({});
    });
  });
});
