import { expect, type Page } from "@playwright/test";
import { freshEmail, journeyAccount } from "./journeyAccount.ts";
import { giveAccount } from "./staff.ts";
import { devKey } from "./test.ts";

const demoPassword = "Demo2026ok";

/** Signs in through the provider's real login page (authorization code + PKCE). */
export async function signInThroughProvider(page: Page, email: string, password = demoPassword) {
  await page
    .getByRole("button", { name: /^(Se connecter|Sign in)$/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/oidc\//);
  await page.locator("#email").fill(email);
  await page.locator("#password").fill(password);
  await page.locator("button[type=submit]").click();
}

/**
 * Back signed in on the home page sign-in started from. The callback goes back to that page and
 * loads it again (src/auth/signInHistory.ts): a test that leaves it before that reload ends would
 * see its navigation interrupted, so it waits for the account menu of the reloaded page.
 */
export async function backHomeSignedIn(page: Page, locale: "fr" | "en" = "fr") {
  await expect(page).toHaveURL(locale === "fr" ? /\/fr$/ : /\/en$/);
  await expect(page.getByRole("button", { name: /^(Mon compte|My account)/ })).toBeVisible();
}

/** Every cookie and storage entry of the app's origin. */
export async function localSessionTraces(page: Page) {
  // Logout ends with redirects (provider, then the app): read once the page has settled.
  await page.waitForLoadState("networkidle");
  const cookies = (await page.context().cookies()).map((cookie) => cookie.name);
  const stored = await page.evaluate(() => Object.keys(window.localStorage));
  return { cookies, stored };
}

const signUpLabels = {
  fr: {
    create: "Créer un compte",
    submit: "Créer mon compte",
    checkInbox: "Consultez votre boîte de réception",
  },
  en: {
    create: "Create an account",
    submit: "Create my account",
    checkInbox: "Check your inbox",
  },
} as const;

/**
 * From the provider's login page, creates a fresh account (so each journey starts with no
 * application) and comes back signed in. Returns its email. An account exists only once the
 * link mailed to its address is followed: the journey reads it from the server's outbox (a dev
 * route) and opens it in the same browser, which finishes the sign-in under way.
 */
export async function signUpThroughProvider(
  page: Page,
  { civility = "woman", locale = "fr" }: { civility?: "woman" | "man"; locale?: "fr" | "en" } = {},
) {
  await page.getByRole("link", { name: signUpLabels[locale].create }).click();
  const email = await fillSignUpForm(page, { civility, locale });
  await page.goto(await confirmationLinkMailedTo(page, email));
  return email;
}

/**
 * From the provider's login page, signs in as a fresh account made at once by a fixture, as a
 * sign-up would have made it (`giveAccount`): for journeys that need a new applicant but do not
 * test the sign-up, which `provider.spec.ts`, `tunnel.spec.ts` and `pendingBooking.spec.ts` walk.
 * Returns its email.
 */
export async function signInAsNewAccount(
  page: Page,
  { civility = "woman", locale = "fr" }: { civility?: "woman" | "man"; locale?: "fr" | "en" } = {},
) {
  const email = freshEmail();
  giveAccount(email, locale, civility);
  await page.locator("#email").fill(email);
  await page.locator("#password").fill(journeyAccount.password);
  await page.locator("button[type=submit]").click();
  return email;
}

/** The password of the accounts the journeys create: spaces and symbols are accepted. */
export const signUpPassword = journeyAccount.password;

/**
 * Fills and sends the provider's sign-up form, shown, with a fresh address, and waits for "check
 * your inbox". Returns the address.
 */
export async function fillSignUpForm(
  page: Page,
  { civility = "woman", locale = "fr" }: { civility?: "woman" | "man"; locale?: "fr" | "en" } = {},
) {
  const email = freshEmail();
  const label = signUpLabels[locale];
  // Required labels end with " *", so the fields are found by their ids.
  await page.locator(`#civility-${civility}`).check();
  await page.locator("#firstname").fill(journeyAccount.firstname);
  await page.locator("#lastname").fill(journeyAccount.lastname);
  await page.locator("#email").fill(email);
  await page.locator("#birthdate").fill(journeyAccount.birthdate);
  await page.locator("#password").fill(signUpPassword);
  await page.locator("#passwordConfirm").fill(signUpPassword);
  await page.locator("#acceptTerms").check();
  await page.getByRole("button", { name: label.submit }).click();
  await expect(page.getByRole("heading", { level: 1, name: label.checkInbox })).toBeVisible();
  return email;
}

/**
 * "Se déconnecter" from the account menu: the app sends the browser to the provider's
 * end-session page, which may ask to confirm; the journey says yes and waits until it is back
 * on the app's home page. The wait for the provider's page starts before the click: the page
 * can confirm itself and leave before a wait started afterwards would see it.
 */
export async function logOutThroughProvider(page: Page, menuName: RegExp = /^Mon compte/) {
  const reachedProvider = page.waitForURL(/\/oidc\//, { timeout: 20_000 });
  await page.getByRole("button", { name: menuName }).click();
  await page.getByRole("menuitem", { name: /^(Se déconnecter|Log out)$/ }).click();
  await reachedProvider;
  const backHome = page.waitForURL(/\/(fr|en)$/, { timeout: 20_000 });
  const confirm = page.getByRole("button", { name: /^(Oui, me déconnecter|Yes, sign me out)$/ });
  const confirmed = confirm
    .waitFor({ state: "visible", timeout: 20_000 })
    .then(() => confirm.click())
    .catch(() => undefined);
  await Promise.race([backHome, confirmed]);
  await backHome;
}

/** The sign-up confirmation link the server mailed to `email` (the outbox, a dev route). */
export async function confirmationLinkMailedTo(page: Page, email: string): Promise<string> {
  const outbox = (await (
    await page.request.get("/api/dev/outbox", { headers: devKey })
  ).json()) as { recipient: string; content: string }[];
  const mail = outbox.find((entry) => entry.recipient === email);
  const link = /https?:\/\/\S+token=\S+/.exec(mail?.content ?? "")?.[0];
  if (!link) throw new Error(`no confirmation link was mailed to ${email}`);
  return link;
}
