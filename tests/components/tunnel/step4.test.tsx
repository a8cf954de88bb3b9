import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { delay, HttpResponse, http } from "msw";
import { describe, expect, it, vi } from "vitest";
import { answerDocumentCalls, documentHandlers, documents } from "./documentsApi.ts";
import { renderTunnelAt } from "./renderTunnel.tsx";
import { API, answerTunnelCalls, server, serverError } from "./tunnelApi.ts";

answerTunnelCalls();
answerDocumentCalls();
vi.setConfig({ testTimeout: 40_000 });

const GENERIC = "Une erreur est survenue lors de la requête, veuillez réessayer plus tard";
const UPLOAD_FAILED = "L'envoi du fichier a échoué, veuillez réessayer";
const INTERRUPTED = "La vérification du document a été interrompue, veuillez réessayer";
const IDENTITY = /^Pièce d'identité \(passeport/;

/** Opens the tunnel, then step 4 through the progress bar, with its sections loaded. */
async function openStep4() {
  const rendered = await renderTunnelAt("/fr/dossier");
  await screen.findByRole("heading", { level: 1, name: "Votre appartement" });
  const progress = screen.getByRole("navigation", { name: "Étapes de votre demande" });
  await rendered.user.click(await within(progress).findByRole("button", { name: /Vos documents/ }));
  await screen.findByRole("heading", { level: 1, name: "Vos documents" });
  await screen.findByRole("region", { name: IDENTITY }, { timeout: 15_000 });
  return rendered;
}

const region = (name: RegExp) => screen.getByRole("region", { name });

/** Chooses files in a section through its file input (what the picker and a drop hand over). */
function choose(name: RegExp, ...files: File[]) {
  const input = region(name).querySelector('input[type="file"]');
  if (!input) throw new Error("no file input");
  fireEvent.change(input, { target: { files } });
}

const png = (name: string, size = 68) =>
  new File([new Uint8Array(size)], name, { type: "image/png" });
/** A PDF the browser's structure check opens: header, trailer, end marker. */
const pdf = (name: string) =>
  new File(["%PDF-1.4\ntrailer<<>>\n%%EOF\n"], name, { type: "application/pdf" });

