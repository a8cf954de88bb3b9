/**
 * RGAA criteria 8.2, 8.7, 8.9, 10.2, 10.3, 10.5, 10.8, 12.3, 12.5 and 12.11 on the sample's pages,
 * in French and English (docs/accessibility/rgaa-audit.md names this spec in each row it
 * settles). The public pages are read as the server sends them and as the app renders them;
 * the tunnel's steps as the app renders them.
 */
import type { Page } from "@playwright/test";
import { routeTable } from "../../src/routes/table.ts";
import { animationsSettled } from "./axe.ts";
import { htmlErrors } from "./htmlValidity.ts";
import {
  colourDeclarationProblems,
  hiddenButExposedProblems,
  presentationalTagProblems,
  unstyledProblems,
} from "./rgaaPresentation.ts";
import { type Locale, publicPages } from "./routePages.ts";
import { signInThroughProvider } from "./signIn.ts";
import { expect, test } from "./test.ts";
import { reachStep1 } from "./tunnelJourney.ts";

/** Every check of this spec that reads the page as it is now. */
async function pageProblems(page: Page, where: string): Promise<string[]> {
  await animationsSettled(page);
  // Styles switched off and on last: switching them on again replays the page's animations.
  const problems = [
    ...(await htmlErrors(await page.content())).map((error) => `8.2: ${error}`),
    ...(await presentationalTagProblems(page)),
    ...(await colourDeclarationProblems(page)),
    ...(await hiddenButExposedProblems(page)),
    ...(await unstyledProblems(page)),
  ];

  return problems.map((problem) => `${where} ${problem}`);
}

/** RGAA 8.7: the parts of a page in the other language say so (`lang`), at least its switcher. */
const otherLanguageMarks = (page: Page, other: Locale) =>
  page.evaluate(
    (language) =>
      [...document.querySelectorAll(`[lang=${language}]`)]
        .filter((element) => element !== document.documentElement)
        .map((element) => element.textContent?.trim() ?? ""),
    other,
  );

/** A route of the table as a pattern its addresses match (`$alias` is any one segment). */
const routePattern = (path: string) =>
  new RegExp(
    `^${path
      .replace(/\{-\$\w+\}/g, "[^/]*")
      .replace(/\{\$\w+\}/g, "[^/]+")
      .replace(/\$\w+/g, "[^/]+")}$`,
  );

/**
 * Routes a site map does not list: the sign-in callback, the error pages, the search results
 * (an answer to a search, reached from the search form of 12.5) and the applicant's own pages,
 * which need an account (the header's account menu leads to them).
 */
const notInSiteMap = new Set([
  // An alert is a notice of the moment, reached from the banner that announces it.
  "alertDetails",
  "signInCallback",
  // The residence team's console: staff only.
  "staffQueue",
  "staffFile",
  "staffSignInCallback",
  "notFound",
  "error",
  "searchResult",
  "dossier",
  "profile",
]);

