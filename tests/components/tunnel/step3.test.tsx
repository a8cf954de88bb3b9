import { screen, waitFor, within } from "@testing-library/react";
import { delay, HttpResponse, http } from "msw";
import { describe, expect, it, vi } from "vitest";
import { renderTunnelAt } from "./renderTunnel.tsx";
import { API, answerTunnelCalls, postedTo, server, serverError } from "./tunnelApi.ts";
import { guaranteeRecord } from "./tunnelFixtures.ts";

answerTunnelCalls();
// Each journey types a guarantor's form; the whole suite runs beside it on two cores.
vi.setConfig({ testTimeout: 60_000 });

const GENERIC = "Une erreur est survenue lors de la requête, veuillez réessayer plus tard";
/** The studio's rent including charges is 690 € (tunnelFixtures `pricing`): 4 × is 2 760 €. */
const FOUR_TIMES_RENT = "2760";
const stepHeading = (name: string) => screen.findByRole("heading", { level: 1, name });
const named = (label: string) => (name: string) => name.replace(/[\s*]+$/, "") === label;

type Rendered = Awaited<ReturnType<typeof renderTunnelAt>>;
type User = Rendered["user"];

/** Opens the tunnel on step 1, then the progress bar's step 3, its questions on screen. */
async function openStep3() {
  const rendered = await renderTunnelAt("/fr/dossier");
  await stepHeading("Votre appartement");
  const progress = screen.getByRole("navigation", { name: "Étapes de votre demande" });
  await rendered.user.click(
    await within(progress).findByRole("button", { name: /Profil des garants/ }),
  );
  await stepHeading("Profil des garants");
  await screen.findByRole("radiogroup", { name: named("Avez-vous besoin d'un garant ?") });
  return rendered;
}

async function answer(user: User, question: string, option: string) {
  const group = await screen.findByRole("radiogroup", { name: named(question) });
  await user.click(within(group).getByRole("radio", { name: option }));
}

/** Needs a guarantor, one guarantor, Yes to the France-income question. */
async function chooseOneGuarantor(user: User) {
  await answer(user, "Avez-vous besoin d'un garant ?", "Oui");
  await answer(user, "Quel type de garantie ?", "Un garant");
  const dialog = await screen.findByRole("alertdialog", { name: "Revenus de vos garants" });
  await user.click(within(dialog).getByRole("button", { name: "Oui" }));
  await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
  return screen.findByRole("group", { name: "Garant 1" });
}

async function fillGuarantor(
  user: User,
  group: HTMLElement,
  person: { last: string; email: string; income: string },
) {
  const inside = within(group);
  await user.click(inside.getByRole("radio", { name: "Madame" }));
  // Pasted rather than typed key by key: the rules run on each change all the same.
  const fill = async (label: string, text: string) => {
    const field = inside.getByRole("textbox", { name: named(label) });
    await user.clear(field);
    await user.click(field);
    await user.paste(text);
  };
  await fill("Nom", person.last);
  await fill("Prénom", "Anne");
  await fill("Courriel", person.email);
  await fill("Revenus nets mensuels", person.income);
}

const lastNameIn = (group: HTMLElement) =>
  within(group).getByRole("textbox", { name: named("Nom") }) as HTMLInputElement;

