/**
 * RGAA criteria checked on the code of every public page of the sample, in French and English
 * (docs/accessibility/rgaa-audit.md names this spec in each row it settles). Each check reads the
 * rendered page as an assistive technology would meet it; what stays a judgement (is this title
 * relevant?) is written in the grid with the date it was read.
 */
import type { Page } from "@playwright/test";
import { structureProblems } from "./rgaa.ts";
import { type Locale, publicPages } from "./routePages.ts";
import { signInThroughProvider } from "./signIn.ts";
import { expect, test } from "./test.ts";
import { reachStep1 } from "./tunnelJourney.ts";

/** RGAA 9.2, 12.6 and 12.7: header and footer, navigations named, the skip link first. */
const landmarkCounts = (page: Page) =>
  page.evaluate(() => ({
    banner: document.querySelectorAll("body > * header, body > header, [role=banner]").length,
    contentinfo: document.querySelectorAll("footer, [role=contentinfo]").length,
    unnamedNavs: [...document.querySelectorAll("nav")].filter(
      (nav) => !nav.getAttribute("aria-label") && !nav.getAttribute("aria-labelledby"),
    ).length,
    skipLinkTarget: document.querySelector<HTMLAnchorElement>("a[href^='#']")?.hash ?? "",
  }));

/** RGAA 10.11 and 10.4: the page scrolls sideways by this many pixels (0 is right). */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** WCAG 1.4.12's figures, as the RGAA's 10.12 methodology applies them. */
const TEXT_SPACING_CSS = `* {
  line-height: 1.5 !important; letter-spacing: 0.12em !important;
  word-spacing: 0.16em !important;
}
p { margin-bottom: 2em !important; }`;

/**
 * Text cut off: an element whose own text overflows a box that hides it. Visually hidden text
 * (1 px clip for screen readers) and text truncated on purpose with a full name elsewhere
 * (`title`, `aria-label`, on it or its control) are not cut-off content.
 */
const clippedTexts = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("body *")]
      .filter((element) => {
        const style = getComputedStyle(element);
        if (style.overflow === "visible" && style.overflowY === "visible") return false;
        if (element.clientWidth <= 1 || element.clientHeight <= 1) return false;
        if (element.title || element.getAttribute("aria-label")) return false;
        // Cut with an ellipsis on purpose where its control's name says it whole (the account
        // button on a phone: AccountButtonText.tsx).
        const whole = element.textContent?.trim() ?? "";
        if (element.closest("[aria-label]")?.getAttribute("aria-label")?.includes(whole))
          return false;
        if (style.overflowY === "auto" || style.overflowY === "scroll") return false;
        // A card's excerpt is clamped to a few lines on purpose; the card links to the page
        // that shows it whole (WCAG's Understanding 1.4.12 accepts truncation with the full
        // text one link away).
        if (
          style.webkitLineClamp !== "none" &&
          element.closest("article")?.querySelector("a[href]")
        )
          return false;
        const ownText = [...element.childNodes].some(
          (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
        );
        return (
          ownText &&
          (element.scrollHeight > element.clientHeight + 2 ||
            element.scrollWidth > element.clientWidth + 2)
        );
      })
      .map((element) => `${element.tagName} "${element.textContent?.trim().slice(0, 40)}"`),
  );

/**
 * RGAA 10.11, 10.4 and 10.12 on the page as it is now: at 320 px wide; with text at 200 % (every
 * size of the theme is in rem, so doubling the root's font size is a text-only zoom); with
 * WCAG 1.4.12's text spacing. Nothing may scroll sideways or be cut off. The page is left as
 * it was found, at 1280 px.
 */
