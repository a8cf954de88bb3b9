/**
 * Each staff decision mails the applicant in their language, stored in the outbox
 * ("Live follow-up": the page follows the decision, and a mail says it too).
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type StaffAction, staffDecision } from "../../server/domain/staff.ts";
import { makeServer, type TestServer } from "./helpers.ts";
import { PDF, upload } from "./tunnel.ts";

let server: TestServer;
beforeEach(() => {
  server = makeServer();
});
afterEach(() => server.close());

/** The seed's file under review, of the French-speaking examen@ account. */
const user = "demo-examen";
const reference = "HC-2026-00001";

const speaks = (language: "fr" | "en") =>
  server.db.prepare("UPDATE users SET language = ? WHERE id = ?").run(language, user);
const decide = (action: StaffAction, reason = "") =>
  staffDecision(server.db, reference, action, server.clock.now, "", reason);
const mails = () =>
  server.db
    .prepare("SELECT recipient, sujet, content FROM outbox WHERE user_id = ? ORDER BY id")
    .all(user) as { recipient: string; sujet: string; content: string }[];

async function sendTransferProof() {
  await upload(server, user, "transfer_justificative", "virement.pdf", PDF);
  const sent = await server.call("/api/ac_campus/dossierDepose/submitSignatureDocument", {
    method: "POST",
    user,
    json: { document: "transfer_justificative" },
  });
  expect(sent.body).toMatchObject({ status: "OK" });
}

/** From review to the countersigned lease, with a transfer refused then confirmed. */
async function acceptedThroughCountersignature() {
  decide("accept");
  decide("lease");
  await sendTransferProof();
  decide("refuse-transfer", "Montant incomplet");
  await sendTransferProof();
  decide("confirm-transfer");
  decide("sign");
  decide("countersign");
}

const journeyMails = {
  fr: [
    ["Votre demande est acceptée", "Votre bail est en préparation"],
    ["Votre bail est prêt", "Réglez les frais d'entrée puis signez votre bail"],
    ["Votre justificatif de virement est refusé", "Motif : Montant incomplet"],
    ["Votre virement est reçu", "les frais d'entrée sont réglés"],
    ["Votre bail est signé par toutes les parties", "Bientôt chez vous !"],
  ],
  en: [
    ["Your request is accepted", "Your lease is being prepared"],
    ["Your lease is ready", "Pay the move-in costs, then sign your lease"],
    ["Your transfer proof is refused", "Reason: Montant incomplet"],
    ["Your bank transfer is received", "the move-in costs are paid"],
    ["Your lease is signed by all parties", "Soon at home!"],
  ],
} as const;

const sentBackMails = {
  fr: [
    ["Votre dossier est à compléter", "Des informations ou des pièces sont à compléter"],
    ["Votre demande n'a pas été retenue", "Vos données seront supprimées sous 3 mois"],
  ],
  en: [
    ["Your application needs updating", "Some details or documents need to be completed"],
    ["Your request was not accepted", "Your data will be deleted within 3 months"],
  ],
} as const;

describe("a mail for each staff decision, in the applicant's language", () => {
  it.each(["fr", "en"] as const)(
    "%s: accepted, lease ready, transfer refused with its reason, transfer confirmed, countersigned",
    async (language) => {
      speaks(language);
      await acceptedThroughCountersignature();
      const sent = mails();
      // The applicant's own signature (staff `sign` stands in for the provider's page) mails nothing.
      expect(sent.map((mail) => mail.sujet)).toEqual(
        journeyMails[language].map(([subject]) => subject),
      );
      journeyMails[language].forEach(([, text], index) => {
        expect(sent[index]?.content).toContain(text);
        expect(sent[index]?.recipient).toBe("examen@demo.hestia.test");
      });
    },
  );

  it.each(["fr", "en"] as const)("%s: asked for changes, then refused", (language) => {
    speaks(language);
    decide("update");
    decide("refuse");
    const sent = mails();
    expect(sent.map((mail) => mail.sujet)).toEqual(
      sentBackMails[language].map(([subject]) => subject),
    );
    sentBackMails[language].forEach(([, text], index) => {
      expect(sent[index]?.content).toContain(text);
    });
  });
});
