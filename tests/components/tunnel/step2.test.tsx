import { screen, waitFor, within } from "@testing-library/react";
import { delay, HttpResponse, http } from "msw";
import { describe, expect, it, vi } from "vitest";
import { renderTunnelAt } from "./renderTunnel.tsx";
import { API, answerTunnelCalls, postedTo, server, serverError } from "./tunnelApi.ts";
import { profileRecord } from "./tunnelFixtures.ts";

answerTunnelCalls();
vi.setConfig({ testTimeout: 30_000 });

const GENERIC = "Une erreur est survenue lors de la requête, veuillez réessayer plus tard";
const OFFLINE =
  "Vous êtes hors ligne : votre saisie est gardée et sera enregistrée dès le retour de la connexion.";
const stepHeading = (name: string) => screen.findByRole("heading", { level: 1, name });
/** The applicant's last name ("Nom", with its required mark), not the establishment's. */
const lastName = () =>
  screen.findByRole("textbox", { name: (name) => name.replace(/[\s*]+$/, "") === "Nom" });

/** Opens the tunnel on step 1, then Continue to step 2 with the profile record loaded. */
async function openStep2() {
  const rendered = await renderTunnelAt("/fr/dossier");
  await stepHeading("Votre appartement");
  await rendered.user.click(screen.getByRole("button", { name: "Continuer" }));
  await stepHeading("Votre profil");
  await lastName();
  return rendered;
}

type User = Awaited<ReturnType<typeof renderTunnelAt>>["user"];

async function renameAndContinue(user: User, name: string) {
  const field = await lastName();
  await user.clear(field);
  await user.type(field, name);
  await user.click(screen.getByRole("button", { name: "Continuer" }));
}