async function reflowProblems(page: Page, where: string): Promise<string[]> {
  const problems: string[] = [];
  const settle = () => page.evaluate(() => new Promise(requestAnimationFrame));
  await page.setViewportSize({ width: 320, height: 640 });
  await settle();
  const at320 = await sidewaysOverflow(page);
  if (at320 > 0) problems.push(`${where} 10.11: ${at320} px sideways at 320 px`);

  await page.setViewportSize({ width: 1280, height: 800 });
  const zoom = await page.addStyleTag({ content: "html { font-size: 200% !important; }" });
  await settle();
  const zoomed = await sidewaysOverflow(page);
  if (zoomed > 0) problems.push(`${where} 10.4: ${zoomed} px sideways at 200 %`);
  for (const text of await clippedTexts(page)) problems.push(`${where} 10.4: cut off ${text}`);
  await zoom.evaluate((style) => (style as HTMLStyleElement).remove());

  await page.setViewportSize({ width: 390, height: 844 });
  const spacing = await page.addStyleTag({ content: TEXT_SPACING_CSS });
  await settle();
  const spaced = await sidewaysOverflow(page);
  if (spaced > 0) problems.push(`${where} 10.12: ${spaced} px sideways`);
  for (const text of await clippedTexts(page)) problems.push(`${where} 10.12: cut off ${text}`);
  await spacing.evaluate((style) => (style as HTMLStyleElement).remove());
  await page.setViewportSize({ width: 1280, height: 800 });
  return problems;
}

/**
 * RGAA 10.7: Tab through the page's first controls; each shows that it has focus, by a ring on
 * it or on the card around it (:focus-within, linkedCard.ts). Tab inside a date field moves
 * between its parts, which the browser highlights.
 */
async function focusProblems(page: Page, where: string, presses = 25): Promise<string[]> {
  const problems: string[] = [];
  for (let press = 0; press < presses; press += 1) {
    await page.keyboard.press("Tab");
    const unseen = await page.evaluate(() => {
      const focused = document.activeElement as HTMLElement | null;
      if (!focused || focused === document.body) return "";
      const hasRing = (element: Element) => {
        const style = getComputedStyle(element);
        return (
          (style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) > 0) ||
          style.boxShadow !== "none"
        );
      };
      let ringed = false;
      for (let element: Element | null = focused, up = 0; element && up < 4; up += 1) {
        ringed ||= hasRing(element);
        element = element.parentElement;
      }
      if (ringed || focused.matches("input[type=date]")) return "";
      return `${focused.tagName} "${(focused.getAttribute("aria-label") ?? focused.textContent ?? "").trim().slice(0, 30)}"`;
    });
    if (unseen) problems.push(`${where} 10.7: no visible focus on ${unseen}`);
  }
  return problems;
}

