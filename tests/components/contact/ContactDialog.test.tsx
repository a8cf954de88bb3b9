import { screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { MailPayload } from "../../../src/api/mail.ts";
import { describedText } from "../providers.tsx";
import {
  answerContactCalls,
  EXPORT_REST,
  ok,
  residenceList,
  residencesAnswer,
  sendMailAnswer,
  sentMails,
  server,
} from "./contactApi.ts";
import {
  type DialogQueries,
  fillRequiredFields,
  openContact,
  renderContactPage,
} from "./renderContact.tsx";

answerContactCalls();
// A dialog of ten fields renders slowly in jsdom; on a loaded CI machine 5 s is too tight.
vi.setConfig({ testTimeout: 20_000 });

const GENERIC = "Une erreur est survenue lors de la requête, veuillez réessayer plus tard";

beforeEach(() => {
  // A French browser: the phone input's guessed country is France.
  vi.spyOn(navigator, "languages", "get").mockReturnValue(["fr-FR", "fr"]);
});
afterEach(() => {
  vi.restoreAllMocks();
});

const send = (dialog: DialogQueries) => dialog.getByRole("button", { name: "Envoyer" });

async function chooseResidence(
  user: Awaited<ReturnType<typeof renderContactPage>>,
  dialog: DialogQueries,
) {
  await dialog.findByRole("option", { name: "Le Phare" });
  await user.selectOptions(dialog.getByLabelText(/^Résidence/), "CRM-PHARE");
}

describe("the contact form", () => {
  it("opens on the form: labelled fields, the spec's defaults, no error before a touch", async () => {
    const user = await renderContactPage();
    const dialog = await openContact(user);

    expect(dialog.getByText("* champs obligatoires")).toBeTruthy();
    for (const label of [/^Nom/, /^Prénom/, /^Courriel/, /^Téléphone/, /^Société/, /^Message/]) {
      expect(dialog.getByLabelText(label)).toBeTruthy();
    }
    expect(dialog.getByLabelText(/^Nom/).getAttribute("maxlength")).toBe("32");
    expect(dialog.getByLabelText(/^Prénom/).getAttribute("maxlength")).toBe("100");
    expect(dialog.getByLabelText(/^Courriel/).getAttribute("maxlength")).toBe("100");
    expect(dialog.getByLabelText(/^Société/).getAttribute("aria-required")).toBeNull();
    expect(dialog.getByLabelText(/^Message/).getAttribute("rows")).toBe("7");
    expect(dialog.getByRole("radiogroup", { name: /Civilité/ })).toBeTruthy();
    // Receiver defaults to a residence: the residence select shows, the contact type does not.
    expect((dialog.getByLabelText("une résidence") as HTMLInputElement).checked).toBe(true);
    expect(dialog.queryByRole("radiogroup", { name: /Objet de votre demande/ })).toBeNull();
    expect(await dialog.findByRole("option", { name: "Les Lilas" })).toBeTruthy();
    expect((dialog.getByLabelText(/^Résidence/) as HTMLSelectElement).value).toBe("");
    expect(dialog.queryByText("Requis*")).toBeNull();
  });

  it('shows "Requis*" and "Format du courriel incorrect" once a field is touched', async () => {
    const user = await renderContactPage();
    const dialog = await openContact(user);
    const lastname = dialog.getByLabelText(/^Nom/);
    const email = dialog.getByLabelText(/^Courriel/);

    await user.click(lastname);
    await user.tab();
    expect(describedText(lastname)).toBe("Requis*");
    expect(dialog.getAllByText("Requis*")).toHaveLength(1);

    await user.type(email, "eva@example");
    await user.tab();
    // The error comes with the expected format (RGAA 11.11); "Requis*" alone needs none.
    expect(describedText(email)).toBe(
      "Format du courriel incorrect Par exemple : prenom.nom@exemple.fr",
    );
    await user.type(email, ".fr");
    expect(email.getAttribute("aria-describedby")).toBeNull();
  });

  it("after a send with errors, sums them up at the top with focus, each a link to its field", async () => {
    const user = await renderContactPage();
    const dialog = await openContact(user);
    await user.type(dialog.getByLabelText(/^Prénom/), "Eva");
    await user.click(send(dialog));

    const summary = await dialog.findByRole("region", {
      name: "Des informations manquent ou sont à corriger",
    });
    await waitFor(() => expect(document.activeElement).toBe(summary));
    // The page's one title gets the prefix (src/shared/errorTitle.ts).
    expect(document.title).toBe("Erreur : Accueil | Hestia Campus");
    expect(document.head.querySelectorAll("title")).toHaveLength(1);
    const links = within(summary)
      .getAllByRole("link")
      .map((link) => link.textContent);
    expect(links).toContain("Nom : Requis*");
    expect(links).toContain("Courriel : Requis*");
    expect(links.some((text) => text?.startsWith("Prénom"))).toBe(false);
    await user.click(within(summary).getByRole("link", { name: "Nom : Requis*" }));
    expect(document.activeElement).toBe(dialog.getByLabelText(/^Nom/));
  });

  it("asks for a residence other than the placeholder when writing to a residence", async () => {
    const user = await renderContactPage();
    const dialog = await openContact(user);
    await fillRequiredFields(user, dialog);

    await user.click(send(dialog));
    expect(describedText(dialog.getByLabelText(/^Résidence/))).toBe("Requis*");
    expect(sentMails).toEqual([]);
  });

  it("asks for the contact type instead when writing to the team, and sends it", async () => {
    const user = await renderContactPage();
    const dialog = await openContact(user);
    await fillRequiredFields(user, dialog);

    await user.click(dialog.getByLabelText("l'équipe Hestia Campus"));
    const contactType = dialog.getByRole("radiogroup", { name: /Objet de votre demande/ });
    expect(contactType.getAttribute("aria-required")).toBe("true");
    expect((dialog.getByLabelText("Demande de renseignement") as HTMLInputElement).checked).toBe(
      true,
    );
    expect(dialog.queryByLabelText(/^Résidence/)).toBeNull();

    await user.click(dialog.getByLabelText("Presse"));
    await user.click(send(dialog));
    await dialog.findByRole("heading", { name: "Votre message a bien été envoyé" });
    const [mail] = sentMails as MailPayload[];
    expect(Object.keys(mail ?? {}).sort()).toEqual([
      "content",
      "destinataire",
      "sujet",
      "typeContact",
    ]);
    expect(mail).toMatchObject({ destinataire: "contactYF", typeContact: "presse" });
    expect(mail?.sujet).toContain("Presse");
    expect(mail?.content).toContain("Téléphone : +33612345678");
  });
});

describe("sending", () => {
  it("posts the mail payload for the chosen residence, then confirms; Terminer closes", async () => {
    const user = await renderContactPage();
    const dialog = await openContact(user);
    await fillRequiredFields(user, dialog);
    await chooseResidence(user, dialog);
    await user.click(send(dialog));

    const heading = await dialog.findByRole("heading", { name: "Votre message a bien été envoyé" });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(dialog.queryByLabelText(/^Nom/)).toBeNull();
    expect(sentMails).toHaveLength(1);
    const [mail] = sentMails as MailPayload[];
    expect(mail).toMatchObject({ destinataire: "CRM-PHARE", typeContact: "renseignement" });
    expect(mail?.sujet).toContain("Le Phare");
    expect(mail?.content).toContain("Message :\nUne chambre est-elle libre ?");

    await user.click(dialog.getByRole("button", { name: "Terminer" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    // Reopening starts on an empty form, not on the confirmation.
    const again = await openContact(user);
    expect((again.getByLabelText(/^Nom/) as HTMLInputElement).value).toBe("");
  });

  it("shows the busy send button while the mail is on its way", async () => {
    let answer: (response: Response) => void = () => {};
    server.use(sendMailAnswer(() => new Promise<Response>((resolve) => (answer = resolve))));
    const user = await renderContactPage();
    const dialog = await openContact(user);
    await fillRequiredFields(user, dialog);
    await chooseResidence(user, dialog);
    await user.click(send(dialog));

    const busy = await dialog.findByRole("button", { name: /Envoi en cours/ });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    answer(ok());
    expect(await dialog.findByRole("button", { name: "Terminer" })).toBeTruthy();
  });

  it.each([
    ["a server error (500)", () => HttpResponse.json({ error: "boom" }, { status: 500 })],
    ["a network drop", () => HttpResponse.error()],
    ["a success status other than 200 (201)", () => new HttpResponse(null, { status: 201 })],
  ])("on %s keeps everything typed and shows the generic error", async (_, answer) => {
    server.use(sendMailAnswer(answer));
    const user = await renderContactPage();
    const dialog = await openContact(user);
    await fillRequiredFields(user, dialog);
    await chooseResidence(user, dialog);
    await user.click(send(dialog));

    expect((await dialog.findByRole("alert")).textContent).toContain(GENERIC);
    expect((dialog.getByLabelText(/^Nom/) as HTMLInputElement).value).toBe("Dupont");
    expect((dialog.getByLabelText(/^Message/) as HTMLTextAreaElement).value).toBe(
      "Une chambre est-elle libre ?",
    );
    expect((dialog.getByLabelText(/^Résidence/) as HTMLSelectElement).value).toBe("CRM-PHARE");

    // Sending again works once the server answers 200, and the error goes.
    server.use(sendMailAnswer());
    await user.click(send(dialog));
    await dialog.findByRole("heading", { name: "Votre message a bien été envoyé" });
    expect(dialog.queryByRole("alert")).toBeNull();
  });

  it("shows a refusal's own text, and the spec's text when its body is unreadable", async () => {
    server.use(
      sendMailAnswer(() => HttpResponse.json({ error: "Adresse refusée" }, { status: 400 })),
    );
    const user = await renderContactPage();
    const dialog = await openContact(user);
    await fillRequiredFields(user, dialog);
    await chooseResidence(user, dialog);
    await user.click(send(dialog));
    expect((await dialog.findByRole("alert")).textContent).toContain("Adresse refusée");

    server.use(
      sendMailAnswer(
        () =>
          new HttpResponse("<html>Bad gateway</html>", {
            status: 400,
            headers: { "content-type": "text/html" },
          }),
      ),
    );
    await user.click(send(dialog));
    await waitFor(() =>
      expect(dialog.getByRole("alert").textContent).toContain(
        "Les valeurs saisies sont incorrectes.",
      ),
    );
  });

  it("counts a 200 as sent whatever its body says", async () => {
    server.use(sendMailAnswer(() => new HttpResponse("{not json", { status: 200 })));
    const user = await renderContactPage();
    const dialog = await openContact(user);
    await fillRequiredFields(user, dialog);
    await chooseResidence(user, dialog);
    await user.click(send(dialog));
    expect(
      await dialog.findByRole("heading", { name: "Votre message a bien été envoyé" }),
    ).toBeTruthy();
  });
});

describe("the residence list", () => {
  it("shows the generic error with a retry when its answer is malformed; the team can still be written to", async () => {
    server.use(http.post(EXPORT_REST, () => HttpResponse.json([{ nom: "Les Lilas" }])));
    // A broken contract is logged once for developers; the visitor sees the generic error.
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const user = await renderContactPage();
    const dialog = await openContact(user);

    const alert = await dialog.findByRole("alert");
    expect(alert.textContent).toContain(GENERIC);
    expect(alert.getAttribute("data-error-context")).toBe("get_residence");
    expect(dialog.queryByRole("option", { name: "Les Lilas" })).toBeNull();
    expect(log).toHaveBeenCalledTimes(1);

    server.use(residencesAnswer);
    await user.click(dialog.getByRole("button", { name: "Réessayer" }));
    expect(await dialog.findByRole("option", { name: "Les Lilas" })).toBeTruthy();
    expect(dialog.queryByRole("alert")).toBeNull();
  });

  it("lets the visitor write to the team while the list is unavailable", async () => {
    server.use(http.post(EXPORT_REST, () => HttpResponse.error()));
    const user = await renderContactPage();
    const dialog = await openContact(user);
    await dialog.findByRole("alert");
    await fillRequiredFields(user, dialog);
    await user.click(dialog.getByLabelText("l'équipe Hestia Campus"));
    await user.click(send(dialog));
    expect(
      await dialog.findByRole("heading", { name: "Votre message a bien été envoyé" }),
    ).toBeTruthy();
    expect(sentMails).toHaveLength(1);
  });

  it("starts on the residence a residence page asked for", async () => {
    const user = await renderContactPage();
    const dialog = await openContact(user, "Contacter Le Phare");
    await dialog.findByRole("option", { name: "Le Phare" });
    expect((dialog.getByLabelText(/^Résidence/) as HTMLSelectElement).value).toBe("CRM-PHARE");
  });
  it("is loaded once per visit, whichever button opens the dialog", async () => {
    let loads = 0;
    server.events.on("request:start", ({ request }) => {
      if (new URL(request.url).pathname === EXPORT_REST) loads += 1;
    });
    const user = await renderContactPage();
    let dialog = await openContact(user);
    await dialog.findByRole("option", { name: "Le Phare" });
    await user.click(dialog.getByRole("button", { name: "Fermer" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    dialog = await openContact(user, "Contacter Le Phare");
    expect((dialog.getByLabelText(/^Résidence/) as HTMLSelectElement).value).toBe("CRM-PHARE");
    expect(loads).toBe(1);
    server.events.removeAllListeners();
  });

  it("drops a residence the list does not offer rather than send it unseen", async () => {
    server.use(http.post(EXPORT_REST, () => HttpResponse.json(residenceList.slice(0, 1))));
    const user = await renderContactPage();
    const dialog = await openContact(user, "Contacter Le Phare");
    await dialog.findByRole("option", { name: "Les Lilas" });
    const select = dialog.getByLabelText(/^Résidence/) as HTMLSelectElement;
    await waitFor(() => expect(select.value).toBe(""));

    await fillRequiredFields(user, dialog);
    await user.click(send(dialog));
    expect(describedText(select)).toBe("Requis*");
    expect(sentMails).toEqual([]);
  });
});

describe("closing", () => {
  it("closes on Escape and on the close button, and reopens on an empty form", async () => {
    const user = await renderContactPage();
    let dialog = await openContact(user);
    await user.type(dialog.getByLabelText(/^Nom/), "Dupont");
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    dialog = await openContact(user);
    expect((dialog.getByLabelText(/^Nom/) as HTMLInputElement).value).toBe("");
    await user.click(dialog.getByRole("button", { name: "Fermer" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });
});
