import type { Page } from "@playwright/test";

/**
 * RGAA criteria that axe does not check, read on the page as it is now. `expectNoSeriousA11yViolations`
 * (axe.ts) runs them on every screen axe checks (public pages, tunnel steps and dialogs, the
 * provider's pages); rgaaStructure.spec adds what needs a whole page (regions, titles, reflow).
 * Each problem starts with its criterion's number.
 */
export function structureProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];

    // 1.2: an SVG that no text names is decoration, hidden from assistive technologies (on it or
    // an ancestor). Chakra's own icons (close, select and alert indicators) carry none unless told.
    for (const svg of document.querySelectorAll("svg")) {
      if (svg.closest("[aria-hidden=true]")) continue;
      if (svg.getAttribute("role") === "img" && svg.getAttribute("aria-label")) continue;
      problems.push(`1.2: ${svg.parentElement?.tagName} > svg.${svg.getAttribute("class")}`);
    }

    // 9.1: one h1, first; no level skipped on the way down (a dialog's headings come last).
    const headings = [...document.querySelectorAll("h1, h2, h3, h4, h5, h6")]
      .filter((heading) => heading.getClientRects().length > 0)
      .map((heading) => ({ level: Number(heading.tagName[1]), text: heading.textContent ?? "" }));
    if (headings.filter(({ level }) => level === 1).length !== 1) problems.push("9.1: not one h1");
    for (const [index, { level, text }] of headings.entries()) {
      const previous = headings[index - 1]?.level ?? 1;
      if (level > previous + 1) problems.push(`9.1: h${level} "${text}" after h${previous}`);
    }

    // 9.2: one main region.
    const mains = document.querySelectorAll("main, [role=main]").length;
    if (mains !== 1) problems.push(`9.2: ${mains} main regions`);

    // 10.1: presentation through style sheets only.
    const presentational = document.querySelectorAll(
      "font, center, big, blink, marquee, [align], [bgcolor], [background], [border]:not(img):not(table), [vspace], [hspace], [width]:not(img):not(svg):not(svg *):not(video):not(iframe):not(canvas):not(source), [height]:not(img):not(svg):not(svg *):not(video):not(iframe):not(canvas):not(source)",
    ).length;
    if (presentational > 0) problems.push(`10.1: ${presentational} presentational markup`);

    // 12.8: no positive tab index reorders the keyboard's path.
    const positive = [...document.querySelectorAll<HTMLElement>("[tabindex]")].filter(
      (node) => node.tabIndex > 0,
    ).length;
    if (positive > 0) problems.push(`12.8: ${positive} positive tabindex`);
    return problems;
  });
}
