import * as v from "valibot";
import { describe, expect, it } from "vitest";
import type { AcquisitionResidence } from "../../../src/api/content.ts";
import { MailPayloadSchema } from "../../../src/api/mail.ts";
import { toMailPayload } from "../../../src/forms/contactMail.ts";
import { type ContactFormValues, contactSchema } from "../../../src/forms/contactSchema.ts";

const residences: AcquisitionResidence[] = [
  { name: "Les Lilas", crm_id: { value: "CRM-0001" } },
  { name: "Quai des Chartrons", crm_id: { value: "CRM-0042" } },
];
const brand = { name: "Maison Test" };

const form: ContactFormValues = {
  civility: "monsieur",
  lastname: "Dupont",
  firstname: "Éric",
  email: "eric@example.fr",
  phone: "+33612345678",
  company: "",
  receiver: "contactResidence",
  contact: "renseignement",
  residence: "CRM-0042",
  message: "Bonjour,\nje cherche un studio.",
};

const payloadOf = (changes: Partial<ContactFormValues>) =>
  toMailPayload(v.parse(contactSchema, { ...form, ...changes }), residences, brand);

describe("toMailPayload", () => {
  it("sends a residence's message to that residence, as a request for information", () => {
    const payload = payloadOf({});
    expect(payload.destinataire).toBe("CRM-0042");
    expect(payload.typeContact).toBe("renseignement");
    expect(payload.sujet).toBe(
      "[Maison Test] Message pour la résidence Quai des Chartrons – Éric Dupont",
    );
    expect(payload.content).toBe(
      [
        "Destinataire : Résidence Quai des Chartrons",
        "Civilité : Monsieur",
        "Nom : Dupont",
        "Prénom : Éric",
        "Courriel : eric@example.fr",
        "Téléphone : +33612345678",
        "",
        "Message :",
        "Bonjour,\nje cherche un studio.",
      ].join("\n"),
    );
  });

  it("sends a message for the team with its contact type", () => {
    const payload = payloadOf({
      receiver: "contactYF",
      contact: "partenariat",
      residence: "",
      company: "ACME",
    });
    expect(payload.destinataire).toBe("contactYF");
    expect(payload.typeContact).toBe("partenariat");
    expect(payload.sujet).toBe("[Maison Test] Partenariat – Éric Dupont");
    expect(payload.content).toContain(
      "Destinataire : Équipe Maison Test\nType de demande : Partenariat\n",
    );
    expect(payload.content).toContain("Société : ACME\n");
  });

  it("names a residence missing from the list by its id", () => {
    expect(payloadOf({ residence: "CRM-9999" }).content).toContain(
      "Destinataire : Résidence CRM-9999",
    );
  });

  it("fits the mail call's contract", () => {
    expect(v.safeParse(MailPayloadSchema, payloadOf({})).success).toBe(true);
    expect(
      v.safeParse(MailPayloadSchema, payloadOf({ receiver: "contactYF", contact: "presse" }))
        .success,
    ).toBe(true);
  });
});