describe("step 3, Profil des garants", () => {
  it("one guarantor under 4 × the rent: the warning, nothing saved; raised, Continue saves and opens step 4", async () => {
    const { user } = await openStep3();
    const group = await chooseOneGuarantor(user);
    await fillGuarantor(user, group, {
      last: "Dupont",
      email: "anne.dupont@example.fr",
      income: "2759",
    });
    await user.click(screen.getByRole("button", { name: "Continuer" }));
    const warning = await screen.findByRole("alertdialog", { name: "Garanties insuffisantes" });
    expect(within(warning).getByText(/au moins 2\s760\s€ nets par mois/)).toBeTruthy();
    expect(within(warning).getByText(/ajouter un second garant/)).toBeTruthy();
    expect(postedTo("setInfosGarant")).toEqual([]);
    const closeButtons = within(warning).getAllByRole("button", { name: "Fermer" });
    await user.click(closeButtons.at(-1) as HTMLElement);
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    const income = within(group).getByRole("textbox", { name: named("Revenus nets mensuels") });
    await user.clear(income);
    await user.type(income, FOUR_TIMES_RENT);
    await user.click(screen.getByRole("button", { name: "Continuer" }));
    await stepHeading("Vos documents");
    const [saved] = postedTo("setInfosGarant") as Record<string, unknown>[];
    expect(saved).toMatchObject({
      hasGuarantor: "oui",
      guarantees: 1,
      guarantor2: null,
      contactStatus: "student",
      guarantor: {
        lastname: "Dupont",
        firstname: "Anne",
        eft_civilite: 221310001,
        emailaddress1: "anne.dupont@example.fr",
        eft_salaires_ou_revenus_mensuels_nets: 2760,
        eft_paysdenaissancegarant: 1,
      },
    });
  });

  it("two guarantors at 3 × each pass; guarantor 2's email must not repeat guarantor 1's", async () => {
    const { user } = await openStep3();
    await answer(user, "Avez-vous besoin d'un garant ?", "Oui");
    await answer(user, "Quel type de garantie ?", "Deux garants");
    const dialog = await screen.findByRole("alertdialog", { name: "Revenus de vos garants" });
    await user.click(within(dialog).getByRole("button", { name: "Oui" }));
    const first = await screen.findByRole("group", { name: "Garant 1" });
    const second = await screen.findByRole("group", { name: "Garant 2" });
    await fillGuarantor(user, first, { last: "Dupont", email: "anne@example.fr", income: "2070" });
    await fillGuarantor(user, second, { last: "Martin", email: "anne@example.fr", income: "2070" });
    await user.click(screen.getByRole("button", { name: "Continuer" }));
    expect(
      await within(second).findByText(
        "Cette adresse de courriel est déjà saisie dans un autre champ.",
      ),
    ).toBeTruthy();
    const email2 = within(second).getByRole("textbox", { name: named("Courriel") });
    await user.clear(email2);
    await user.type(email2, "paul@example.fr");
    await user.click(screen.getByRole("button", { name: "Continuer" }));
    await stepHeading("Vos documents");
    expect(postedTo("setInfosGarant")).toMatchObject([
      { guarantees: 1, guarantor: { lastname: "Dupont" }, guarantor2: { lastname: "Martin" } },
    ]);
  });

  it("switching between one and two guarantors keeps the France-income answer: asked once", async () => {
    const { user } = await openStep3();
    await chooseOneGuarantor(user);
    await answer(user, "Quel type de garantie ?", "Deux garants");
    expect(await screen.findByRole("group", { name: "Garant 2" })).toBeTruthy();
    expect(screen.queryByRole("alertdialog")).toBeNull();
    await answer(user, "Quel type de garantie ?", "Un garant");
    await waitFor(() => expect(screen.queryByRole("group", { name: "Garant 2" })).toBeNull());
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });

  it("too little income with two guarantors does not suggest adding a second one", async () => {
    const { user } = await openStep3();
    await answer(user, "Avez-vous besoin d'un garant ?", "Oui");
    await answer(user, "Quel type de garantie ?", "Deux garants");
    const question = await screen.findByRole("alertdialog", { name: "Revenus de vos garants" });
    await user.click(within(question).getByRole("button", { name: "Oui" }));
    const first = await screen.findByRole("group", { name: "Garant 1" });
    const second = await screen.findByRole("group", { name: "Garant 2" });
    await fillGuarantor(user, first, { last: "Dupont", email: "anne@example.fr", income: "900" });
    await fillGuarantor(user, second, { last: "Martin", email: "paul@example.fr", income: "900" });
    await user.click(screen.getByRole("button", { name: "Continuer" }));
    const warning = await screen.findByRole("alertdialog", { name: "Garanties insuffisantes" });
    expect(within(warning).queryByText(/ajouter un second garant/)).toBeNull();
    expect(within(warning).getByText(/choisir un logement moins cher/)).toBeTruthy();
  });

  it("No to the France-income question sets no guarantor: its notice, and no Continue for a student", async () => {
    const { user } = await openStep3();
    await answer(user, "Avez-vous besoin d'un garant ?", "Oui");
    await answer(user, "Quel type de garantie ?", "Un garant");
    const dialog = await screen.findByRole("alertdialog", { name: "Revenus de vos garants" });
    await user.click(within(dialog).getByRole("button", { name: "Non" }));
    expect(await screen.findByText(/Sans garantie, nous ne pouvons pas étudier/)).toBeTruthy();
    expect(screen.queryByRole("group", { name: "Garant 1" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Continuer" })).toBeNull();
    const kinds = screen.getByRole("radiogroup", { name: named("Quel type de garantie ?") });
    expect(within(kinds).getByRole("radio", { name: "Aucun garant" })).toHaveProperty(
      "checked",
      true,
    );
  });

  it("a young worker is never offered no guarantor", async () => {
    server.use(
      http.get(`${API}/dossier/getInfosGarant`, () =>
        HttpResponse.json(guaranteeRecord({ contactStatus: "youngWorker" })),
      ),
    );
    const { user } = await openStep3();
    await answer(user, "Avez-vous besoin d'un garant ?", "Oui");
    const kinds = await screen.findByRole("radiogroup", { name: named("Quel type de garantie ?") });
    expect(
      within(kinds)
        .getAllByRole("radio")
        .map((radio) => radio.getAttribute("value")),
    ).toEqual(["guarantor1", "guarantor2", "garantme", "visale"]);
    await user.click(within(kinds).getByRole("radio", { name: "Visale" }));
    expect(await screen.findByText(/certificat d'éligibilité \(Garantme ou Visale\)/)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Continuer" }));
    await stepHeading("Vos documents");
    expect(postedTo("setInfosGarant")).toEqual([
      expect.objectContaining({ guarantees: 4, guarantor: null, guarantor2: null }),
    ]);
  });

  it("a student without a guarantor answers the scholarship question; No informs, then saves", async () => {
    const { user } = await openStep3();
    await answer(user, "Avez-vous besoin d'un garant ?", "Non");
    await user.click(screen.getByRole("button", { name: "Continuer" }));
    const question = await screen.findByRole("radiogroup", { name: named("Êtes-vous boursier ?") });
    expect(await within(question).findByText("Requis*")).toBeTruthy();
    expect(postedTo("setInfosGarant")).toEqual([]);
    await user.click(within(question).getByRole("radio", { name: "Non" }));
    const dialog = await screen.findByRole("alertdialog", {
      name: "Une garantie vous sera demandée",
    });
    const closeButtons = within(dialog).getAllByRole("button", { name: "Fermer" });
    await user.click(closeButtons.at(-1) as HTMLElement);
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    await user.click(screen.getByRole("button", { name: "Continuer" }));
    await stepHeading("Vos documents");
    expect(postedTo("setInfosGarant")).toEqual([
      expect.objectContaining({
        hasGuarantor: "non",
        isBoursier: "non",
        guarantees: null,
        guarantor: null,
      }),
    ]);
  });

  it('"Reprendre plus tard" saves the step with the flag and opens step 1', async () => {
    server.use(
      http.get(`${API}/dossier/getInfosGarant`, () =>
        HttpResponse.json(guaranteeRecord({ contactStatus: "youngWorker" })),
      ),
    );
    const { user } = await openStep3();
    await answer(user, "Avez-vous besoin d'un garant ?", "Oui");
    await answer(user, "Quel type de garantie ?", "Un organisme de garantie (Garantme)");
    await user.click(screen.getByRole("button", { name: "Reprendre plus tard" }));
    await stepHeading("Votre appartement");
    expect(postedTo("setInfosGarant")).toEqual([
      expect.objectContaining({ hasGuarantor: "oui", guarantees: 3, guarantor: null }),
    ]);
  });

  it('"Reprendre plus tard" with too little income: the warning, nothing saved, the step stays', async () => {
    const { user } = await openStep3();
    const group = await chooseOneGuarantor(user);
    await fillGuarantor(user, group, { last: "Dupont", email: "anne@example.fr", income: "100" });
    await user.click(screen.getByRole("button", { name: "Reprendre plus tard" }));
    const warning = await screen.findByRole("alertdialog", { name: "Garanties insuffisantes" });
    const closeButtons = within(warning).getAllByRole("button", { name: "Fermer" });
    await user.click(closeButtons.at(-1) as HTMLElement);
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(screen.getByRole("heading", { level: 1, name: "Profil des garants" })).toBeTruthy();
    expect(postedTo("setInfosGarant")).toEqual([]);
    expect(lastNameIn(group).value).toBe("Dupont");
  });

  it("reload shows the saved guarantor", async () => {
    server.use(
      http.get(`${API}/dossier/getInfosGarant`, () =>
        HttpResponse.json(
          guaranteeRecord({
            hasGuarantor: "oui",
            guarantees: 1,
            guarantor: { lastname: "Dupont", firstname: "Anne", emailaddress1: "anne@example.fr" },
          }),
        ),
      ),
    );
    await openStep3();
    const group = await screen.findByRole("group", { name: "Garant 1" });
    expect(lastNameIn(group).value).toBe("Dupont");
    const kinds = screen.getByRole("radiogroup", { name: named("Quel type de garantie ?") });
    expect(within(kinds).getByRole("radio", { name: "Un garant" })).toHaveProperty("checked", true);
    // Someone else's details: the browser must not offer the applicant's own (WCAG 1.3.5).
    const phone = within(group).getByRole("textbox", { name: /^Téléphone/ });
    expect(phone.getAttribute("autocomplete")).toBe("off");
  });

  const faults: [string, () => Response, string][] = [
    ["a server fault (500)", serverError, GENERIC],
    ["a network drop", () => HttpResponse.error(), GENERIC],
    ["a malformed answer", () => HttpResponse.json({ statut: 42 }), GENERIC],
    [
      "a refusal with a text (400)",
      () => HttpResponse.json({ error: "Texte du serveur" }, { status: 400 }),
      "Texte du serveur",
    ],
  ];
  for (const [fault, answerWith, text] of faults) {
    it(`saving: ${fault}: the step, the message, and every value kept`, async () => {
      server.use(http.post(`${API}/dossier/setInfosGarant`, answerWith));
      const { user } = await openStep3();
      const group = await chooseOneGuarantor(user);
      await fillGuarantor(user, group, {
        last: "Dupont",
        email: "anne@example.fr",
        income: "3000",
      });
      await user.click(screen.getByRole("button", { name: "Continuer" }));
      expect(await screen.findByText(text)).toBeTruthy();
      expect(screen.getByRole("heading", { level: 1, name: "Profil des garants" })).toBeTruthy();
      expect(lastNameIn(group).value).toBe("Dupont");
      const kinds = screen.getByRole("radiogroup", { name: named("Quel type de garantie ?") });
      expect(within(kinds).getByRole("radio", { name: "Un garant" })).toHaveProperty(
        "checked",
        true,
      );
    });
  }

  it("saving: a save left unanswered times out: the generic message, every value kept", async () => {
    server.use(
      http.post(`${API}/dossier/setInfosGarant`, async () => {
        await delay("infinite");
        return HttpResponse.json({});
      }),
    );
    const { user } = await openStep3();
    const group = await chooseOneGuarantor(user);
    await fillGuarantor(user, group, { last: "Dupont", email: "anne@example.fr", income: "3000" });
    await user.click(screen.getByRole("button", { name: "Continuer" }));
    expect(await screen.findByText(GENERIC, {}, { timeout: 20_000 })).toBeTruthy();
    expect(lastNameIn(group).value).toBe("Dupont");
  });

  it("saving: the server's garantiesInsuffisantes opens the warning; closing keeps the step", async () => {
    server.use(
      http.post(`${API}/dossier/setInfosGarant`, () =>
        HttpResponse.json(
          { error: "garantiesInsuffisantes", minimumIncome: 3000 },
          { status: 400 },
        ),
      ),
    );
    const { user } = await openStep3();
    const group = await chooseOneGuarantor(user);
    await fillGuarantor(user, group, { last: "Dupont", email: "anne@example.fr", income: "2800" });
    await user.click(screen.getByRole("button", { name: "Continuer" }));
    const warning = await screen.findByRole("alertdialog", { name: "Garanties insuffisantes" });
    expect(within(warning).getByText(/au moins 3\s000\s€/)).toBeTruthy();
    const closeButtons = within(warning).getAllByRole("button", { name: "Fermer" });
    await user.click(closeButtons.at(-1) as HTMLElement);
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(lastNameIn(group).value).toBe("Dupont");
  });

  it("saving: guarantor 2's email refused as the legal representative's gets the spec's message", async () => {
    server.use(
      http.get(`${API}/dossier/getInfosGarant`, () =>
        HttpResponse.json(
          guaranteeRecord({
            hasGuarantor: "oui",
            guarantees: 1,
            guarantor: {
              lastname: "Dupont",
              firstname: "Anne",
              eft_civilite: 221310001,
              emailaddress1: "anne@example.fr",
              eft_salaires_ou_revenus_mensuels_nets: 3000,
            },
            guarantor2: {
              lastname: "Martin",
              firstname: "Paul",
              eft_civilite: 221310000,
              emailaddress1: "rl@example.fr",
              eft_salaires_ou_revenus_mensuels_nets: 3000,
            },
          }),
        ),
      ),
      http.post(`${API}/dossier/setInfosGarant`, () =>
        HttpResponse.json(
          {
            error: "sameEmail",
            content: {
              errorType: "sameEmail",
              key: "emailaddress1",
              id: "emailaddress1",
              defaultMessage: "{mail} est déjà utilisé.",
              mail: "rl@example.fr",
              nbGuarantor: 2,
              isSameRespLegal: true,
            },
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = await openStep3();
    await screen.findByRole("group", { name: "Garant 2" });
    await user.click(screen.getByRole("button", { name: "Continuer" }));
    const message = await screen.findByText(/Le courriel du garant 2 doit être différent/);
    expect(message.closest("[role=alert]")).toBeTruthy();
  });

  it("saving: a DQE refusal names the guarantor and the field, with the server's text", async () => {
    server.use(
      http.post(`${API}/dossier/setInfosGarant`, () =>
        HttpResponse.json(
          {
            error: "DQE",
            content: {
              errorType: "DQE",
              key: "emailaddress1",
              id: "emailaddress1",
              defaultMessage: "L'adresse {mail} n'est pas acceptée.",
              mail: "anne@yopmail.com",
              nbGuarantor: 1,
              isSameRespLegal: false,
            },
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = await openStep3();
    const group = await chooseOneGuarantor(user);
    await fillGuarantor(user, group, { last: "Dupont", email: "anne@yopmail.com", income: "3000" });
    await user.click(screen.getByRole("button", { name: "Continuer" }));
    expect(
      await screen.findByText(
        "Garant 1 - Courriel - L'adresse anne@yopmail.com n'est pas acceptée.",
      ),
    ).toBeTruthy();
    expect(within(group).getByRole("textbox", { name: named("Courriel") })).toHaveProperty(
      "value",
      "anne@yopmail.com",
    );
  });

  it("saving: server field errors land under the guarantor's fields", async () => {
    server.use(
      http.post(`${API}/dossier/setInfosGarant`, () =>
        HttpResponse.json(
          { errors: { "guarantor.lastname": "Format incorrect*" } },
          { status: 400 },
        ),
      ),
    );
    const { user } = await openStep3();
    const group = await chooseOneGuarantor(user);
    await fillGuarantor(user, group, { last: "Dupont", email: "anne@example.fr", income: "3000" });
    await user.click(screen.getByRole("button", { name: "Continuer" }));
    await waitFor(() => expect(lastNameIn(group).getAttribute("aria-invalid")).toBe("true"));
    expect(lastNameIn(group).value).toBe("Dupont");
  });

  for (const [fault, answerWith] of [
    ["a server fault (500)", serverError],
    ["a network drop", () => HttpResponse.error()],
    ["a malformed answer", () => HttpResponse.json({ guarantees: "beaucoup" })],
  ] as const) {
    it(`loading: ${fault} says so; the retry shows the step`, async () => {
      server.use(http.get(`${API}/dossier/getInfosGarant`, answerWith));
      const { user } = await renderTunnelAt("/fr/dossier");
      await stepHeading("Votre appartement");
      const progress = screen.getByRole("navigation", { name: "Étapes de votre demande" });
      await user.click(await within(progress).findByRole("button", { name: /Profil des garants/ }));
      expect(await screen.findByText(GENERIC, {}, { timeout: 15_000 })).toBeTruthy();
      server.use(
        http.get(`${API}/dossier/getInfosGarant`, () => HttpResponse.json(guaranteeRecord())),
      );
      await user.click(screen.getByRole("button", { name: "Réessayer" }));
      expect(
        await screen.findByRole("radiogroup", { name: named("Avez-vous besoin d'un garant ?") }),
      ).toBeTruthy();
    });
  }

  it("keeps unsaved input on the device and offers it back after a reload", async () => {
    const first = await openStep3();
    const group = await chooseOneGuarantor(first.user);
    await first.user.type(within(group).getByRole("textbox", { name: named("Nom") }), "Durand");
    await waitFor(() => expect(window.localStorage.getItem("draft_step_3")).toContain("Durand"), {
      timeout: 3000,
    });
    first.unmount();
    // The reload opens the step the applicant was on.
    const again = await renderTunnelAt("/fr/dossier");
    await stepHeading("Profil des garants");
    await again.user.click(await screen.findByRole("button", { name: "Reprendre ma saisie" }));
    const restored = await screen.findByRole("group", { name: "Garant 1" });
    expect(lastNameIn(restored).value).toBe("Durand");
  });
});
