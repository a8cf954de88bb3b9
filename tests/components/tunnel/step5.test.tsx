import { fireEvent, screen, within } from "@testing-library/react";
import { delay, HttpResponse, http } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { hasJustDeposedStorage } from "../../../src/storage/index.ts";
import { followUpAnswer, followUpAt } from "../../machines/fixtures/followUpData.ts";
import { renderTunnelAt } from "./renderTunnel.tsx";
import { API, answerTunnelCalls, postedTo, server, serverError, tunnel } from "./tunnelApi.ts";
import { heldDossier } from "./tunnelFixtures.ts";

answerTunnelCalls();
vi.setConfig({ testTimeout: 30_000 });

const DEPOSE = `${API}/dossierDepose`;
const GENERIC = "Une erreur est survenue lors de la requête, veuillez réessayer plus tard";
const SIGN = "Lire et signer le bail via Yousign >";

/** The payment stage once a transfer proof was sent, and once staff refused one. */
const withTransferReview = (status: "checking" | "refused", reason: string | null) => ({
  ...followUpAt.payment,
  dossier: {
    ...followUpAt.payment.dossier,
    transfer_justificative: status === "checking",
    transferReview: { status, reason },
  },
});
const transferBeingChecked = withTransferReview("checking", null);

/** What getSignature answers in this test; tests move it on as staff would. */
let followUp: unknown = followUpAt.analysis;
let submitted: HTMLFormElement[] = [];

beforeEach(() => {
  followUp = followUpAt.analysis;
  submitted = [];
  tunnel.dossier = heldDossier({ statuscode: "complete", statut: 4 });
  vi.spyOn(HTMLFormElement.prototype, "submit").mockImplementation(function (
    this: HTMLFormElement,
  ) {
    submitted.push(this);
  });
  server.use(
    http.get(`${DEPOSE}/getSignature`, () => HttpResponse.json(followUp as object)),
    http.post(`${API}/payment/payment`, async ({ request }) => {
      tunnel.requests.push({ path: "payment", body: await request.json() });
      return HttpResponse.json({
        url: "http://127.0.0.1/simulators/payment",
        post_data: { reference: "HC-2026-00042", amount: "1234.50", signature: "abc" },
      });
    }),
    http.get(`${DEPOSE}/canSign`, () => HttpResponse.json({ peutSigner: true, link: null })),
    http.get(`${DEPOSE}/signatureBail`, () =>
      HttpResponse.json({
        status: "EN_COURS",
        link: "http://127.0.0.1/simulators/signature/sig-1",
        id: "sig-1",
      }),
    ),
    http.post(`${API}/sharepoint/add`, async ({ request }) => {
      tunnel.requests.push({ path: "add", body: await request.json() });
      return HttpResponse.json({
        transfer_justificative: [{ fileName: "virement.pdf", url: "/files/1" }],
      });
    }),
    http.post(`${DEPOSE}/submitSignatureDocument`, async ({ request }) => {
      tunnel.requests.push({ path: "submit", body: await request.json() });
      followUp = transferBeingChecked;
      return HttpResponse.json({ status: "OK", paiement_recu: false, mode_de_paiement: null });
    }),
  );
});
afterEach(() => vi.restoreAllMocks());

/** The elements scrolled into view (jsdom has no scrolling: recorded instead). */
const scrolledIntoView: Element[] = [];
beforeEach(() => {
  scrolledIntoView.length = 0;
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolledIntoView.push(this);
  };
});

/** Opens the tunnel at step 5; the page's lazy module can take seconds on a loaded machine. */
async function open(path = "/fr/dossier") {
  const rendered = await renderTunnelAt(path);
  await screen.findByRole(
    "heading",
    { level: 1, name: "Analyse de la demande" },
    { timeout: 15_000 },
  );
  return rendered;
}
/** The drop zone's file input (out of sight: its button opens it). */
function transferProofInput(): HTMLInputElement {
  const input = document.querySelector<HTMLInputElement>(
    '[data-proof="transfer_justificative"] input[type="file"]',
  );
  if (!input) throw new Error("no transfer proof input");
  return input;
}
const pdf = () => new File(["%PDF-1.4 preuve"], "virement.pdf", { type: "application/pdf" });