for (const locale of ["fr", "en"] as const satisfies Locale[]) {
  test.describe(`RGAA structure of the public pages (${locale})`, () => {
    test.describe.configure({ timeout: 300_000 });

    test("images, headings, regions, titles, presentation, tab order (1.2, 8.6, 9.1, 9.2, 10.1, 12.6, 12.8)", async ({
      page,
    }) => {
      const problems: string[] = [];
      const titles = new Map<string, string>();
      for (const path of publicPages[locale]) {
        await page.goto(path);
        for (const problem of await structureProblems(page)) problems.push(`${path} ${problem}`);
        const regions = await landmarkCounts(page);
        if (regions.banner < 1) problems.push(`${path} 9.2: no header`);
        if (regions.contentinfo < 1) problems.push(`${path} 9.2: no footer`);
        if (regions.unnamedNavs > 0)
          problems.push(`${path} 12.6: ${regions.unnamedNavs} nav unnamed`);
        if (regions.skipLinkTarget !== "#main")
          problems.push(`${path} 12.7: first link is not the skip link`);
        const title = await page.title();
        if (!/^\S.* \| Hestia Campus$/.test(title)) problems.push(`${path} 8.6: title "${title}"`);
        const twin = titles.get(title);
        if (twin) problems.push(`${path} 8.6: same title as ${twin}`);
        titles.set(title, path);
      }
      expect(problems).toEqual([]);
    });

    test("reflow at 320 px, text at 200 %, text spacing: nothing scrolls sideways or is cut off (10.4, 10.11, 10.12)", async ({
      page,
    }) => {
      const problems: string[] = [];
      for (const path of publicPages[locale]) {
        await page.goto(path);
        problems.push(...(await reflowProblems(page, path)));
      }
      expect(problems).toEqual([]);
    });

    test("no keyboard trap: Tab goes from the skip link to the page's last control (12.9)", async ({
      page,
    }) => {
      const problems: string[] = [];
      for (const path of publicPages[locale]) {
        await page.goto(path);
        const last = await page.evaluate(() => {
          const tabbable = [
            ...document.querySelectorAll<HTMLElement>(
              "a[href], button:not([disabled]), input:not([disabled]):not([type=hidden]), select:not([disabled]), textarea:not([disabled]), [tabindex]",
            ),
          ].filter((node) => node.tabIndex >= 0 && node.getClientRects().length > 0);
          tabbable.at(-1)?.setAttribute("data-last-control", "");
          return tabbable.length;
        });
        let reached = false;
        // A date field takes three presses (day, month, year); a trap never reaches the end.
        for (let press = 0; press < last + 10 && !reached; press += 1) {
          await page.keyboard.press("Tab");
          reached = await page.evaluate(
            () => document.activeElement?.hasAttribute("data-last-control") ?? false,
          );
        }
        if (!reached) problems.push(`${path} 12.9: Tab never reached the last of ${last} controls`);
      }
      expect(problems).toEqual([]);
    });

    test("choosing a city or a date changes no page until the search is sent (7.4)", async ({
      page,
    }) => {
      await page.goto(`/${locale}`);
      const form = page.getByRole("search").first();
      const before = page.url();
      await form.getByRole("combobox").first().selectOption({ index: 2 });
      await form.locator("input[type=date]").fill("2027-09-01");
      await page.waitForTimeout(500);
      expect(page.url()).toBe(before);
      await form.getByRole("button").last().click();
      await expect(page).not.toHaveURL(before);
    });

    test("every control that takes focus shows it (10.7)", async ({ page }) => {
      const problems: string[] = [];
      for (const path of publicPages[locale].slice(0, 4)) {
        await page.goto(path);
        problems.push(...(await focusProblems(page, path)));
      }
      expect(problems).toEqual([]);
    });
  });
}

const tunnelWords = {
  fr: {
    // A flat type no other spec books (tunnelJourney.ts says why).
    flat: "/fr/logements/residence-etudiante-paris-batignolles/studio",
    steps: "Étapes de votre demande",
    headings: ["Votre appartement", "Votre profil", "Profil des garants", "Vos documents"],
  },
  en: {
    flat: "/en/accomodation/student-residence-paris-batignolles/studio",
    steps: "Steps of your application",
    headings: ["Your flat", "Your profile", "Guarantors' profile", "Your documents"],
  },
} as const;

for (const locale of ["fr", "en"] as const satisfies Locale[]) {
  test(`RGAA on the tunnel (${locale}): steps 1 to 4 and step 5's analysis, titled by step, reflowed, focus shown (8.6, 10.4, 10.7, 10.11, 10.12)`, async ({
    page,
  }) => {
    test.setTimeout(300_000);
    const w = tunnelWords[locale];
    const problems: string[] = [];
    await page.setViewportSize({ width: 1280, height: 800 });
    await reachStep1(page, locale, w.flat);
    for (const [index, heading] of w.headings.entries()) {
      if (index > 0) {
        await page
          .getByRole("navigation", { name: w.steps })
          .getByRole("button", { name: new RegExp(heading) })
          .click();
      }
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      const step = `step ${index + 1}`;
      await expect(page).toHaveTitle(new RegExp(`${index + 1}.*${heading}`));
      problems.push(...(await reflowProblems(page, step)));
      await page.locator("h1").focus();
      problems.push(...(await focusProblems(page, step, 15)));
    }

    // Step 5: an application under review (a demo account of the seed).
    await page.context().clearCookies();
    await page.goto(`/${locale}`);
    await signInThroughProvider(page, "examen@demo.hestia.test");
    await page.goto(locale === "fr" ? "/fr/dossier" : "/en/application");
    await expect(page).toHaveTitle(/5/);
    problems.push(...(await reflowProblems(page, "step 5")));
    expect(problems).toEqual([]);
  });
}