for (const locale of ["fr", "en"] as const satisfies Locale[]) {
  const other: Locale = locale === "fr" ? "en" : "fr";

  test.describe(`RGAA checks of the public pages (${locale})`, () => {
    test.describe.configure({ timeout: 300_000 });

    test("valid HTML from the server and once rendered; other language marked; no tag for looks; styles off; colours; hidden content (8.2, 8.7, 8.9, 10.2, 10.3, 10.5, 10.8)", async ({
      page,
      request,
    }) => {
      const problems: string[] = [];
      for (const path of publicPages[locale]) {
        const served = await (await request.get(path)).text();
        for (const error of await htmlErrors(served)) problems.push(`${path} served 8.2: ${error}`);
        await page.goto(path);
        problems.push(...(await pageProblems(page, path)));
        const marks = await otherLanguageMarks(page, other);
        // The switcher's code and the language's name, and only those: the rest of its name is
        // in the page's language.
        const otherName = other === "en" ? "English" : "Français";
        if (!marks.includes(other.toUpperCase()) || !marks.includes(otherName))
          problems.push(`${path} 8.7: the language switcher's words are not marked`);
        if (marks.some((mark) => /langue|language/.test(mark)))
          problems.push(`${path} 8.7: the page's own words are marked as the other language`);
      }
      expect(problems).toEqual([]);
    });

    test("the site map lists every page of the route table (12.3)", async ({ page }) => {
      await page.goto(routeTable.sitemap[locale]);
      const hrefs = await page
        .getByRole("main")
        .getByRole("link")
        .evaluateAll((links) =>
          links.map((link) => new URL((link as HTMLAnchorElement).href).pathname),
        );
      const missing = Object.entries(routeTable)
        .filter(([name]) => !notInSiteMap.has(name))
        .filter(([, paths]) => !hrefs.some((href) => routePattern(paths[locale]).test(href)))
        .map(([name]) => name);
      expect(missing).toEqual([]);
      // Every link of the map leads to a page that exists.
      for (const href of new Set(hrefs)) {
        const answer = await page.request.get(href);
        expect(answer.status(), href).toBe(200);
      }
    });

    test("the flat search is reached the same way wherever it is offered (12.5)", async ({
      page,
    }) => {
      const withSearch = [
        routeTable.homepage[locale],
        publicPages[locale].find((path) => routePattern(routeTable.city[locale]).test(path)),
        publicPages[locale].find((path) =>
          routePattern(routeTable.searchResult[locale]).test(path.split("?")[0] ?? ""),
        ),
      ];
      const shapes: string[] = [];
      for (const path of withSearch) {
        await page.goto(path ?? "");
        const search = page.getByRole("main").getByRole("search").first();
        await expect(search, `${path}`).toBeVisible();
        // The same form (its name and fields), at the same place: the first search region of the
        // page's content, under its title, before the content's sections (h2).
        const shape = await page.evaluate(() => {
          const main = document.querySelector("main");
          const form = main?.querySelector("[role=search]");
          if (!main || !form) return "none";
          const labels = [...form.querySelectorAll("label")].map((label) => label.textContent);
          // No section of the page's content before it (the heading of its own box aside).
          const atTop = ![...main.querySelectorAll("h2")].some(
            (heading) =>
              !form.parentElement?.contains(heading) &&
              Boolean(heading.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING),
          );
          return `${form.getAttribute("aria-label")}: ${labels.join(", ")}; at the top: ${atTop}`;
        });
        shapes.push(shape);
      }
      expect(shapes[0]).toMatch(/: .+, .+; at the top: true$/);
      expect(new Set(shapes).size, shapes.join(" | ")).toBe(1);
    });

    test("content shown on activation is reached by keyboard and closed with Escape (10.8, 12.11)", async ({
      page,
    }) => {
      // The FAQ's answers: a closed answer is hidden from screen readers too.
      await page.goto(routeTable.faq[locale]);
      const question = page.getByRole("main").locator("button[aria-expanded]").first();
      const answerId = (await question.getAttribute("aria-controls")) ?? "";
      const answer = page.locator(`[id="${answerId}"]`);
      await expect(question).toHaveAttribute("aria-expanded", "false");
      expect(await page.getByRole("main").ariaSnapshot()).not.toContain(
        ((await answer.textContent()) ?? "").trim().slice(0, 30) || "no answer text",
      );
      await question.focus();
      await page.keyboard.press("Enter");
      await expect(question).toHaveAttribute("aria-expanded", "true");
      await expect(answer).toBeVisible();
      await page.keyboard.press("Enter");
      await expect(answer).toBeHidden();

      // The menu of a phone: opened from the keyboard, focus inside, Escape closes it and gives
      // focus back; closed, none of its links is exposed.
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(routeTable.homepage[locale]);
      expect(await page.getByRole("dialog").count()).toBe(0);
      const burger = page.getByRole("button", {
        name: locale === "fr" ? "Ouvrir le menu" : "Open the menu",
      });
      await burger.focus();
      await page.keyboard.press("Enter");
      const menu = page.getByRole("dialog");
      await expect(menu).toBeVisible();
      await expect(menu.locator(":focus")).toHaveCount(1);
      await page.keyboard.press("Tab");
      await expect(menu.locator(":focus")).toHaveCount(1);
      await page.keyboard.press("Escape");
      await expect(menu).toHaveCount(0);
      await expect(burger).toBeFocused();
    });

    test("the account menu opens from the keyboard, its items reached by arrows, Escape closes it (10.8, 12.11)", async ({
      page,
    }) => {
      await page.goto(routeTable.homepage[locale]);
      await signInThroughProvider(page, "nouveau@demo.hestia.test");
      const account = page.getByRole("button", { name: /^(Mon compte|My account)/ });
      await expect(account).toBeVisible();
      await expect(page.getByRole("menu")).toBeHidden();
      expect(await page.locator("body").ariaSnapshot()).not.toContain("menuitem");
      await account.focus();
      await page.keyboard.press("Enter");
      const menu = page.getByRole("menu");
      await expect(menu).toBeVisible();
      // The menu takes focus; arrows move its highlight from item to item (aria-activedescendant),
      // as ARIA's menu pattern does.
      await expect(menu).toBeFocused();
      const items = menu.getByRole("menuitem");
      for (const index of [0, 1]) {
        await page.keyboard.press("ArrowDown");
        const id = (await items.nth(index).getAttribute("id")) ?? "";
        await expect(items.nth(index)).toHaveAttribute("data-highlighted", "");
        await expect(menu).toHaveAttribute("aria-activedescendant", id);
      }
      await page.keyboard.press("Escape");
      await expect(menu).toBeHidden();
      await expect(account).toBeFocused();
    });
  });
}