/** The five faults every call is tested with (the timeout too: the test client gives up after 1 s, tests/components/apiClient.ts). */
const faults: [string, () => Response][] = [
  ["a server fault (500)", serverError],
  ["a network drop", () => HttpResponse.error()],
  ["a malformed answer", () => HttpResponse.json({ status: 42, url: 7 })],
];

/** A call the server never answers: the client gives up after its timeout (1 s in these tests). */
const unanswered = async () => {
  await delay("infinite");
  return HttpResponse.json({});
};
const AFTER_CLIENT_TIMEOUT = { timeout: 20_000 };

describe("step 5: the request card and the sub-stages", () => {
  it("a sent file: status, reference, its text, the progress header and the help", async () => {
    await open();
    expect(await screen.findByText("En cours d'examen")).toBeTruthy();
    expect(screen.getByText("Référence : HC-2026-00042")).toBeTruthy();
    expect(screen.getByText(/Vous recevrez une réponse sous 48 heures/)).toBeTruthy();
    const progress = screen.getByRole("navigation", { name: "Avancement de votre demande" });
    expect(within(progress).getByText("Analyse de la demande").closest("li")).toHaveProperty(
      "ariaCurrent",
      "step",
    );
    expect(screen.getByText("Besoin d'aide ?")).toBeTruthy();
  });

  it("right after sending: the right column shows once; a reload shows step 5 without it", async () => {
    hasJustDeposedStorage.write(true);
    const first = await open();
    expect(await screen.findByText("Vos questions")).toBeTruthy();
    expect(hasJustDeposedStorage.read(), "consumed once step 5 shows").toBeUndefined();
    first.unmount();
    await open();
    expect(screen.queryByText("Vos questions")).toBeNull();
  });

  it("right after sending, the column's help panel is the one help card", async () => {
    hasJustDeposedStorage.write(true);
    await open();
    expect(await screen.findByText("En cours d'examen")).toBeTruthy();
    expect(screen.getAllByText("Besoin d'aide ?")).toHaveLength(1);
    expect(
      screen.getByText(
        "Nos conseillers répondent à vos questions sur votre demande de réservation.",
      ),
    ).toBeTruthy();
  });

  it("accepted with a lease code: the guarantee period the server gives", async () => {
    followUp = followUpAt.waitingForLease;
    await open();
    expect(
      await screen.findByText(/Votre logement vous est réservé jusqu'au 0?4 juin 2026 à 12:00\./),
    ).toBeTruthy();
  });

  const nextMoveTexts: [string, () => unknown, RegExp][] = [
    [
      "lease in preparation: no request to pay yet",
      () => followUpAt.waitingForLease,
      /acceptée ! Votre bail est en préparation/,
    ],
    ["lease ready: pay, then sign", () => followUpAt.payment, /réglez les frais d'entrée/],
    [
      "transfer being checked: no request to pay",
      () => transferBeingChecked,
      /Votre virement est en cours de vérification : vous pourrez ensuite signer/,
    ],
    ["paid: sign", () => followUpAt.signature, /Finalisez votre réservation : signez votre bail\./],
    [
      "signed by the applicant: no Finalisez",
      () => followUpAt.signedByApplicant,
      /vous avez signé votre bail\./,
    ],
  ];
  for (const [moment, answer, text] of nextMoveTexts) {
    it(`the request card follows the file: ${moment}`, async () => {
      followUp = answer();
      await open();
      const card = (await screen.findByText(text)).textContent ?? "";
      const asksToPay = /réglez les frais/.test(card);
      expect(asksToPay, "asks to pay only when payment is possible").toBe(
        answer() === followUpAt.payment,
      );
      if (answer() === followUpAt.signedByApplicant) expect(card).not.toMatch(/Finalisez/);
    });
  }

  it("accepted without a lease code: the lease is in preparation", async () => {
    followUp = followUpAnswer({ statuscode: "accepted" });
    await open();
    expect(await screen.findByText(/Votre bail est en préparation/)).toBeTruthy();
  });

  it("refused: its text and no flat held, no progress header", async () => {
    followUp = followUpAt.refused;
    await open();
    expect(await screen.findByText(/votre demande n'a pas pu être acceptée/)).toBeTruthy();
    expect(screen.getByText("Vous n'avez pas d'appartement pré-réservé.")).toBeTruthy();
    expect(screen.queryByRole("navigation", { name: "Avancement de votre demande" })).toBeNull();
  });

  it("abandoned: its text and no flat held, no progress header, nothing to reopen", async () => {
    followUp = followUpAnswer({ statuscode: "abandoned" });
    await open();
    expect(await screen.findByText(/Votre demande a été annulée/)).toBeTruthy();
    expect(screen.getByText("Vous n'avez pas d'appartement pré-réservé.")).toBeTruthy();
    expect(screen.getAllByRole("link", { name: "Nouvelle recherche" }).length).toBeGreaterThan(0);
    expect(screen.queryByRole("navigation", { name: "Avancement de votre demande" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Compléter ma demande" })).toBeNull();
  });

  it("recycling: no help block", async () => {
    followUp = followUpAnswer({ statuscode: "recycling" });
    await open();
    expect(await screen.findByText(/de nouveau à l'étude/)).toBeTruthy();
    expect(screen.queryByText("Besoin d'aide ?")).toBeNull();
  });

  it("moving in: the to-do list, the delivery point when flagged, the manager", async () => {
    followUp = followUpAt.movingIn;
    await open();
    expect(await screen.findByRole("heading", { name: "Bientôt chez vous !" })).toBeTruthy();
    expect(screen.getByText(/numéro de point de livraison \(PDL\)/)).toBeTruthy();
    expect(screen.getByText("montsouris@hestia.test")).toBeTruthy();
    expect(screen.queryByRole("navigation", { name: "Avancement de votre demande" })).toBeNull();
  });

  it("all signed but the team: À nous de jouer", async () => {
    followUp = followUpAt.allButTeam;
    await open();
    expect(await screen.findByRole("heading", { name: "À nous de jouer" })).toBeTruthy();
  });

  for (const [fault, answer] of faults) {
    it(`loading the follow-up: ${fault} says so, and Réessayer reads it again`, async () => {
      server.use(http.get(`${DEPOSE}/getSignature`, answer));
      const { user } = await open();
      expect(await screen.findByText(GENERIC, {}, { timeout: 15_000 })).toBeTruthy();
      server.use(http.get(`${DEPOSE}/getSignature`, () => HttpResponse.json(followUpAt.analysis)));
      await user.click(screen.getByRole("button", { name: "Réessayer" }));
      expect(await screen.findByText("En cours d'examen")).toBeTruthy();
    });
  }

  it("loading the follow-up: a 400 with a body is the generic error too", async () => {
    server.use(
      http.get(`${DEPOSE}/getSignature`, () =>
        HttpResponse.json({ error: "dossierInconnu" }, { status: 400 }),
      ),
    );
    await open();
    expect(await screen.findByText(GENERIC)).toBeTruthy();
  });
});

describe("step 5: payment by card", () => {
  it("asks for the card page with the lease code and posts its fields there", async () => {
    followUp = followUpAt.payment;
    const { user } = await open();
    await user.click(await screen.findByRole("button", { name: /^Payer .* par carte$/ }));
    expect(await screen.findByText("Redirection vers la page de paiement…")).toBeTruthy();
    expect(postedTo("payment")).toEqual([
      { num_bail: "BAIL-2026-00042", target: "acquisition", typeAffectation: "AUTO" },
    ]);
    const [form] = submitted;
    expect(form?.action).toBe("http://127.0.0.1/simulators/payment");
    expect(form?.method).toBe("post");
    expect(Object.fromEntries(new FormData(form))).toEqual({
      reference: "HC-2026-00042",
      amount: "1234.50",
      signature: "abc",
    });
  });

  const paymentFaults: [string, () => Response, string][] = [
    ...faults.map(
      ([fault, answer]) =>
        [
          fault,
          answer,
          "Un problème technique empêche le paiement. Réessayez dans quelques instants.",
        ] as [string, () => Response, string],
    ),
    [
      "a 400 with a text",
      () => HttpResponse.json({ error: "Texte du serveur" }, { status: 400 }),
      "Texte du serveur",
    ],
    [
      "a 400 with the block code",
      () => HttpResponse.json({ error: "paiementBloque", retryAt: "x" }, { status: 400 }),
      "Par mesure de sécurité, le paiement par carte est bloqué : réessayez dans 20 minutes.",
    ],
  ];
  for (const [fault, answer, text] of paymentFaults) {
    it(`${fault}: says why, nothing is posted, the tabs stay`, async () => {
      followUp = followUpAt.payment;
      server.use(http.post(`${API}/payment/payment`, answer));
      const { user } = await open();
      await user.click(await screen.findByRole("button", { name: /^Payer .* par carte$/ }));
      expect(await screen.findByText(text)).toBeTruthy();
      expect(submitted).toEqual([]);
      expect(screen.getByRole("tab", { name: "Virement bancaire" })).toBeTruthy();
    });
  }

  it("a request left unanswered times out: the technical-problem text", async () => {
    followUp = followUpAt.payment;
    server.use(http.post(`${API}/payment/payment`, unanswered));
    const { user } = await open();
    await user.click(await screen.findByRole("button", { name: /^Payer .* par carte$/ }));
    expect(
      await screen.findByText(
        /Un problème technique empêche le paiement/,
        {},
        AFTER_CLIENT_TIMEOUT,
      ),
    ).toBeTruthy();
  });

  it("back from the card page with a refusal: its code, not debited, the manager only for 00006; the refusal is focused and in view", async () => {
    followUp = followUpAt.payment;
    await open("/fr/dossier?payment=error&code=00006");
    expect(
      await screen.findByText(
        "Votre paiement n'a pas abouti (code 00006). Vous ne serez pas débité.",
      ),
    ).toBeTruthy();
    expect(screen.getByText("Contactez le gestionnaire de votre résidence.")).toBeTruthy();
    const refusal = screen
      .getAllByRole("alert")
      .find((alert) => alert.textContent?.includes("code 00006"));
    expect(document.activeElement, "the refusal is focused").toBe(refusal);
    expect(scrolledIntoView).toContain(refusal);
  });
});

describe("step 5: payment by transfer", () => {
  async function openTransferTab() {
    followUp = followUpAt.payment;
    const rendered = await open();
    await rendered.user.click(await screen.findByRole("tab", { name: "Virement bancaire" }));
    expect(screen.getByText("FR76 3000 6000 0112 3456 7890 189")).toBeTruthy();
    return rendered;
  }
  const proofInput = () => transferProofInput();
  const sendButton = () => screen.getByRole("button", { name: "Envoyer le justificatif" });

  it("send stays disabled until a proof is chosen; choosing sends nothing; sending shows the transfer being checked", async () => {
    const { user } = await openTransferTab();
    expect(sendButton()).toHaveProperty("disabled", true);
    await user.upload(proofInput(), pdf());
    expect(
      await screen.findByText("Fichier choisi, pas encore envoyé : virement.pdf"),
    ).toBeTruthy();
    expect(screen.getByTestId("chosen-proof").textContent).toMatch(/^virement\.pdf0,1\sko/);
    expect(postedTo("add"), "choosing sends nothing").toEqual([]);
    expect(postedTo("submit")).toEqual([]);
    await user.click(sendButton());
    expect(await screen.findByText("Votre virement est en cours de vérification.")).toBeTruthy();
    const [added] = postedTo("add") as Record<string, { file: string; encodedFile: string }[]>[];
    expect(added?.transfer_justificative?.[0]?.file).toBe("virement.pdf");
    expect(added?.transfer_justificative?.[0]?.encodedFile).toMatch(
      /^data:application\/pdf;base64,/,
    );
    expect(postedTo("submit")).toEqual([{ document: "transfer_justificative" }]);
    expect(screen.queryByRole("tab", { name: "Carte bancaire" }), "nothing more to pay").toBeNull();
    expect(screen.queryByRole("button", { name: SIGN })).toBeNull();
  });

  it("a chosen proof can be removed or changed; an image is previewed", async () => {
    const { user } = await openTransferTab();
    await user.upload(proofInput(), pdf());
    await screen.findByText("Fichier choisi, pas encore envoyé : virement.pdf");
    await user.click(screen.getByRole("button", { name: "Retirer virement.pdf" }));
    expect(screen.queryByTestId("chosen-proof")).toBeNull();
    expect(sendButton()).toHaveProperty("disabled", true);
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a])], "recu.png", {
      type: "image/png",
    });
    await user.upload(proofInput(), png);
    const preview = await screen.findByRole("img", { name: "Aperçu de recu.png" });
    expect(preview.getAttribute("src")).toMatch(/^data:image\/png;base64,/);
    // Dropped on the zone, as at step 4: it replaces the image.
    const zone = document.querySelector(
      '[data-proof="transfer_justificative"] [data-testid="file-drop-zone"]',
    );
    if (!zone) throw new Error("no drop zone");
    fireEvent.drop(zone, { dataTransfer: { files: [pdf()] } });
    expect(
      await screen.findByText("Fichier choisi, pas encore envoyé : virement.pdf"),
    ).toBeTruthy();
    expect(screen.queryByRole("img", { name: "Aperçu de recu.png" })).toBeNull();
    expect(postedTo("add")).toEqual([]);
  });

  it("a transfer being checked: no payment asked; a refused proof shows its reason and the transfer tab", async () => {
    followUp = transferBeingChecked;
    await open();
    expect(await screen.findByText("Votre virement est en cours de vérification.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Envoyer le justificatif" })).toBeNull();
  });

  it("a refused transfer proof: its reason, on the transfer tab, and another proof may be sent", async () => {
    followUp = withTransferReview("refused", "Montant incomplet");
    const { user } = await open();
    expect(
      await screen.findByText("Votre justificatif de virement a été refusé. Envoyez-en un autre."),
    ).toBeTruthy();
    expect(screen.getByText("Motif : Montant incomplet")).toBeTruthy();
    expect(
      screen.getByRole("tab", { name: "Virement bancaire" }).getAttribute("aria-selected"),
    ).toBe("true");
    await user.upload(proofInput(), pdf());
    await user.click(await screen.findByRole("button", { name: "Envoyer le justificatif" }));
    expect(await screen.findByText("Votre virement est en cours de vérification.")).toBeTruthy();
  });

  it("refuses a file whose content is not what its name says, or of another type", async () => {
    const { user } = await openTransferTab();
    await user.upload(proofInput(), new File(["hello"], "preuve.pdf", { type: "application/pdf" }));
    expect(
      await screen.findByText("Le contenu du fichier ne correspond pas à son type."),
    ).toBeTruthy();
    // The picker offers only the accepted types; a file dropped in anyway is still checked.
    fireEvent.change(proofInput(), { target: { files: [new File(["%PDF"], "preuve.docx")] } });
    expect(
      await screen.findByText("Fichiers acceptés : .png, .jpg, .jpeg, .gif, .pdf"),
    ).toBeTruthy();
    expect(postedTo("add")).toEqual([]);
    expect(sendButton()).toHaveProperty("disabled", true);
  });

  const submitFaults: [string, () => Response, string][] = [
    ...faults.map(
      ([fault, answer]) =>
        [fault, answer, "L'envoi a échoué, veuillez réessayer."] as [
          string,
          () => Response,
          string,
        ],
    ),
    [
      "no document (400)",
      () => HttpResponse.json({ error: "aucunDocument" }, { status: 400 }),
      "Aucun document : ajoutez votre justificatif avant de l'envoyer.",
    ],
    [
      "reservation cancelled (400)",
      () => HttpResponse.json({ error: "reservationAnnulee" }, { status: 400 }),
      "Votre réservation a été annulée.",
    ],
    [
      "an unknown refusal (400)",
      () => HttpResponse.json({ error: "autreChose" }, { status: 400 }),
      "Vous ne pouvez pas envoyer ce type de document.",
    ],
  ];
  for (const [fault, answer, text] of submitFaults) {
    it(`sending the proof: ${fault} says why and keeps the proof`, async () => {
      server.use(http.post(`${DEPOSE}/submitSignatureDocument`, answer));
      const { user } = await openTransferTab();
      await user.upload(proofInput(), pdf());
      await screen.findByText("Fichier choisi, pas encore envoyé : virement.pdf");
      await user.click(sendButton());
      expect(await screen.findByText(text)).toBeTruthy();
      expect(screen.getByText("Fichier choisi, pas encore envoyé : virement.pdf")).toBeTruthy();
      expect(sendButton()).toHaveProperty("disabled", false);
    });
  }

  it("uploading the proof: a server refusal says why", async () => {
    server.use(
      http.post(`${API}/sharepoint/add`, () =>
        HttpResponse.json({ error: "fichierExistant" }, { status: 400 }),
      ),
    );
    const { user } = await openTransferTab();
    await user.upload(proofInput(), pdf());
    await user.click(await screen.findByRole("button", { name: "Envoyer le justificatif" }));
    expect(await screen.findByText("Un fichier du même nom existe déjà.")).toBeTruthy();
    expect(postedTo("submit"), "not submitted when the upload failed").toEqual([]);
    expect(sendButton()).toHaveProperty("disabled", false);
  });
});

describe("step 5: the lease signature", () => {
  it("opens the full-screen dialog; its frame loads about 3 s later; closing reads the file again", async () => {
    followUp = followUpAt.signature;
    const { user } = await open();
    expect(await screen.findByText("Signature du locataire")).toBeTruthy();
    expect(screen.getByText("Signature du garant")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: SIGN }));
    const dialog = await screen.findByRole("dialog", { name: "Signature de votre bail" });
    expect(within(dialog).getByText("Préparation de votre bail pour la signature…")).toBeTruthy();
    const frame = await within(dialog).findByTitle(
      "Signature électronique du bail",
      {},
      { timeout: 5000 },
    );
    expect(frame.getAttribute("src")).toBe("http://127.0.0.1/simulators/signature/sig-1");
    followUp = followUpAt.signedByApplicant;
    await user.click(within(dialog).getByRole("button", { name: "Fermer" }));
    expect(await screen.findByRole("heading", { name: "À nous de jouer" })).toBeTruthy();
  });

  it("canSign says no: the message, then the file is read again", async () => {
    followUp = followUpAt.signature;
    server.use(http.get(`${DEPOSE}/canSign`, () => HttpResponse.json({ peutSigner: false })));
    const { user } = await open();
    await user.click(await screen.findByRole("button", { name: SIGN }));
    expect(await screen.findByText("Le bail ne peut pas être signé pour le moment.")).toBeTruthy();
    expect(screen.getByRole("button", { name: SIGN })).toBeTruthy();
  });

  const startFaults: [string, () => Response, string][] = [
    ...faults.map(
      ([fault, answer]) => [fault, answer, GENERIC] as [string, () => Response, string],
    ),
    [
      "no mobile phone (400)",
      () => HttpResponse.json({ error: "telephoneLocataire" }, { status: 400 }),
      "Le numéro de téléphone mobile du locataire est manquant ou invalide : mettez-le à jour sur votre profil.",
    ],
    [
      "an unknown code (400)",
      () => HttpResponse.json({ error: "signatureImpossible" }, { status: 400 }),
      "Une erreur interne empêche la signature. Réessayez plus tard.",
    ],
  ];
  for (const [fault, answer, text] of startFaults) {
    it(`starting the signature: ${fault} says why, then the file is read again`, async () => {
      followUp = followUpAt.signature;
      server.use(http.get(`${DEPOSE}/signatureBail`, answer));
      const { user } = await open();
      await user.click(await screen.findByRole("button", { name: SIGN }));
      expect(await screen.findByText(text, {}, { timeout: 15_000 })).toBeTruthy();
      expect(screen.queryByRole("dialog")).toBeNull();
      expect(screen.getByRole("button", { name: SIGN })).toBeTruthy();
    });
  }

  it("the tenant signed, the guardian not yet: each signer's state, no À nous de jouer; a refusal: the card, who refused, and a new start", async () => {
    followUp = followUpAt.waitingForGuardian;
    const first = await open();
    expect(await screen.findByRole("heading", { name: "Vous avez signé votre bail" })).toBeTruthy();
    const items = () =>
      screen.getAllByRole("listitem").map((item) => item.textContent?.replace(/\s+/g, " "));
    expect(items()).toEqual(
      expect.arrayContaining([
        "Signature du locataire(signé)",
        "Signature du représentant légal(en attente)",
        "Signature du garant(en attente)",
      ]),
    );
    expect(screen.queryByRole("heading", { name: "À nous de jouer" })).toBeNull();
    expect(screen.queryByRole("button", { name: SIGN })).toBeNull();
    first.unmount();
    followUp = followUpAt.signerRefused;
    const { user } = await open();
    const card = (await screen.findByText("Un signataire a refusé de signer le bail.")).closest(
      '[role="alert"]',
    );
    expect(card?.textContent, "one card: what happened, what to do").toContain(
      "relancez la signature",
    );
    expect(items()).toEqual(
      expect.arrayContaining(["Signature du locataire(signé)", "Signature du garant(a refusé)"]),
    );
    followUp = followUpAt.signature;
    await user.click(screen.getByRole("button", { name: "Relancer la signature" }));
    expect(
      await screen.findByRole("dialog", { name: "Signature de votre bail" }),
      "a new signature starts",
    ).toBeTruthy();
  });

  it("a refusal by a signer, an expired signature and an error are explained", async () => {
    followUp = followUpAnswer(
      { statuscode: "accepted", code_bail: "B-1", amettredansyousign: true, paiement_recu: true },
      { signature: { id: "s", type: "BAIL", statut: "REFUS", link: null, etapes: [] } },
    );
    const first = await open();
    expect(await screen.findByText(/Un signataire a refusé de signer le bail/)).toBeTruthy();
    first.unmount();
    followUp = followUpAnswer(
      { statuscode: "accepted", code_bail: "B-1", amettredansyousign: true, paiement_recu: true },
      { signature: { id: "s", type: "BAIL", statut: "EXPIRATION", link: null, etapes: [] } },
    );
    const second = await open();
    expect(await screen.findByText(/dans le délai de 8 jours/)).toBeTruthy();
    second.unmount();
    followUp = followUpAnswer(
      { statuscode: "accepted", code_bail: "B-1", amettredansyousign: true, paiement_recu: true },
      { signature: { id: "s", type: "BAIL", statut: "ERREUR", link: null, etapes: [] } },
    );
    await open();
    expect(
      await screen.findByText("La signature de votre bail a rencontré une erreur."),
    ).toBeTruthy();
  });

  it("the lease download failing says so", async () => {
    followUp = followUpAt.signature;
    server.use(
      http.get(`${API}/sharepoint/downloadBail`, () =>
        HttpResponse.json({ error: "bailIndisponible" }, { status: 400 }),
      ),
    );
    const { user } = await open();
    await user.click(await screen.findByRole("button", { name: "Télécharger le bail (PDF)" }));
    expect(await screen.findByText("Impossible de télécharger ce document.")).toBeTruthy();
  });
});

describe("step 5: calls left unanswered time out (the client's timeout)", () => {
  it("reading the follow-up: the generic error and a retry", async () => {
    server.use(http.get(`${DEPOSE}/getSignature`, unanswered));
    await renderTunnelAt("/fr/dossier");
    expect(await screen.findByText(GENERIC, {}, { timeout: 25_000 })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Réessayer" })).toBeTruthy();
  });

  it("starting the signature: the generic error, the sign button again", async () => {
    followUp = followUpAt.signature;
    server.use(http.get(`${DEPOSE}/signatureBail`, unanswered));
    const { user } = await open();
    await user.click(await screen.findByRole("button", { name: SIGN }));
    expect(await screen.findByText(GENERIC, {}, { timeout: 25_000 })).toBeTruthy();
    expect(screen.getByRole("button", { name: SIGN })).toBeTruthy();
  });

  it("sending the proof: says so and keeps the proof", async () => {
    followUp = followUpAt.payment;
    server.use(http.post(`${DEPOSE}/submitSignatureDocument`, unanswered));
    const { user } = await open();
    await user.click(await screen.findByRole("tab", { name: "Virement bancaire" }));
    await user.upload(transferProofInput(), pdf());
    await screen.findByText("Fichier choisi, pas encore envoyé : virement.pdf");
    await user.click(screen.getByRole("button", { name: "Envoyer le justificatif" }));
    expect(
      await screen.findByText("L'envoi a échoué, veuillez réessayer.", {}, { timeout: 25_000 }),
    ).toBeTruthy();
    expect(screen.getByText("Fichier choisi, pas encore envoyé : virement.pdf")).toBeTruthy();
  });

  it("canSign left unanswered times out: the generic text, then the button to try again", async () => {
    followUp = followUpAt.signature;
    server.use(http.get(`${DEPOSE}/canSign`, unanswered));
    const { user } = await open();
    await user.click(await screen.findByRole("button", { name: SIGN }));
    expect(await screen.findByText(GENERIC, {}, AFTER_CLIENT_TIMEOUT)).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
    const again = await screen.findByRole("button", { name: SIGN });
    expect(again).toHaveProperty("disabled", false);
    // canSign answers again: the signature starts.
    server.use(http.get(`${DEPOSE}/canSign`, () => HttpResponse.json({ peutSigner: true })));
    await user.click(again);
    expect(await screen.findByRole("dialog", { name: "Signature de votre bail" })).toBeTruthy();
  });

  it("uploading the proof: a request left unanswered times out, says so, and may be tried again", async () => {
    server.use(http.post(`${API}/sharepoint/add`, unanswered));
    followUp = followUpAt.payment;
    const { user } = await open();
    await user.click(await screen.findByRole("tab", { name: "Virement bancaire" }));
    await user.upload(transferProofInput(), pdf());
    const send = await screen.findByRole("button", { name: "Envoyer le justificatif" });
    await screen.findByText("Fichier choisi, pas encore envoyé : virement.pdf");
    await user.click(send);
    expect(
      await screen.findByText("L'envoi a échoué, veuillez réessayer.", {}, AFTER_CLIENT_TIMEOUT),
    ).toBeTruthy();
    expect(postedTo("submit")).toEqual([]);
    // The server answers again: the same proof, still chosen, goes through.
    server.use(
      http.post(`${API}/sharepoint/add`, () =>
        HttpResponse.json({ transfer_justificative: [{ fileName: "virement.pdf", url: "/f/1" }] }),
      ),
    );
    expect(send).toHaveProperty("disabled", false);
    await user.click(send);
    expect(await screen.findByText("Votre virement est en cours de vérification.")).toBeTruthy();
  });

  it("the lease download left unanswered times out: says so, and the button tries again", async () => {
    followUp = followUpAt.signature;
    let downloads = 0;
    server.use(
      http.get(`${API}/sharepoint/downloadBail`, async () => {
        downloads += 1;
        return unanswered();
      }),
    );
    const { user } = await open();
    const download = await screen.findByRole("button", { name: "Télécharger le bail (PDF)" });
    await user.click(download);
    expect(
      await screen.findByText("Impossible de télécharger ce document.", {}, AFTER_CLIENT_TIMEOUT),
    ).toBeTruthy();
    // The rest of the view stays usable.
    expect(screen.getByRole("button", { name: SIGN })).toBeTruthy();
    await user.click(download);
    expect(screen.queryByText("Impossible de télécharger ce document.")).toBeNull();
    expect(downloads).toBe(2);
  });
});

describe("step 5: the other calls' faults", () => {
  for (const [fault, answer] of faults) {
    it(`canSign: ${fault} says so, the sign button stays`, async () => {
      followUp = followUpAt.signature;
      server.use(http.get(`${DEPOSE}/canSign`, answer));
      const { user } = await open();
      await user.click(await screen.findByRole("button", { name: SIGN }));
      expect(await screen.findByText(GENERIC, {}, { timeout: 15_000 })).toBeTruthy();
      expect(screen.getByRole("button", { name: SIGN })).toBeTruthy();
    });

    it(`uploading the proof: ${fault} says so, the proof stays chosen, nothing submitted`, async () => {
      followUp = followUpAt.payment;
      server.use(http.post(`${API}/sharepoint/add`, answer));
      const { user } = await open();
      await user.click(await screen.findByRole("tab", { name: "Virement bancaire" }));
      await user.upload(transferProofInput(), pdf());
      await screen.findByText("Fichier choisi, pas encore envoyé : virement.pdf");
      await user.click(screen.getByRole("button", { name: "Envoyer le justificatif" }));
      expect(await screen.findByText("L'envoi a échoué, veuillez réessayer.")).toBeTruthy();
      expect(postedTo("submit")).toEqual([]);
      expect(screen.getByRole("button", { name: "Envoyer le justificatif" })).toHaveProperty(
        "disabled",
        false,
      );
    });
  }

  it("canSign: a 400 with a body says the signature cannot start", async () => {
    followUp = followUpAt.signature;
    server.use(
      http.get(`${DEPOSE}/canSign`, () =>
        HttpResponse.json({ error: "statutIncorrect" }, { status: 400 }),
      ),
    );
    const { user } = await open();
    await user.click(await screen.findByRole("button", { name: SIGN }));
    expect(
      await screen.findByText("Une erreur interne empêche la signature. Réessayez plus tard."),
    ).toBeTruthy();
  });

  for (const [fault, answer] of faults.slice(0, 2)) {
    it(`the lease download: ${fault} says so`, async () => {
      followUp = followUpAt.signature;
      server.use(http.get(`${API}/sharepoint/downloadBail`, answer));
      const { user } = await open();
      await user.click(await screen.findByRole("button", { name: "Télécharger le bail (PDF)" }));
      expect(
        await screen.findByText("Impossible de télécharger ce document.", {}, { timeout: 15_000 }),
      ).toBeTruthy();
    });
  }
});