describe("step 4, Vos documents", () => {
  it("shows the student's sections with the stored file, and a plain upload lists the file", async () => {
    await openStep4();
    expect(within(region(IDENTITY)).getByText("passeport.pdf")).toBeTruthy();
    expect(screen.queryByRole("region", { name: /Justificatif de bourse/ })).toBeNull();
    choose(/^Justificatif de statut/, pdf("Certificat scolarité.pdf"));
    const status = region(/^Justificatif de statut/);
    expect(
      await within(status).findByRole("button", { name: "Supprimer Certificat_scolarite.pdf" }),
    ).toBeTruthy();
    expect(documents.sections.status).toEqual([
      expect.objectContaining({ fileName: "Certificat_scolarite.pdf" }),
    ]);
  });

  it("a front alone is flagged back missing; the back clears it", async () => {
    await openStep4();
    choose(IDENTITY, png("carte_recto.png"));
    const identity = region(IDENTITY);
    expect(
      await within(identity).findByText(
        "Verso manquant : ajoutez le verso de la carte d'identité",
        {},
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
    choose(IDENTITY, png("carte_verso.png"));
    await waitFor(
      () =>
        expect(within(identity).getAllByText("Document vérifié", { exact: true })).toHaveLength(2),
      { timeout: 10_000 },
    );
    expect(within(identity).queryByText(/manquant/)).toBeNull();
  });

  it("a document read in another name shows the names read; an expired one its expiry date", async () => {
    await openStep4();
    choose(IDENTITY, png("carte_autre_nom.png"));
    const identity = region(IDENTITY);
    expect(
      await within(identity).findByText(
        "Le nom ne correspond pas à celui de votre profil",
        {},
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
    expect(within(identity).getByText("Nom lu sur le document : CAMILLE DUBOIS")).toBeTruthy();
    choose(IDENTITY, png("passeport_expire.png"));
    expect(
      await within(identity).findByText(
        "Document expiré : déposez une pièce d'identité en cours de validité",
        {},
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
    expect(
      within(identity).getByText("Date d'expiration lue sur le document : 31 janvier 2025"),
    ).toBeTruthy();
  });

  it("the step's rules refuse before sending: extension, size, duplicate, one-file section", async () => {
    await openStep4();
    choose(
      IDENTITY,
      new File(["x"], "notes.txt", { type: "text/plain" }),
      png("photo.png", 12 * 1024 * 1024 + 1),
      pdf("passeport.pdf"),
    );
    const identity = region(IDENTITY);
    expect(
      within(identity).getByText(
        "notes.txt : Fichiers acceptés : .png, .jpg, .jpeg, .pdf (pas de .gif pour les pièces d'identité)",
      ),
    ).toBeTruthy();
    // An oversize image goes on to be scaled down in the browser; jsdom cannot decode it, so
    // its row says it is too big, and nothing is sent (a browser scales it: photoQuality.spec.ts).
    const photo = within(identity).getByText("photo.png").closest("li") as HTMLElement;
    expect(
      await within(photo).findByText("Image trop volumineuse : 12 Mo au maximum"),
    ).toBeTruthy();
    expect(
      within(identity).getByText(
        "passeport.pdf : Un fichier du même nom existe déjà dans cette rubrique",
      ),
    ).toBeTruthy();
    choose(/^Justificatif de statut/, pdf("a.pdf"), pdf("b.pdf"));
    expect(
      await screen.findByText(
        "b.pdf : Cette rubrique n'accepte qu'un fichier : supprimez le fichier déposé pour le remplacer",
      ),
    ).toBeTruthy();
    expect(documents.sections.identity).toHaveLength(1);
  });

  it("a reload during the analysis resumes polling the file's control", async () => {
    const url = `${API}/sharepoint/files/0`;
    window.localStorage.setItem(
      "document_controls",
      JSON.stringify({
        [url]: { controlId: "c-left", documentId: "d-left", sheetId: "s-left", isSubmitted: true },
      }),
    );
    await openStep4();
    const identity = region(IDENTITY);
    expect(
      await within(identity).findByText("Document vérifié", { exact: true }, { timeout: 10_000 }),
    ).toBeTruthy();
  });

  it("once its files are loaded the progress bar leaves step 4; back on it, they load again", async () => {
    const { user } = await openStep4();
    const progress = screen.getByRole("navigation", { name: "Étapes de votre demande" });
    // Clickable only once the step told the wizard its form is on screen.
    await user.click(await within(progress).findByRole("button", { name: /Votre appartement/ }));
    await screen.findByRole("heading", { level: 1, name: "Votre appartement" });
    expect(screen.queryByRole("region", { name: IDENTITY })).toBeNull();
    await user.click(await within(progress).findByRole("button", { name: /Vos documents/ }));
    expect(
      await within(await screen.findByRole("region", { name: IDENTITY })).findByText(
        "passeport.pdf",
      ),
    ).toBeTruthy();
  });

  it("a failed load says so, and its retry shows the sections", async () => {
    server.use(http.get(`${API}/dossier/getDocuments`, () => HttpResponse.error()));
    const { user } = await renderTunnelAt("/fr/dossier");
    await screen.findByRole("heading", { level: 1, name: "Votre appartement" });
    const progress = screen.getByRole("navigation", { name: "Étapes de votre demande" });
    await user.click(await within(progress).findByRole("button", { name: /Vos documents/ }));
    expect(await screen.findByText(GENERIC, {}, { timeout: 15_000 })).toBeTruthy();
    server.use(...documentHandlers);
    await user.click(screen.getByRole("button", { name: "Réessayer" }));
    expect(await screen.findByRole("region", { name: IDENTITY }, { timeout: 15_000 })).toBeTruthy();
  });

  /** Each call of an identity file failing each way: the message on that file, the others kept. */
  const faults: [string, () => Response][] = [
    ["a server fault (500)", serverError],
    ["a refusal with a body (400)", () => HttpResponse.json({ error: "inconnu" }, { status: 400 })],
    ["a network drop", () => HttpResponse.error()],
    ["a malformed answer", () => HttpResponse.json({ unexpected: true })],
  ];
  const calls: [string, string][] = [
    ["vialink/checkFileType", UPLOAD_FAILED],
    ["sharepoint/add", UPLOAD_FAILED],
    ["vialink/addSheetDocument", INTERRUPTED],
    ["vialink/submitControl", INTERRUPTED],
    ["vialink/getControl", INTERRUPTED],
    ["vialink/checkDocument", INTERRUPTED],
  ];
  for (const [call, message] of calls) {
    for (const [fault, answer] of faults) {
      it(`${call}, ${fault}: that file says so, the other files stay`, async () => {
        server.use(http.post(`${API}/${call}`, answer));
        await openStep4();
        choose(IDENTITY, png("carte_complete.png"));
        const identity = region(IDENTITY);
        const failed = await within(identity).findByText(message, {}, { timeout: 10_000 });
        expect(failed.closest("[role=alert]")).toBeTruthy();
        expect(within(identity).getByRole("button", { name: "Réessayer" })).toBeTruthy();
        expect(within(identity).getByText("passeport.pdf")).toBeTruthy();
        expect(within(identity).getByText("carte_complete.png")).toBeTruthy();
      });
    }
  }

  it("the server's refusal of a name reads as the rule's message", async () => {
    server.use(
      http.post(`${API}/sharepoint/add`, () =>
        HttpResponse.json({ error: "fichierExistant", section: "status" }, { status: 400 }),
      ),
    );
    await openStep4();
    choose(/^Justificatif de statut/, pdf("certificat.pdf"));
    expect(
      await screen.findByText("Un fichier du même nom existe déjà dans cette rubrique"),
    ).toBeTruthy();
    expect(within(region(IDENTITY)).getByText("passeport.pdf")).toBeTruthy();
  });

  it("an upload left unanswered times out: the file says so, the others stay", async () => {
    server.use(
      http.post(`${API}/sharepoint/add`, async () => {
        await delay("infinite");
        return HttpResponse.json({});
      }),
    );
    await openStep4();
    choose(/^Justificatif de statut/, pdf("certificat.pdf"));
    // The client gives up after its timeout (1 s in these tests, tests/components/apiClient.ts).
    expect(await screen.findByText(UPLOAD_FAILED, {}, { timeout: 20_000 })).toBeTruthy();
    expect(within(region(IDENTITY)).getByText("passeport.pdf")).toBeTruthy();
  });

  it("a refused delete shows the server's rights message; the file stays", async () => {
    server.use(
      http.post(`${API}/sharepoint/delete`, () =>
        HttpResponse.json({ error: "droits" }, { status: 403 }),
      ),
    );
    const { user } = await openStep4();
    await user.click(screen.getByRole("button", { name: "Supprimer passeport.pdf" }));
    expect(
      await screen.findByText("Vous n'avez pas le droit de supprimer ce fichier"),
    ).toBeTruthy();
    expect(within(region(IDENTITY)).getByText("passeport.pdf")).toBeTruthy();
  });

  it("a delete removes the file from its section", async () => {
    const { user } = await openStep4();
    await user.click(screen.getByRole("button", { name: "Supprimer passeport.pdf" }));
    await waitFor(() => expect(within(region(IDENTITY)).queryByText("passeport.pdf")).toBeNull());
    expect(documents.sections.identity).toEqual([]);
  });

  it("sending asks both newsletter answers, saves them, then checks the file", async () => {
    server.use(
      http.post(`${API}/dossier/check`, () =>
        HttpResponse.json({
          status: "ko",
          errors: [
            { step: 4, error: "missing_doc", more_info: "status" },
            { step: 2, error: "missing_info", more_info: "address2_city" },
          ],
        }),
      ),
    );
    const { user } = await openStep4();
    await user.click(screen.getByRole("button", { name: "Envoyer votre demande" }));
    expect(await screen.findAllByText("Requis*")).toHaveLength(2);
    expect(documents.newsletter).toEqual([]);
    // The summary at the top takes focus and links to each question.
    const summary = screen.getByRole("region", {
      name: "Des informations manquent ou sont à corriger",
    });
    await waitFor(() => expect(document.activeElement).toBe(summary));
    expect(document.title).toMatch(/^Erreur : /);
    const [firstQuestion] = within(summary).getAllByRole("link");
    expect(firstQuestion?.textContent).toMatch(/^Souhaitez-vous recevoir .* : Requis\*$/);
    await user.click(firstQuestion as HTMLElement);
    expect(document.activeElement).toBe(
      within(screen.getAllByRole("radiogroup")[0] as HTMLElement).getAllByRole("radio")[0],
    );
    const groups = screen.getAllByRole("radiogroup");
    for (const group of groups) await user.click(within(group).getByText("Oui"));
    await user.click(screen.getByRole("button", { name: "Envoyer votre demande" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Demande incomplète" });
    expect(documents.newsletter).toEqual([{ newsletter: true }, { newsletterGroup: true }]);
    expect(
      within(dialog).getByRole("button", {
        name: /^Document manquant : Justificatif de statut .* – Vos documents$/,
      }),
    ).toBeTruthy();
    await user.click(
      within(dialog).getByRole("button", {
        name: "Information manquante : Ville – Votre profil",
      }),
    );
    expect(await screen.findByRole("heading", { level: 1, name: "Votre profil" })).toBeTruthy();
  });

  for (const [fault, answer] of faults) {
    it(`saving the newsletter answers, ${fault}: the message, the answers kept`, async () => {
      server.use(http.post(`${API}/dossier/saveNewsletter`, answer));
      const { user } = await openStep4();
      for (const group of screen.getAllByRole("radiogroup"))
        await user.click(within(group).getByText("Non"));
      await user.click(screen.getByRole("button", { name: "Envoyer votre demande" }));
      const text = fault.includes("400") ? "inconnu" : GENERIC;
      expect(await screen.findByText(text)).toBeTruthy();
      expect(screen.queryByRole("alertdialog")).toBeNull();
      for (const group of screen.getAllByRole("radiogroup"))
        expect(within(group).getByRole("radio", { name: "Non" })).toHaveProperty("checked", true);
      expect(within(region(IDENTITY)).getByText("passeport.pdf")).toBeTruthy();
    });
  }

  it('"Reprendre plus tard" keeps the files saved as chosen, says what it means, and opens step 1', async () => {
    const { user } = await openStep4();
    await user.click(screen.getByRole("button", { name: "Reprendre plus tard" }));
    const notice = await screen.findByText("Votre demande est enregistrée.");
    const status = notice.closest("[role=status]") as HTMLElement;
    // The hold keeps running, and the notice says until when and how to come back.
    expect(status.textContent).toMatch(/pré-réservé pour vous jusqu'à \d\d:\d\d seulement/);
    expect(status.textContent).toContain("depuis l'Espace Client");
    await screen.findByRole("heading", { level: 1, name: "Votre appartement" });
    // Nothing answered, nothing sent: the newsletter questions are asked again when sending.
    expect(documents.newsletter).toEqual([]);
    expect(documents.sections.identity).toHaveLength(1);
  });

  it('"Reprendre plus tard" saves the newsletter answer chosen, and only it', async () => {
    const { user } = await openStep4();
    const [, groupNews] = screen.getAllByRole("radiogroup");
    await user.click(within(groupNews as HTMLElement).getByText("Non"));
    await user.click(screen.getByRole("button", { name: "Reprendre plus tard" }));
    await screen.findByText("Votre demande est enregistrée.");
    expect(documents.newsletter).toEqual([{ newsletterGroup: false }]);
  });
});
