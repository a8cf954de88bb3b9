import { expectNoSeriousA11yViolations } from "./axe.ts";
import { tabTo } from "./keyboard.ts";
import { expect, test } from "./test.ts";
import { byLabel, reachStep2 } from "./tunnelJourney.ts";

/** A day `years` years before today, as the date input takes it (YYYY-MM-DD). */
function yearsAgo(years: number): string {
  const day = new Date();
  day.setFullYear(day.getFullYear() - years);
  return day.toISOString().slice(0, 10);
}

test.describe("tunnel step 2, Votre profil", () => {
  test("a student fills it with the address search, trips a rule, saves, and finds it again", async ({
    page,
  }) => {
    await reachStep2(page, "fr", "/fr/logements/residence-etudiante-bordeaux-talence/studio");
    await expect(page.getByRole("heading", { level: 1, name: "Votre profil" })).toBeFocused();
    await expectNoSeriousA11yViolations(page, "tunnel step 2");

    // A required field left empty says so once touched, and Continue does not leave the step.
    const firstname = byLabel(page, "Prénom");
    await firstname.fill("");
    await firstname.blur();
    await expect(page.getByText("Requis*").first()).toBeVisible();
    await firstname.fill("Camille");

    await byLabel(page, "Ville de naissance").fill("Lyon");
    const address = page.getByRole("combobox", { name: /^Adresse/ });
    await address.fill("rue de Rivoli");
    await expect(page.getByRole("option", { name: /10 rue de Rivoli/ })).toBeVisible();
    await address.press("ArrowDown");
    await address.press("Enter");
    await expect(address).toHaveValue("10 rue de Rivoli");
    await expect(byLabel(page, "Code postal")).toHaveValue("75004");
    await expect(byLabel(page, "Ville")).toHaveValue("Paris");

    await page.getByRole("radio", { name: "Étudiant(e)" }).check({ force: true });
    await expect(byLabel(page, "Nom de l'établissement")).toBeVisible();
    await byLabel(page, "Nom de l'établissement").fill("Sorbonne Université");

    await page.getByRole("button", { name: "Continuer" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Profil des garants" })).toBeVisible();

    await page.reload();
    await page.getByRole("button", { name: "Retour" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Votre profil" })).toBeVisible();
    await expect(byLabel(page, "Ville de naissance")).toHaveValue("Lyon");
    await expect(page.getByRole("combobox", { name: /^Adresse/ })).toHaveValue("10 rue de Rivoli");
    await expect(byLabel(page, "Nom de l'établissement")).toHaveValue("Sorbonne Université");
  });

  test("in English: a young professional sees the employer; a minor the guardian, gone at 20", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await reachStep2(page, "en", "/en/accomodation/student-residence-bordeaux-talence/studio");
    await expect(page.getByRole("heading", { level: 1, name: "Your profile" })).toBeVisible();

    await page.getByRole("radio", { name: "Young professional" }).check({ force: true });
    await expect(byLabel(page, "Employer's name")).toBeVisible();

    const birthDate = byLabel(page, "Date of birth");
    await birthDate.fill(yearsAgo(17));
    await expect(page.getByText("Your legal guardian", { exact: true })).toBeVisible();
    await byLabel(page, "Legal guardian's last name").fill("Essai");
    await expectNoSeriousA11yViolations(page, "tunnel step 2, minor, phone width");
    await birthDate.fill(yearsAgo(20));
    await expect(page.getByText("Your legal guardian", { exact: true })).toBeHidden();
  });

  test("by keyboard alone at 1024 px: the situation chosen, Continue pressed, step 3", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1024, height: 768 });
    await reachStep2(page, "fr", "/fr/logements/residence-etudiante-bordeaux-chartrons/studio");
    await expect(page.getByRole("heading", { level: 1, name: "Votre profil" })).toBeFocused();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, "no sideways scrolling at 1024 px").toBeLessThanOrEqual(0);
    const student = page.getByRole("radio", { name: "Étudiant(e)" });
    await tabTo(page, student);
    await page.keyboard.press("Space");
    await expect(student).toBeChecked();
    await tabTo(page, byLabel(page, "Nom de l'établissement"));
    await page.keyboard.type("Université de Bordeaux");
    await tabTo(page, page.getByRole("button", { name: "Continuer" }));
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 1, name: "Profil des garants" })).toBeFocused();
  });

  test("each rule says its message: required, name format, date, email format, 'by' when other", async ({
    page,
  }) => {
    await reachStep2(page, "fr", "/fr/logements/residence-etudiante-bordeaux-chartrons/t1-bis");
    // The rules across fields are checked once the required choices are made.
    await page.getByRole("radio", { name: "Étudiant(e)" }).check({ force: true });
    const firstname = byLabel(page, "Prénom");
    await firstname.fill("");
    await firstname.blur();
    await expect(page.getByText("Requis*").first()).toBeVisible();
    await firstname.fill("Camille2");
    await expect(page.getByText("Format incorrect*").first()).toBeVisible();
    await firstname.fill("Camille");

    const birthDate = byLabel(page, "Date de naissance");
    await birthDate.fill("2099-01-01");
    await page.getByRole("button", { name: "Continuer" }).click();
    await expect(page.getByText("Date incorrecte*").first()).toBeVisible();
    await birthDate.fill("2004-05-17");

    const source = page.getByRole("combobox", { name: /Vous avez connu/ });
    await source.selectOption({ label: "Autre" });
    await page.getByRole("button", { name: "Continuer" }).click();
    await expect(byLabel(page, "Précisez")).toBeVisible();
    await expect(page.getByText("Requis*").first()).toBeVisible();

    await source.selectOption({ label: "Parrainage" });
    const sponsorEmail = byLabel(page, "Courriel du parrain");
    await sponsorEmail.fill("pas-un-courriel");
    await sponsorEmail.blur();
    await expect(page.getByText("Format du courriel incorrect").first()).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Votre profil" })).toBeVisible();
  });
});