test("RGAA checks of the tunnel and the profile: steps 1 to 4, step 5's payment and analysis, valid and readable without styles (8.2, 8.9, 10.2, 10.3, 10.5, 10.8)", async ({
  page,
}) => {
  test.setTimeout(300_000);
  const problems: string[] = [];
  // A flat type no other spec books (tunnelJourney.ts says why): Tolbiac's women's room (202);
  // Bastide's T2 is the handover's and the live follow-up's.
  await reachStep1(
    page,
    "fr",
    "/fr/logements/residence-etudiante-paris-tolbiac/chambre-colocation-femmes",
  );
  const headings = ["Votre appartement", "Votre profil", "Profil des garants", "Vos documents"];
  for (const [index, heading] of headings.entries()) {
    if (index > 0) {
      await page
        .getByRole("navigation", { name: "Étapes de votre demande" })
        .getByRole("button", { name: new RegExp(heading) })
        .click();
    }
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    problems.push(...(await pageProblems(page, `step ${index + 1}`)));
  }

  // Step 5 with the lease offered: an accepted application of the seed, payment due.
  await page.context().clearCookies();
  await page.goto("/fr");
  await signInThroughProvider(page, "accepte@demo.hestia.test");
  await page.goto("/fr/dossier");
  await expect(page.getByRole("button", { name: "Télécharger le bail (PDF)" })).toBeVisible();
  problems.push(...(await pageProblems(page, "step 5 payment")));
  await page.goto("/fr/mon-profil");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  problems.push(...(await pageProblems(page, "profile")));

  // Step 5's analysis: an application under review (another demo account of the seed).
  await page.context().clearCookies();
  await page.goto("/fr");
  await signInThroughProvider(page, "examen@demo.hestia.test");
  await page.goto("/fr/dossier");
  await expect(page).toHaveTitle(/Étape 5/);
  problems.push(...(await pageProblems(page, "step 5 analysis")));
  expect(problems).toEqual([]);
});

test("the contact dialog and the provider's sign-in and sign-up pages: valid, readable without styles (8.2, 8.9, 10.2, 10.3, 10.5, 10.8)", async ({
  page,
}) => {
  const problems: string[] = [];
  await page.goto("/fr");
  await page.getByRole("button", { name: "Nous contacter" }).click();
  // Read once it has faded in, as a sighted visitor sees it.
  await expect(page.getByRole("dialog")).toHaveCSS("opacity", "1");
  problems.push(...(await pageProblems(page, "contact dialog")));
  // With its error summary shown, "Erreur : " in the page's one title.
  await page.getByRole("dialog").getByRole("button", { name: "Envoyer" }).click();
  await expect(page).toHaveTitle(/^Erreur : /);
  for (const error of await htmlErrors(await page.content()))
    problems.push(`contact dialog with errors 8.2: ${error}`);
  await page.keyboard.press("Escape");

  await page.getByRole("button", { name: "Se connecter" }).first().click();
  await expect(page).toHaveURL(/\/oidc\//);
  problems.push(...(await pageProblems(page, "sign-in")));
  await page.getByRole("link", { name: "Créer un compte" }).click();
  await expect(page.locator("#passwordConfirm")).toBeVisible();
  problems.push(...(await pageProblems(page, "sign-up")));
  expect(problems).toEqual([]);
});

test("the checks find what they look for, on a page given each fault (8.2, 8.9, 10.2, 10.3, 10.5, 10.8)", async ({
  page,
}) => {
  // A page of its own (the app's Content-Security-Policy rightly refuses injected markup).
  await page.setContent(`<!doctype html>
    <html lang="fr"><head><title>Fautes</title>
    <style>
      body { color: #111; background: #fff; }
      .drawn::before { content: "Nouveau"; }
      .reversed { display: flex; flex-direction: row-reverse; }
      .filled { background-color: #fafafa; }
      .folded { height: 0; overflow: hidden; }
    </style></head>
    <body><main>
      <p class="drawn">Un texte</p>
      <div class="reversed"><span>Premier</span><span>Second</span></div>
      <button type="button" class="filled">Fond sans couleur</button>
      <div class="folded"><p>Réponse repliée</p></div>
      <ul><div>Hors liste</div></ul>
      <p></p>
      <p>Ligne<br><br>Autre ligne</p>
    </main></body></html>`);
  const problems = await pageProblems(page, "faults");
  const found = (pattern: RegExp) => problems.some((problem) => pattern.test(problem));
  expect(found(/8\.2: element-permitted-content/)).toBe(true);
  expect(found(/10\.2: P::before says "Nouveau"/)).toBe(true);
  expect(found(/10\.3: DIV lays its children out in reverse/)).toBe(true);
  expect(found(/10\.5: button\[button\] "Fond sans couleur" sets its background colour/)).toBe(
    true,
  );
  expect(found(/10\.8: "Réponse repliée" is in a collapsed box/)).toBe(true);
  expect(found(/8\.9: an empty p/)).toBe(true);
  expect(found(/8\.9: line breaks in a row in P/)).toBe(true);
});
