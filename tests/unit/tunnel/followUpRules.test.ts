import { describe, expect, it } from "vitest";
import { documentUploads } from "../../../src/config/index.ts";
import { readPaymentReturn } from "../../../src/features/tunnel/step5/followUpActors.ts";
import {
  advisesContactingManagerOnly,
  CARD_ERROR_CODES,
  cardErrorAdvice,
  paymentErrorMessage,
  proofErrorMessage,
  signatureErrorMessage,
} from "../../../src/features/tunnel/step5/followUpMessages.ts";
import {
  contentMatchesName,
  proofFileProblem,
} from "../../../src/features/tunnel/step5/proofFileRules.ts";
import {
  showsSignatureSteps,
  signatureStepItems,
} from "../../../src/features/tunnel/step5/signatureSteps.ts";
import { followUpData } from "../../machines/fixtures/followUpData.ts";

const idOf = (message: unknown) => (message as { id: string }).id;

describe("card error codes (spec 8)", () => {
  const manager = cardErrorAdvice("00006");
  const retry = cardErrorAdvice("00001");
  it("advise contacting the manager only for 00006, 00009 and 00016", () => {
    const managerOnly = CARD_ERROR_CODES.filter(advisesContactingManagerOnly);
    expect(managerOnly).toEqual(["00006", "00009", "00016"]);
    for (const code of managerOnly) expect(idOf(cardErrorAdvice(code))).toBe(idOf(manager));
  });
  it("say only CB Visa and MasterCard for 00021, the delay for 00030, retry for the others", () => {
    expect(idOf(cardErrorAdvice("00021"))).not.toBe(idOf(retry));
    expect(idOf(cardErrorAdvice("00030"))).not.toBe(idOf(retry));
    const others = CARD_ERROR_CODES.filter(
      (code) => !advisesContactingManagerOnly(code) && code !== "00021" && code !== "00030",
    );
    expect(others).toHaveLength(10);
    for (const code of others) expect(idOf(cardErrorAdvice(code))).toBe(idOf(retry));
  });
});

describe("failure texts", () => {
  it("payment: a code's text, the server's text, or the technical problem", () => {
    expect(paymentErrorMessage({ kind: "message", text: "Texte" })).toBe("Texte");
    expect(idOf(paymentErrorMessage({ kind: "code", code: "inconnu" }))).toBe(
      idOf(paymentErrorMessage({ kind: "cannotSign" })),
    );
  });
  it("proofs: keyed by the lowercased server string, else 'cannot send this type'", () => {
    expect(idOf(proofErrorMessage({ kind: "code", code: "AUCUNDOCUMENT" }))).toBe(
      idOf(proofErrorMessage({ kind: "code", code: "aucunDocument" })),
    );
    expect(idOf(proofErrorMessage({ kind: "message", text: "x" }))).toBe(
      idOf(proofErrorMessage({ kind: "code", code: "autre" })),
    );
  });
  it("signature: by code, else the internal error", () => {
    expect(idOf(signatureErrorMessage({ kind: "code", code: "nouveau" }))).toBe(
      idOf(signatureErrorMessage({ kind: "message", text: "x" })),
    );
  });
});