test.describe("tunnel step 2 in two tabs", () => {
  test("a save from a tab that loaded an older version is refused, then reloaded with what it typed kept", async ({
    page: laptop,
    context,
  }) => {
    await reachStep2(laptop, "fr", "/fr/logements/residence-etudiante-lille-vauban/t1-bis");
    await byLabel(laptop, "Ville de naissance").fill("Lyon");
    const address = laptop.getByRole("combobox", { name: /^Adresse/ });
    await address.fill("rue de Rivoli");
    await laptop.getByRole("option", { name: /10 rue de Rivoli/ }).click();
    await laptop.getByRole("radio", { name: "Étudiant(e)" }).check({ force: true });
    await byLabel(laptop, "Nom de l'établissement").fill("Sorbonne Université");
    await laptop.getByRole("button", { name: "Continuer" }).click();
    await expect(
      laptop.getByRole("heading", { level: 1, name: "Profil des garants" }),
    ).toBeVisible();

    // The phone opens the same application and goes back to step 2, as saved.
    const phone = await context.newPage();
    await phone.goto("/fr/dossier");
    await phone.getByRole("button", { name: "Retour" }).click();
    await expect(phone.getByRole("heading", { level: 1, name: "Votre profil" })).toBeVisible();
    await expect(byLabel(phone, "Ville de naissance")).toHaveValue("Lyon");

    // The laptop changes the birth town and saves first.
    await laptop.getByRole("button", { name: "Retour" }).click();
    await byLabel(laptop, "Ville de naissance").fill("Marseille");
    await laptop.getByRole("button", { name: "Continuer" }).click();
    await expect(
      laptop.getByRole("heading", { level: 1, name: "Profil des garants" }),
    ).toBeVisible();

    // The phone changes the first name: its save, based on the older version, is refused.
    await byLabel(phone, "Prénom").fill("Camille-Anne");
    await phone.getByRole("button", { name: "Continuer" }).click();
    await expect(
      phone.getByText(
        "Votre dossier a été modifié dans un autre onglet ou sur un autre appareil : rien n'a été enregistré ici.",
      ),
    ).toBeVisible();
    await expect(phone.getByRole("heading", { level: 1, name: "Votre profil" })).toBeVisible();
    await expectNoSeriousA11yViolations(phone, "tunnel step 2, changed elsewhere");

    await phone.getByRole("button", { name: "Recharger l'étape en gardant ma saisie" }).click();
    await expect(
      phone.getByText(
        "La dernière version de l'étape est chargée, avec ce que vous avez saisi ici : vérifiez puis continuez.",
      ),
    ).toBeVisible();
    await expect(byLabel(phone, "Ville de naissance"), "the laptop's change").toHaveValue(
      "Marseille",
    );
    await expect(byLabel(phone, "Prénom"), "what the phone typed").toHaveValue("Camille-Anne");
    await phone.getByRole("button", { name: "Continuer" }).click();
    await expect(
      phone.getByRole("heading", { level: 1, name: "Profil des garants" }),
    ).toBeVisible();

    // Both changes are kept.
    await laptop.reload();
    await laptop.getByRole("button", { name: "Retour" }).click();
    await expect(byLabel(laptop, "Prénom")).toHaveValue("Camille-Anne");
    await expect(byLabel(laptop, "Ville de naissance")).toHaveValue("Marseille");
  });
});
