/** Steps of the tunnel's journeys that several specs share. */
import { signUpThroughProvider } from "./signIn.ts";
import { expect, type Page } from "./test.ts";

/** Books the first free bed of a flat type as a new account, then goes on to step 2. */
export async function reachStep2(page: Page, locale: "fr" | "en", path: string) {
  const words =
    locale === "fr"
      ? { book: "Réserver ce logement", signIn: "Se connecter", next: "Continuer" }
      : { book: "Book this flat", signIn: "Sign in", next: "Continue" };
  await page.goto(path);
  await page.getByRole("radio").first().check({ force: true });
  await page.getByRole("button", { name: words.book }).click();
  await page.getByRole("dialog").getByRole("button", { name: words.signIn }).click();
  await expect(page).toHaveURL(/\/oidc\//);
  await signUpThroughProvider(page, { locale });
  await page.getByRole("button", { name: words.next }).click();
}

/** A text field by its accessible name (the required mark is not part of it). */
export const byLabel = (page: Page, label: string) =>
  page.getByRole("textbox", { name: label, exact: true });