describe("proof files (spec 5 'Step 4', 9)", () => {
  it("accepts png, jpg, jpeg, gif and pdf, whatever the case", () => {
    for (const name of ["a.png", "a.JPG", "a.jpeg", "a.gif", "a.Pdf"])
      expect(proofFileProblem(name, 10)).toBeNull();
    expect(proofFileProblem("a.docx", 10)).toBe("extension");
    expect(proofFileProblem("pdf", 10)).toBe("extension");
  });
  it("limits images to 12 MB and PDF to 4 MB", () => {
    expect(proofFileProblem("a.pdf", documentUploads.pdfMaxBytes)).toBeNull();
    expect(proofFileProblem("a.pdf", documentUploads.pdfMaxBytes + 1)).toBe("pdfTooLarge");
    expect(proofFileProblem("a.png", documentUploads.pdfMaxBytes + 1)).toBeNull();
    expect(proofFileProblem("a.png", documentUploads.imageMaxBytes + 1)).toBe("imageTooLarge");
  });
  it("checks the first bytes against the name", () => {
    const bytes = (text: string) => new TextEncoder().encode(text);
    expect(contentMatchesName("a.pdf", bytes("%PDF-1.4"))).toBe(true);
    expect(contentMatchesName("a.gif", bytes("GIF89a"))).toBe(true);
    expect(contentMatchesName("a.png", bytes("%PDF-1.4"))).toBe(false);
    expect(contentMatchesName("a.jpg", new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe(true);
  });
});

describe("signature step list (spec 2, 4)", () => {
  const withSteps = (statut: string, etapes: { etape: string; statut: string }[]) =>
    followUpData({}, { signature: { id: "s", type: "BAIL", statut, link: null, etapes } });
  it("shows while the signature is in progress or done, and after a refusal or an expiry", () => {
    for (const statut of ["EN_COURS", "en_cours", "SUCCES", "REFUS", "EXPIRATION"])
      expect(showsSignatureSteps(withSteps(statut, []))).toBe(true);
    for (const statut of ["A_LANCER", "ERREUR"])
      expect(showsSignatureSteps(withSteps(statut, []))).toBe(false);
    expect(showsSignatureSteps(followUpData())).toBe(false);
  });
  it("leaves the product's own signature out and names the guarantor alone or 1 and 2", () => {
    const alone = signatureStepItems(
      withSteps("EN_COURS", [
        { etape: "locataire", statut: "TERMINEE" },
        { etape: "garant", statut: "DEMANDEE" },
        { etape: "gestionnaire", statut: "EN_ATTENTE" },
      ]),
    );
    expect(alone.map((item) => [idOf(item.label), item.state === "signed"])).toEqual([
      [
        idOf(
          signatureStepItems(withSteps("EN_COURS", [{ etape: "locataire", statut: "x" }]))[0]
            ?.label,
        ),
        true,
      ],
      [expect.any(String), false],
    ]);
    const two = signatureStepItems(
      withSteps("EN_COURS", [
        { etape: "garant", statut: "DEMANDEE" },
        { etape: "garant2", statut: "DEMANDEE" },
      ]),
    );
    expect(idOf(two[0]?.label)).not.toBe(idOf(alone[1]?.label));
    expect(two).toHaveLength(2);
  });
  it("gives each signer their state: signed, waiting, refused (whose turn it was), expired", () => {
    const steps = [
      { etape: "locataire", statut: "TERMINEE" },
      { etape: "representant_legal", statut: "DEMANDEE" },
      { etape: "garant", statut: "EN_ATTENTE" },
      { etape: "gestionnaire", statut: "EN_ATTENTE" },
    ];
    const states = (statut: string) =>
      signatureStepItems(withSteps(statut, steps)).map((item) => [item.key, item.state]);
    expect(states("EN_COURS")).toEqual([
      ["locataire", "signed"],
      ["representant_legal", "waiting"],
      ["garant", "waiting"],
    ]);
    expect(states("REFUS")).toEqual([
      ["locataire", "signed"],
      ["representant_legal", "refused"],
      ["garant", "waiting"],
    ]);
    expect(states("EXPIRATION")).toEqual([
      ["locataire", "signed"],
      ["representant_legal", "expired"],
      ["garant", "expired"],
    ]);
  });
  it("gives the tenant-plus-guarantor step its own label once finished", () => {
    const [waiting] = signatureStepItems(
      withSteps("EN_COURS", [{ etape: "locataire_garant", statut: "DEMANDEE" }]),
    );
    const [done] = signatureStepItems(
      withSteps("EN_COURS", [{ etape: "locataire_garant", statut: "TERMINEE" }]),
    );
    expect(idOf(done?.label)).not.toBe(idOf(waiting?.label));
  });
});

describe("the card page's return", () => {
  it("reads success, an error with its code, or nothing", () => {
    expect(readPaymentReturn("?payment=success")).toEqual({ outcome: "success" });
    expect(readPaymentReturn("?a=1&payment=error&code=00021")).toEqual({
      outcome: "error",
      code: "00021",
    });
    expect(readPaymentReturn("")).toBeNull();
    expect(readPaymentReturn("?payment=maybe")).toBeNull();
  });
});
