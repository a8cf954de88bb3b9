import { signUpThroughProvider } from "./signIn.ts";
import { expect, test } from "./test.ts";

/**
 * With Playwright's default click, a tunnel "Continuer" was said to wait
 * about 30 s, as if the click started a document navigation that never commits (Playwright
 * waits for a navigation a click starts). Moving between steps must stay inside the app: no
 * document request, no frame navigation but the step's own address, no `beforeunload`.
 */
test("Continuer and Retour move between steps without starting a document navigation", async ({
  page,
}) => {
  await page.goto("/fr/logements/residence-etudiante-marseille-vieux-port/studio");
  await page.getByRole("radio").first().check({ force: true });
  await page.getByRole("button", { name: "Réserver ce logement" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Se connecter" }).click();
  await signUpThroughProvider(page);
  await expect(page.getByRole("heading", { level: 1, name: "Votre appartement" })).toBeVisible();

  const navigations: string[] = [];
  page.on("request", (request) => {
    if (request.isNavigationRequest()) navigations.push(`request ${request.url()}`);
  });
  // Each step has its own address: the history API changes it in the same document,
  // which Playwright reports as a frame navigation too. Any other address would be a real one.
  const stepAddress = /\/fr\/dossier\/(?:logement|profil)$/;
  page.on("framenavigated", (frame) => {
    if (!stepAddress.test(frame.url())) navigations.push(`navigated ${frame.url()}`);
  });
  await page.evaluate(() =>
    window.addEventListener("beforeunload", () => console.error("beforeunload during a step move")),
  );
  page.on("console", (message) => {
    if (message.text().startsWith("beforeunload")) navigations.push(message.text());
  });

  await page.getByRole("button", { name: "Continuer" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Votre profil" })).toBeFocused();
  await page.getByRole("button", { name: "Retour" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Votre appartement" })).toBeVisible();
  expect(navigations).toEqual([]);
});
