import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { verifyPassword } from "../../../server/domain/passwords.ts";
import { findUserById } from "../../../server/domain/users.ts";
import { changesSavedMessage } from "../../../src/features/profile/ProfileSectionForm.tsx";
import { browserI18n } from "../../../src/i18n/i18n.ts";
import { describedText } from "../providers.tsx";
import {
  answerFirst,
  answerWithTheRealServer,
  DEMO_PASSWORD,
  DEMO_USER,
  database,
  holdAnswers,
  http,
  internalError,
  renderProfileAt,
} from "./renderProfile.tsx";

vi.setConfig({ testTimeout: 20_000 });
answerWithTheRealServer();

const SAVED = "Vos modifications ont été enregistrées";
const CONFIRMATION_SENT =
  "Nous avons envoyé un message à la nouvelle adresse. Suivez le lien qu'il contient dans les 24 heures : votre adresse changera alors.";
const GENERIC = "Une erreur est survenue lors de la requête, veuillez réessayer plus tard";
const PASSWORD_RULE =
  "Le mot de passe doit contenir au moins 8 caractères, dont une minuscule, une majuscule et un chiffre ; les espaces, les symboles et les lettres accentuées sont acceptés.";

beforeEach(() => {
  // A French browser: the phone input's guessed country is France.
  vi.spyOn(navigator, "languages", "get").mockReturnValue(["fr-FR", "fr"]);
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** The account as the server holds it now. */
const savedAccount = () => {
  const user = findUserById(database(), DEMO_USER);
  if (!user) throw new Error("the demo account is missing");
  return user;
};

/** The profile page of the signed-in demo applicant, once its forms show. */
async function openProfile(path = "/fr/mon-profil") {
  const rendered = await renderProfileAt(path, { signedInAs: DEMO_USER });
  await screen.findByRole("form", { name: "Adresse de courriel" });
  return { ...rendered, user: userEvent.setup() };
}

const section = (name: string) => within(screen.getByRole("form", { name }));

describe("without a signed-in account", () => {
  it("explains that sign-in is needed and starts it, coming back to the profile", async () => {
    const { signInRequests } = await renderProfileAt("/fr/mon-profil");
    const main = within(await screen.findByRole("main"));
    expect(
      await main.findByText("Connectez-vous pour consulter et modifier votre profil."),
    ).toBeTruthy();
    expect(screen.queryByRole("form", { name: "Adresse de courriel" })).toBeNull();

    await userEvent.setup().click(main.getByRole("button", { name: "Se connecter" }));
    await waitFor(() => expect(signInRequests).toHaveLength(1));
    expect(signInRequests[0]?.returnTo).toBe("/fr/mon-profil");
  });

  it("asks to sign in when the server refuses the stored token", async () => {
    await renderProfileAt("/fr/mon-profil", { signedInAs: "deleted-account" });
    const main = within(await screen.findByRole("main"));
    expect(
      await main.findByText("Connectez-vous pour consulter et modifier votre profil."),
    ).toBeTruthy();
  });
});

describe("with a signed-in account", () => {
  it("waits for the session found at load, then shows the account as saved", async () => {
    // As on a reload: the session is still checking the token when the page loads.
    const answerTokenCheck = holdAnswers("post", "*/api/ac_campus/okta/checkTokenValidity");
    await renderProfileAt("/fr/mon-profil", { signedInAs: DEMO_USER });
    // The route waits for the session's check (its `beforeLoad`): no sign-in prompt meanwhile.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(
      screen.queryByText("Connectez-vous pour consulter et modifier votre profil."),
    ).toBeNull();
    answerTokenCheck();
    const form = within(await screen.findByRole("form", { name: "Adresse de courriel" }));
    const email = form.getByLabelText(/^Courriel/);
    expect((email as HTMLInputElement).value).toBe("nouveau@demo.hestia.test");
    for (const name of [
      "Mot de passe",
      "Numéro de téléphone",
      "Langue",
      "Préférences de communication",
    ]) {
      expect(screen.getByRole("form", { name })).toBeTruthy();
    }
    expect(
      (section("Langue").getByRole("radio", { name: "Français" }) as HTMLInputElement).checked,
    ).toBe(true);
  });

  it("asks to confirm a new email by mail: the address stays until its link is followed", async () => {
    const { user } = await openProfile();
    const form = section("Adresse de courriel");
    const email = form.getByLabelText(/^Courriel/) as HTMLInputElement;
    await user.clear(email);
    await user.type(email, "Lea.Martin@Example.FR");
    const password = form.getByLabelText(/^Mot de passe actuel/) as HTMLInputElement;
    await user.type(password, "Demo2026ok");
    await user.click(form.getByRole("button", { name: "Enregistrer" }));

    expect(await form.findByText(CONFIRMATION_SENT)).toBeTruthy();
    expect(form.queryByText(SAVED)).toBeNull();
    // Nothing changed yet: the form shows the account's address, as the server still holds it.
    expect(email.value).toBe("nouveau@demo.hestia.test");
    expect(savedAccount().email).toBe("nouveau@demo.hestia.test");
    // The password is not kept once the change is asked.
    expect(password.value).toBe("");
    // Typing again: the confirmation no longer applies.
    await user.type(email, "x");
    expect(form.getByRole("status").textContent).toBe("");
  });

  it("says the same for an address that already has an account (its owner gets a mail)", async () => {
    const { user } = await openProfile();
    const form = section("Adresse de courriel");
    const email = form.getByLabelText(/^Courriel/) as HTMLInputElement;
    await user.clear(email);
    await user.type(email, "examen@demo.hestia.test");
    await user.type(form.getByLabelText(/^Mot de passe actuel/), "Demo2026ok");
    await user.click(form.getByRole("button", { name: "Enregistrer" }));

    expect(await form.findByText(CONFIRMATION_SENT)).toBeTruthy();
    expect(describedText(email)).toBeUndefined();
    expect(savedAccount().email).toBe("nouveau@demo.hestia.test");
  });

  it("shows the server's refusal of an address under the field, keeping it", async () => {
    const { user } = await openProfile();
    const form = section("Adresse de courriel");
    const email = form.getByLabelText(/^Courriel/) as HTMLInputElement;
    await user.clear(email);
    await user.type(email, "lea@yopmail.com");
    await user.type(form.getByLabelText(/^Mot de passe actuel/), "Demo2026ok");
    await user.click(form.getByRole("button", { name: "Enregistrer" }));

    await waitFor(() =>
      expect(describedText(email)).toBe(
        "Les adresses de courriel temporaires ne sont pas acceptées.",
      ),
    );
    expect(email.value).toBe("lea@yopmail.com");
    expect(form.getByRole("status").textContent).toBe("");
    // Typing another address drops the server's message.
    await user.type(email, "x");
    expect(describedText(email)).toBeUndefined();
  });

  it("refuses an email change with a wrong current password, under that field, keeping both", async () => {
    const { user } = await openProfile();
    const form = section("Adresse de courriel");
    const email = form.getByLabelText(/^Courriel/) as HTMLInputElement;
    await user.clear(email);
    await user.type(email, "lea.martin@example.fr");
    const password = form.getByLabelText(/^Mot de passe actuel/) as HTMLInputElement;
    await user.type(password, "Wrong2026ok");
    await user.click(form.getByRole("button", { name: "Enregistrer" }));

    await waitFor(() =>
      expect(describedText(password)).toBe("Le mot de passe actuel est incorrect."),
    );
    expect(email.value).toBe("lea.martin@example.fr");
    expect(password.value).toBe("Wrong2026ok");
    expect(savedAccount().email).toBe("nouveau@demo.hestia.test");
  });

  it("tells password managers what each field holds, and lets them paste", async () => {
    await openProfile();
    const autocomplete = (form: string, label: RegExp) =>
      section(form).getByLabelText(label).getAttribute("autocomplete");
    expect(autocomplete("Adresse de courriel", /^Courriel/)).toBe("email");
    expect(autocomplete("Adresse de courriel", /^Mot de passe actuel/)).toBe("current-password");
    expect(autocomplete("Mot de passe", /^Mot de passe actuel/)).toBe("current-password");
    expect(autocomplete("Mot de passe", /^Nouveau mot de passe/)).toBe("new-password");
    expect(autocomplete("Mot de passe", /^Confirmation/)).toBe("new-password");
    for (const field of document.querySelectorAll('input[type="password"]')) {
      expect(field.getAttribute("maxlength")).toBeNull();
      expect(field.getAttribute("onpaste")).toBeNull();
    }
  });

  it("shows the password rule once the new password is touched with abc", async () => {
    const { user } = await openProfile();
    const form = section("Mot de passe");
    const newPassword = form.getByLabelText(/^Nouveau mot de passe/);
    expect(newPassword.getAttribute("aria-invalid")).toBeNull();
    await user.type(newPassword, "abc");
    await user.tab();
    expect(newPassword.getAttribute("aria-invalid")).toBe("true");
    expect(describedText(newPassword)).toBe(PASSWORD_RULE);
  });

  it("shows a wrong current password under its field and keeps what was typed", async () => {
    const { user } = await openProfile();
    const form = section("Mot de passe");
    const oldPassword = form.getByLabelText(/^Mot de passe actuel/) as HTMLInputElement;
    const newPassword = form.getByLabelText(/^Nouveau mot de passe/) as HTMLInputElement;
    const confirmation = form.getByLabelText(/^Confirmation/) as HTMLInputElement;
    await user.type(oldPassword, "Wrong2026ok");
    await user.type(newPassword, "Nouveau2026");
    await user.type(confirmation, "Nouveau2026");
    await user.click(form.getByRole("button", { name: "Enregistrer" }));

    await waitFor(() =>
      expect(describedText(oldPassword)).toBe("Le mot de passe actuel est incorrect."),
    );
    expect([oldPassword.value, newPassword.value, confirmation.value]).toEqual([
      "Wrong2026ok",
      "Nouveau2026",
      "Nouveau2026",
    ]);
    expect(describedText(newPassword)).toBeUndefined();
    expect(await verifyPassword(DEMO_PASSWORD, savedAccount().password_hash)).toBe(true);
  });

  it("refuses the current password as the new one, under the new password", async () => {
    const { user } = await openProfile();
    const form = section("Mot de passe");
    const newPassword = form.getByLabelText(/^Nouveau mot de passe/);
    await user.type(form.getByLabelText(/^Mot de passe actuel/), DEMO_PASSWORD);
    await user.type(newPassword, DEMO_PASSWORD);
    await user.type(form.getByLabelText(/^Confirmation/), DEMO_PASSWORD);
    await user.click(form.getByRole("button", { name: "Enregistrer" }));

    await waitFor(() =>
      expect(describedText(newPassword)).toBe(
        "Ce mot de passe a déjà été utilisé récemment, choisissez-en un autre.",
      ),
    );
  });

  it("refuses a common password under the new password, keeping what was typed", async () => {
    const { user } = await openProfile();
    const form = section("Mot de passe");
    const newPassword = form.getByLabelText(/^Nouveau mot de passe/) as HTMLInputElement;
    await user.type(form.getByLabelText(/^Mot de passe actuel/), DEMO_PASSWORD);
    await user.type(newPassword, "Password1");
    await user.type(form.getByLabelText(/^Confirmation/), "Password1");
    await user.click(form.getByRole("button", { name: "Enregistrer" }));

    await waitFor(() =>
      expect(describedText(newPassword)).toBe(
        "Ce mot de passe est trop courant ou a déjà circulé après une fuite de données : choisissez-en un autre.",
      ),
    );
    expect(newPassword.value).toBe("Password1");
    expect(await verifyPassword(DEMO_PASSWORD, savedAccount().password_hash)).toBe(true);
  });

  it("takes a new password with symbols, spaces and accented letters, pasted", async () => {
    const { user } = await openProfile();
    const form = section("Mot de passe");
    const chosen = "Été à Paris #2026 !";
    await user.type(form.getByLabelText(/^Mot de passe actuel/), DEMO_PASSWORD);
    await user.click(form.getByLabelText(/^Nouveau mot de passe/));
    await user.paste(chosen);
    await user.click(form.getByLabelText(/^Confirmation/));
    await user.paste(chosen);
    await user.click(form.getByRole("button", { name: "Enregistrer" }));

    expect(await form.findByText(SAVED)).toBeTruthy();
    expect(await verifyPassword(chosen, savedAccount().password_hash)).toBe(true);
  });

  it("sums up a section's errors at its top with focus, each a link to its field, with 'Erreur : ' in the title until they are fixed", async () => {
    const { user } = await openProfile();
    const pageTitle = document.title;
    expect(pageTitle).toMatch(/\| Hestia Campus$/);
    const form = section("Mot de passe");
    const oldPassword = form.getByLabelText(/^Mot de passe actuel/) as HTMLInputElement;
    await user.click(form.getByRole("button", { name: "Enregistrer" }));

    const summary = await form.findByRole("region", {
      name: "Des informations manquent ou sont à corriger",
    });
    await waitFor(() => expect(document.activeElement).toBe(summary));
    expect(
      within(summary)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual([
      "Mot de passe actuel : Requis*",
      "Nouveau mot de passe : Requis*",
      "Confirmation du nouveau mot de passe : Requis*",
    ]);
    // The spec's message stays beside its field too.
    expect(describedText(oldPassword)).toBe("Requis*");
    expect(document.title).toBe(`Erreur : ${pageTitle}`);
    await user.click(within(summary).getByRole("link", { name: "Mot de passe actuel : Requis*" }));
    expect(document.activeElement).toBe(oldPassword);

    // The server's refusal, placed under its field after the submit, is summed up as well.
    await user.type(oldPassword, "Wrong2026ok");
    await user.type(form.getByLabelText(/^Nouveau mot de passe/), "Nouveau2026");
    await user.type(form.getByLabelText(/^Confirmation/), "Nouveau2026");
    await user.click(form.getByRole("button", { name: "Enregistrer" }));
    await waitFor(() =>
      expect(
        within(summary)
          .getAllByRole("link")
          .map((link) => link.textContent),
      ).toEqual(["Mot de passe actuel : Le mot de passe actuel est incorrect."]),
    );
    await waitFor(() => expect(document.activeElement).toBe(summary));
    expect(document.title).toBe(`Erreur : ${pageTitle}`);

    // A save without errors hides the summary and gives the page its title back.
    await user.clear(oldPassword);
    await user.type(oldPassword, DEMO_PASSWORD);
    await user.click(form.getByRole("button", { name: "Enregistrer" }));
    expect(await form.findByText(SAVED)).toBeTruthy();
    expect(form.queryByRole("region")).toBeNull();
    expect(document.title).toBe(pageTitle);
  });

  it("changes the password, confirms it and empties the fields", async () => {
    const { user } = await openProfile();
    const form = section("Mot de passe");
    const fields = [
      form.getByLabelText(/^Mot de passe actuel/),
      form.getByLabelText(/^Nouveau mot de passe/),
      form.getByLabelText(/^Confirmation/),
    ] as HTMLInputElement[];
    await user.type(fields[0] as HTMLInputElement, DEMO_PASSWORD);
    await user.type(fields[1] as HTMLInputElement, "Nouveau2026");
    await user.type(fields[2] as HTMLInputElement, "Nouveau2026");
    await user.click(form.getByRole("button", { name: "Enregistrer" }));

    expect(await form.findByText(SAVED)).toBeTruthy();
    expect(fields.map((field) => field.value)).toEqual(["", "", ""]);
    expect(await verifyPassword("Nouveau2026", savedAccount().password_hash)).toBe(true);
  });

  it("saves the phone as the server stores it", async () => {
    const { user } = await openProfile();
    const form = section("Numéro de téléphone");
    const phone = form.getByLabelText(/^Téléphone/) as HTMLInputElement;
    await user.clear(phone);
    await user.type(phone, "07 98 76 54 32");
    await user.click(form.getByRole("button", { name: "Enregistrer" }));

    expect(await form.findByText(SAVED)).toBeTruthy();
    expect(savedAccount().phone).toBe("+33798765432");
  });

  it("keeps the typed phone and shows the generic message when the server fails", async () => {
    answerFirst(http.post("*/api/ac_campus/utilisateur/updatePhone", internalError));
    const { user } = await openProfile();
    const form = section("Numéro de téléphone");
    const phone = form.getByLabelText(/^Téléphone/) as HTMLInputElement;
    const before = savedAccount().phone;
    await user.clear(phone);
    await user.type(phone, "07 98 76 54 32");
    await user.click(form.getByRole("button", { name: "Enregistrer" }));

    expect((await form.findByRole("alert")).textContent).toBe(GENERIC);
    expect(phone.value).toBe("07 98 76 54 32");
    expect(form.queryByText(SAVED)).toBeNull();
    expect(savedAccount().phone).toBe(before);
  });

  it("saves the language without switching the interface when not asked to", async () => {
    const { user, router } = await openProfile();
    const form = section("Langue");
    await user.click(form.getByRole("radio", { name: "Anglais" }));
    await user.click(
      form.getByRole("checkbox", { name: "Afficher aussi le site dans cette langue" }),
    );
    await user.click(form.getByRole("button", { name: "Enregistrer" }));

    expect(await form.findByText(SAVED)).toBeTruthy();
    expect(savedAccount().language).toBe("en");
    expect(router.state.location.pathname).toBe("/fr/mon-profil");
  });

  it("saves the language and opens the profile in it, confirming the save there", async () => {
    const { user, router } = await openProfile();
    const frenchPage = screen.getByRole("form", { name: "Langue" });
    const form = within(frenchPage);
    await user.click(form.getByRole("radio", { name: "Anglais" }));
    await user.click(form.getByRole("button", { name: "Enregistrer" }));

    await waitFor(() => expect(router.state.location.pathname).toBe("/en/my-profile"));
    expect(savedAccount().language).toBe("en");
    await waitFor(() => expect(frenchPage.isConnected).toBe(false));
    // The new page confirms the save in its own language (whatever the catalogue holds).
    const english = (await screen.findAllByRole("radio")).find(
      (radio) => (radio as HTMLInputElement).value === "en",
    ) as HTMLInputElement;
    const language = within(english.closest("form") as HTMLElement);
    expect(english.checked).toBe(true);
    expect(language.getByRole("status").textContent).toBe(browserI18n._(changesSavedMessage));
  });

  it("saves the consents as toggled, and shows them again after a reload", async () => {
    const { user, unmount } = await openProfile();
    const form = section("Préférences de communication");
    const boxes = () =>
      section("Préférences de communication").getAllByRole("checkbox") as HTMLInputElement[];
    const before = boxes().map((box) => box.checked);
    expect(before).toEqual(consentsOf(savedAccount()));
    // The product's news by email, the group's by SMS.
    await user.click(
      form.getByRole("checkbox", {
        name: "Recevoir par courriel les actualités et les offres de Hestia Campus",
      }),
    );
    await user.click(
      form.getByRole("checkbox", {
        name: "Recevoir par SMS les actualités et les offres des autres marques du groupe",
      }),
    );
    await user.click(form.getByRole("button", { name: "Enregistrer" }));

    expect(await form.findByText(SAVED)).toBeTruthy();
    const expected = [!before[0], before[1], before[2], !before[3]];
    expect(consentsOf(savedAccount())).toEqual(expected);

    unmount();
    await openProfile();
    expect(boxes().map((box) => box.checked)).toEqual(expected);
  });
});

/** The four consents in the form's order: product email and SMS, group email and SMS. */
function consentsOf(account: ReturnType<typeof savedAccount>): boolean[] {
  return [
    account.has_accepted_email,
    account.has_accepted_sms,
    account.has_accepted_email_group,
    account.has_accepted_sms_group,
  ].map((flag) => flag === 1);
}