describe("step 2, Votre profil", () => {
  it("opens on the saved profile and Continue saves it, then step 3", async () => {
    const { user } = await openStep2();
    expect(await lastName()).toHaveProperty("value", "Dupont");
    await renameAndContinue(user, "Durand");
    await stepHeading("Profil des garants");
    const [saved] = postedTo("setInfosPersonnelles") as Record<string, unknown>[];
    expect(saved).toMatchObject({ id_dossier: "D-42", lastname: "Durand", firstname: "Léa" });
    // The contact the spec's save names, as the record holds it (read-only at step 2).
    expect(saved).toMatchObject({
      emailaddress1: "lea.dupont@example.fr",
      mobilephone: profileRecord().mobilephone,
    });
  });

  it("Back goes to step 1; Continue again finds what was typed", async () => {
    const { user } = await openStep2();
    const field = await lastName();
    await user.clear(field);
    await user.type(field, "Martin");
    await user.click(screen.getByRole("button", { name: "Retour" }));
    await stepHeading("Votre appartement");
    await user.click(screen.getByRole("button", { name: "Continuer" }));
    await stepHeading("Votre profil");
    expect(await lastName()).toHaveProperty("value", "Martin");
  });

  it("a failed load says so and its retry shows the form", async () => {
    // The client retries a failed GET on its own: the record fails until the server is back.
    server.use(http.get(`${API}/dossier/getInfosPersonnelles`, serverError));
    const { user } = await renderTunnelAt("/fr/dossier");
    await stepHeading("Votre appartement");
    await user.click(screen.getByRole("button", { name: "Continuer" }));
    await stepHeading("Votre profil");
    const error = await screen.findByText(GENERIC, {}, { timeout: 15_000 });
    expect(error.closest("[role=alert]")).toBeTruthy();
    server.use(
      http.get(`${API}/dossier/getInfosPersonnelles`, () => HttpResponse.json(profileRecord())),
    );
    await user.click(screen.getByRole("button", { name: "Réessayer" }));
    expect(await lastName()).toHaveProperty("value", "Dupont");
  });

  const faults: [string, () => Response, string][] = [
    ["a server fault (500)", serverError, GENERIC],
    ["a network drop", () => HttpResponse.error(), GENERIC],
    ["a malformed answer", () => HttpResponse.json({ status: 42 }), GENERIC],
    [
      "a refusal with a text (400)",
      () => HttpResponse.json({ error: "Texte du serveur" }, { status: 400 }),
      "Texte du serveur",
    ],
    [
      "a named code (400)",
      () => HttpResponse.json({ error: "dossierPasEnCreation" }, { status: 400 }),
      "Votre demande n'est plus en cours de création : elle ne peut plus être modifiée.",
    ],
  ];
  for (const [fault, answer, text] of faults) {
    it(`${fault}: the step, the message, and every value kept`, async () => {
      server.use(http.post(`${API}/dossier/setInfosPersonnelles`, answer));
      const { user } = await openStep2();
      await renameAndContinue(user, "Durand");
      expect(await screen.findByText(text)).toBeTruthy();
      expect(screen.getByRole("heading", { level: 1, name: "Votre profil" })).toBeTruthy();
      expect(await lastName()).toHaveProperty("value", "Durand");
    });
  }

  it("a save made while the device is offline says so, then saves by itself once online", async () => {
    server.use(
      http.post(`${API}/dossier/setInfosPersonnelles`, () => HttpResponse.error(), { once: true }),
    );
    const { user } = await openStep2();
    const onLine = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    await renameAndContinue(user, "Durand");
    expect(await screen.findByText(OFFLINE)).toBeTruthy();
    expect(await lastName()).toHaveProperty("value", "Durand");
    // The browser's `online` event: the save is made again without a click.
    onLine.mockRestore();
    window.dispatchEvent(new Event("online"));
    await stepHeading("Profil des garants");
    expect(screen.queryByText(OFFLINE)).toBeNull();
  });

  it("a save left unanswered times out: the generic message, every value kept", async () => {
    server.use(
      http.post(`${API}/dossier/setInfosPersonnelles`, async () => {
        await delay("infinite");
        return HttpResponse.json({});
      }),
    );
    const { user } = await openStep2();
    await renameAndContinue(user, "Durand");
    // The client gives up after its timeout (1 s in these tests, tests/components/apiClient.ts).
    expect(await screen.findByText(GENERIC, {}, { timeout: 20_000 })).toBeTruthy();
    expect(await lastName()).toHaveProperty("value", "Durand");
  });

  for (const [fault, answer] of [
    ["a network drop", () => HttpResponse.error()],
    ["a malformed answer", () => HttpResponse.json({ eft_civilite: "madame" })],
  ] as const) {
    it(`loading the profile: ${fault} says so, with a retry`, async () => {
      server.use(http.get(`${API}/dossier/getInfosPersonnelles`, answer));
      const { user } = await renderTunnelAt("/fr/dossier");
      await stepHeading("Votre appartement");
      await user.click(screen.getByRole("button", { name: "Continuer" }));
      await stepHeading("Votre profil");
      expect(await screen.findByText(GENERIC, {}, { timeout: 15_000 })).toBeTruthy();
      expect(screen.getByRole("button", { name: "Réessayer" })).toBeTruthy();
    });
  }

  /** The sponsor's email refused by the server's email-quality check (spec 8, "Saves"). */
  const emailRefusals = [
    {
      reason: "DQE",
      typed: "ana@yopmail.com",
      defaultMessage: "L'adresse {mail} n'est pas acceptée.",
      shown: "Courriel du parrain - L'adresse ana@yopmail.com n'est pas acceptée.",
    },
    {
      reason: "sameEmail",
      typed: "lea.dupont@example.fr",
      defaultMessage: "{mail} est déjà l'adresse de votre compte.",
      shown: "Courriel du parrain - lea.dupont@example.fr est déjà l'adresse de votre compte.",
    },
  ];
  for (const { reason, typed, defaultMessage, shown } of emailRefusals) {
    it(`a ${reason} refusal names the field, with the server's text and the address`, async () => {
      server.use(
        http.get(`${API}/dossier/getInfosPersonnelles`, () =>
          HttpResponse.json(
            profileRecord({ eft_source: 1, eft_parrain_nom: "Roux", eft_parrain_prenom: "Ana" }),
          ),
        ),
        http.post(`${API}/dossier/setInfosPersonnelles`, () =>
          HttpResponse.json(
            {
              error: reason,
              content: {
                errorType: reason,
                key: "eft_parrain_email",
                id: "eft_parrain_email",
                defaultMessage,
                mail: typed,
              },
            },
            { status: 400 },
          ),
        ),
      );
      const { user } = await openStep2();
      const email = await screen.findByRole("textbox", { name: /Courriel du parrain/ });
      await user.type(email, typed);
      await user.click(screen.getByRole("button", { name: "Continuer" }));
      const alert = await screen.findByText(shown);
      expect(alert.closest("[role=alert]")).toBeTruthy();
      expect(email).toHaveProperty("value", typed);
    });
  }

  it("server field errors land under their fields", async () => {
    server.use(
      http.post(`${API}/dossier/setInfosPersonnelles`, () =>
        HttpResponse.json({ errors: { lastname: "Format incorrect*" } }, { status: 400 }),
      ),
    );
    const { user } = await openStep2();
    await renameAndContinue(user, "Durand");
    const field = await lastName();
    await waitFor(() => expect(field.getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getAllByText("Format incorrect*").length).toBeGreaterThan(0);
    expect(field).toHaveProperty("value", "Durand");
  });

  it('"Reprendre plus tard" with a missing field: the summary takes focus, links to it, nothing saved', async () => {
    const { user } = await openStep2();
    const field = await lastName();
    const pageTitle = document.title;
    expect(pageTitle).toBe("Étape 2 sur 5 : Votre profil – Votre demande | Hestia Campus");
    await user.clear(field);
    await user.click(screen.getByRole("button", { name: "Reprendre plus tard" }));

    const summary = await screen.findByRole("region", {
      name: "Des informations manquent ou sont à corriger",
    });
    await waitFor(() => expect(document.activeElement).toBe(summary));
    expect(document.title).toBe(`Erreur : ${pageTitle}`);
    await user.click(within(summary).getByRole("link", { name: "Nom : Requis*" }));
    expect(document.activeElement).toBe(field);
    expect(postedTo("setInfosPersonnelles")).toEqual([]);
  });

  it("the server's field errors are summed up at the top too, once under their fields", async () => {
    server.use(
      http.post(`${API}/dossier/setInfosPersonnelles`, () =>
        HttpResponse.json({ errors: { lastname: "Format incorrect*" } }, { status: 400 }),
      ),
    );
    const { user } = await openStep2();
    await renameAndContinue(user, "Durand");
    const summary = await screen.findByRole("region", {
      name: "Des informations manquent ou sont à corriger",
    });
    await waitFor(() =>
      expect(within(summary).queryByRole("link", { name: "Nom : Format incorrect*" })).toBeTruthy(),
    );
    await waitFor(() => expect(document.activeElement).toBe(summary));
  });

  it("colocationIncorrecte opens the gender pop-up; closing it keeps the step", async () => {
    server.use(
      http.post(`${API}/dossier/setInfosPersonnelles`, () =>
        HttpResponse.json({ error: "colocationIncorrecte" }, { status: 400 }),
      ),
    );
    const { user } = await openStep2();
    await renameAndContinue(user, "Durand");
    const dialog = await screen.findByRole("alertdialog", { name: "Incompatibilité de genre" });
    // The dialog's own "Fermer" button (its corner close button has the same name).
    const closeButtons = within(dialog).getAllByRole("button", { name: "Fermer" });
    await user.click(closeButtons.at(-1) as HTMLElement);
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(await lastName()).toHaveProperty("value", "Durand");
  });

  describe("unsaved input kept on this device", () => {
    const draftKept = () => window.localStorage.getItem("draft_step_2");

    /** Types a new last name, then "reloads" (a new app on the same storage) back on step 2. */
    async function typeThenReload() {
      const first = await openStep2();
      const field = await lastName();
      await first.user.clear(field);
      await first.user.type(field, "Durand");
      await waitFor(() => expect(draftKept()).toContain("Durand"), { timeout: 3000 });
      first.unmount();
      const again = await renderTunnelAt("/fr/dossier");
      await stepHeading("Votre profil");
      expect(await lastName()).toHaveProperty("value", "Dupont");
      return again;
    }

    it("is offered back after a reload, and restored on request", async () => {
      const { user } = await typeThenReload();
      // The offer takes the focus (and so comes into view) on a page nobody has touched yet.
      const offer = await screen.findByText(/Voulez-vous reprendre votre saisie/);
      expect(document.activeElement).toBe(offer.closest('[role="status"]'));
      await user.click(await screen.findByRole("button", { name: "Reprendre ma saisie" }));
      expect(await lastName()).toHaveProperty("value", "Durand");
      expect(screen.queryByRole("button", { name: "Reprendre ma saisie" })).toBeNull();
      await user.click(screen.getByRole("button", { name: "Continuer" }));
      await stepHeading("Profil des garants");
      expect(postedTo("setInfosPersonnelles")).toMatchObject([{ lastname: "Durand" }]);
      await waitFor(() => expect(draftKept()).toBeNull());
    });

    it("is forgotten when declined; the saved profile stays", async () => {
      const { user } = await typeThenReload();
      await user.click(await screen.findByRole("button", { name: "Ignorer" }));
      expect(draftKept()).toBeNull();
      expect(await lastName()).toHaveProperty("value", "Dupont");
    });
  });
});
