import { expectNoSeriousA11yViolations } from "./axe.ts";
import { devKey, expect, type Locator, type Page, test } from "./test.ts";

/** Chakra's radios hide their input under a drawn control: the click goes to the input. */
async function choose(radio: Locator) {
  await radio.dispatchEvent("click");
  await expect(radio).toBeChecked();
}

async function openContactDialog(page: Page, buttonName: string) {
  await page.getByRole("button", { name: buttonName }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe("contact form", () => {
  test("each rule is tripped once, then the message reaches the server's outbox (fr)", async ({
    page,
    request,
  }) => {
    await page.goto("/fr");
    const dialog = await openContactDialog(page, "Nous contacter");
    await expect(dialog.getByText("* champs obligatoires")).toBeVisible();

    // Nothing is said before a field is touched.
    await expect(dialog.getByText("Requis*")).toHaveCount(0);
    await dialog.getByRole("textbox", { name: "Nom", exact: true }).focus();
    await dialog.getByRole("textbox", { name: "Nom", exact: true }).blur();
    await expect(dialog.getByText("Requis*").first()).toBeVisible();

    await dialog.getByRole("textbox", { name: "Nom", exact: true }).fill("Dupont3");
    await dialog.getByRole("textbox", { name: "Nom", exact: true }).blur();
    await expect(dialog.getByText("Format incorrect*")).toBeVisible();
    await dialog.getByRole("textbox", { name: "Nom", exact: true }).fill("Dupont");

    await dialog.getByRole("textbox", { name: "Courriel", exact: true }).fill("camille@");
    await dialog.getByRole("textbox", { name: "Courriel", exact: true }).blur();
    await expect(dialog.getByText("Format du courriel incorrect")).toBeVisible();
    await dialog
      .getByRole("textbox", { name: "Courriel", exact: true })
      .fill("camille.dupont@example.org");

    await dialog.getByRole("textbox", { name: "Téléphone", exact: true }).fill("061234");
    await dialog.getByRole("textbox", { name: "Téléphone", exact: true }).blur();
    await expect(dialog.getByText("Numéro de téléphone invalide")).toBeVisible();
    await dialog.getByRole("textbox", { name: "Téléphone", exact: true }).fill("0612345678");

    await choose(dialog.getByRole("radio", { name: "Madame" }));
    await dialog.getByRole("textbox", { name: "Prénom", exact: true }).fill("Camille");
    await choose(dialog.getByRole("radio", { name: /l'équipe/ }));
    await choose(dialog.getByRole("radio", { name: "Presse" }));
    await dialog
      .getByRole("textbox", { name: "Message", exact: true })
      .fill("Bonjour, je prépare un article sur le logement étudiant à Lyon.");
    await expectNoSeriousA11yViolations(page, "contact dialog");
    await dialog.getByRole("button", { name: "Envoyer" }).click();

    await expect(
      dialog.getByRole("heading", { name: "Votre message a bien été envoyé" }),
    ).toBeVisible();
    const outbox = (await (
      await request.get("/api/dev/outbox", { headers: devKey })
    ).json()) as Array<Record<string, string>>;
    const sent = outbox.find((mail) => mail.content?.includes("article sur le logement étudiant"));
    expect(sent).toMatchObject({ destinataire: "contactYF", type_contact: "presse" });
    await dialog.getByRole("button", { name: "Terminer" }).click();
    await expect(dialog).toBeHidden();
  });

  test("writes to a residence in English", async ({ page, request }) => {
    await page.goto("/en");
    const dialog = await openContactDialog(page, "Contact us");
    await choose(dialog.getByRole("radio", { name: "Mr" }));
    await dialog.getByRole("textbox", { name: "Last name", exact: true }).fill("Martin");
    await dialog.getByRole("textbox", { name: "First name", exact: true }).fill("Léo");
    await dialog
      .getByRole("textbox", { name: "Email", exact: true })
      .fill("leo.martin@example.org");
    await dialog.getByRole("textbox", { name: "Phone", exact: true }).fill("0698765432");
    const residence = dialog.getByRole("combobox", { name: "Residence" });
    await expect(residence.locator("option")).not.toHaveCount(1);
    await residence.selectOption({ index: 1 });
    await dialog
      .getByRole("textbox", { name: "Message", exact: true })
      .fill("Is a studio available in September?");
    await dialog.getByRole("button", { name: "Send" }).click();
    await expect(dialog.getByRole("heading", { name: "Your message has been sent" })).toBeVisible();
    const outbox = (await (
      await request.get("/api/dev/outbox", { headers: devKey })
    ).json()) as Array<Record<string, string>>;
    expect(outbox.some((mail) => mail.content?.includes("studio available in September"))).toBe(
      true,
    );
  });
});
