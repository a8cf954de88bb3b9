import { type Browser, expect, type Locator, type Page } from "@playwright/test";
import { tabTo } from "./keyboard.ts";
import { staffTotp } from "./staff.ts";

/** The team's demo accounts (docs/staff.md), their password the seed's. */
export const staffAccounts = {
  sales: "vente@demo.hestia.test",
  manager: "gestion@demo.hestia.test",
} as const;
const staffPassword = "Demo2026ok";

const consoleWords = {
  fr: {
    queue: "/fr/equipe",
    signIn: "Se connecter",
    validate: "Valider",
    search: "Référence, nom ou e-mail",
    searchButton: "Rechercher",
    back: "Retour à la liste des dossiers",
    check: "Vérifier et confirmer",
    confirm: "Confirmer l'envoi",
    decided: "Décision enregistrée. Le dossier est libéré.",
    holding: /^Vous examinez ce dossier jusqu'à/,
  },
  en: {
    queue: "/en/staff",
    signIn: "Sign in",
    validate: "Confirm",
    search: "Reference, name or email",
    searchButton: "Search",
    back: "Back to the list of files",
    check: "Check and confirm",
    confirm: "Confirm and send",
    decided: "Decision recorded. The file is released.",
    holding: /^You are reviewing this file until/,
  },
} as const;

/**
 * A page of its own browser context for a staff member: the console's sign-in keeps its tokens
 * in the page's memory, and no cookie of the applicant's context is shared.
 */
export async function staffPage(browser: Browser, width: number): Promise<Page> {
  const context = await browser.newContext({
    locale: "fr-FR",
    timezoneId: "Europe/Paris",
    viewport: { width, height: 900 },
  });
  return context.newPage();
}

/**
 * Signs in to the console through the provider: password, then the authenticator's code. A code
 * signs in once, so a code already spent (a retried test within the same 30 s) is typed again
 * once the next one shows. With `keyboard`, every field is reached with Tab and typed.
 */
export async function signInToConsole(
  page: Page,
  locale: "fr" | "en",
  email: string,
  { keyboard = false }: { keyboard?: boolean } = {},
) {
  const words = consoleWords[locale];
  await page.goto(words.queue);
  const main = page.getByRole("main");
  await act(page, main.getByRole("button", { name: words.signIn, exact: true }), keyboard);
  await expect(page).toHaveURL(/\/oidc\//);
  await type(page, page.locator("#email"), email, keyboard);
  await type(page, page.locator("#password"), staffPassword, keyboard);
  await act(page, page.locator("button[type=submit]"), keyboard);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const code = page.locator("#code");
    await expect(code).toBeVisible();
    await type(page, code, staffTotp(email), keyboard);
    await act(page, page.getByRole("button", { name: words.validate }), keyboard);
    const signedIn = page.getByRole("tablist");
    const refused = page.getByText(
      /^(Code incorrect ou déjà utilisé|Incorrect or already used code)/,
    );
    await expect(signedIn.or(refused)).toBeVisible();
    // The refusal stays on the provider's page; the queue may render twice as the sign-in ends.
    if (!(await refused.isVisible())) {
      await expect(signedIn).toBeVisible();
      return;
    }
    await page.waitForTimeout(30_000 - (Date.now() % 30_000) + 500);
  }
  throw new Error(`${email}: no code took`);
}

/**
 * Finds a file by its reference and opens it, from the queue or from another file's page; the
 * reviewer takes it, unless `heldByOther` (it opens read-only).
 */
export async function openFile(
  page: Page,
  locale: "fr" | "en",
  reference: string,
  { keyboard = false, heldByOther = false }: { keyboard?: boolean; heldByOther?: boolean } = {},
) {
  const words = consoleWords[locale];
  const back = page.getByRole("link", { name: words.back });
  if (await back.isVisible()) await act(page, back, keyboard);
  await type(page, page.getByRole("searchbox", { name: words.search }), reference, keyboard);
  await act(page, page.getByRole("button", { name: words.searchButton }), keyboard);
  const link = page.getByRole("link", { name: reference, exact: true });
  // The tab found the file only once its count says so; open it from the tab that lists it.
  await expect(async () => {
    if (!(await link.isVisible())) {
      for (const tab of await page.getByRole("tab").all()) {
        if (/[1-9]\d*$/.test((await tab.textContent()) ?? "")) {
          await tab.click();
          if (await link.isVisible()) break;
        }
      }
    }
    await expect(link).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await act(page, link, keyboard);
  if (!heldByOther) await expect(page.getByText(words.holding)).toBeVisible();
}

/**
 * Takes the decision named, with the reasons, note and new slot (by its place among the free
 * ones) given, then confirms it: the console says it is recorded.
 */
export async function decide(
  page: Page,
  locale: "fr" | "en",
  decision: string,
  {
    reasons = [],
    note,
    slot,
    keyboard = false,
  }: { reasons?: string[]; note?: string; slot?: number; keyboard?: boolean } = {},
) {
  const words = consoleWords[locale];
  // The panel's heading turns into the decision's name while it is drafted.
  const panel = page.locator("section[aria-labelledby=decision-heading]");
  await act(page, page.getByRole("button", { name: decision, exact: true }), keyboard);
  for (const reason of reasons) {
    const box = panel.getByRole("checkbox", { name: reason });
    if (keyboard) {
      await tabTo(page, box);
      await page.keyboard.press("Space");
    } else await box.check({ force: true });
    await expect(box).toBeChecked();
  }
  if (note !== undefined) await type(page, panel.getByRole("textbox"), note, keyboard);
  if (slot !== undefined) {
    const choice = panel.getByRole("radiogroup").getByRole("radio").nth(slot);
    if (keyboard) {
      await tabTo(page, choice);
      await page.keyboard.press("Space");
    } else await choice.check({ force: true });
    await expect(choice).toBeChecked();
  }
  await act(page, panel.getByRole("button", { name: words.check }), keyboard);
  await act(page, panel.getByRole("button", { name: words.confirm }), keyboard);
  await expect(page.getByText(words.decided)).toBeVisible();
}

async function act(page: Page, target: Locator, keyboard: boolean) {
  if (!keyboard) return target.click();
  await tabTo(page, target);
  await page.keyboard.press("Enter");
}

async function type(page: Page, field: Locator, text: string, keyboard: boolean) {
  if (!keyboard) return field.fill(text);
  await tabTo(page, field);
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type(text);
}
