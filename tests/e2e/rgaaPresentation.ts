import type { Page } from "@playwright/test";

/**
 * RGAA theme 10 criteria read on the rendered page (rgaaChecks.spec names them in the grid).
 * Each problem starts with its criterion's number.
 */

/**
 * RGAA 10.2 and 10.3 on the page as it is now: information drawn by CSS (text in `::before` /
 * `::after`, a background picture standing for an image) disappears without style sheets, and
 * CSS that reorders content (`order`, reversed flex directions) makes the unstyled page read in
 * another order than the styled one. Then every style sheet and style attribute is switched off,
 * as a user's "no style" does, and every text that was visible must still be rendered, and in
 * the same order; the styles are switched back on before returning.
 */
export function unstyledProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    // checkVisibility also knows content the browser skips (a closed <details>' answer).
    const isShown = (element: Element) =>
      element.getClientRects().length > 0 && element.checkVisibility({ visibilityProperty: true });
    const squash = (text: string) => text.replace(/\s+/g, " ").trim();

    for (const element of document.querySelectorAll("body *")) {
      if (!isShown(element)) continue;
      for (const pseudo of ["::before", "::after"]) {
        const content = getComputedStyle(element, pseudo).content;
        // `content: ""` draws a shape; quotes or counters would be words.
        if (/[\p{L}\p{N}]/u.test(content.replace(/^none$|^normal$/, "")))
          problems.push(`10.2: ${element.tagName}${pseudo} says ${content}`);
      }
      const style = getComputedStyle(element);
      if (
        style.backgroundImage.includes("url(") &&
        (element.getAttribute("role") === "img" || element.hasAttribute("aria-label"))
      )
        problems.push(`10.2: ${element.tagName} is an image drawn by CSS`);
      const parent = element.parentElement;
      const parentDisplay = parent ? getComputedStyle(parent).display : "";
      if (/flex|grid/.test(parentDisplay) && style.order !== "0" && element.textContent?.trim())
        problems.push(
          `10.3: ${element.tagName} "${squash(element.textContent).slice(0, 30)}" moved by order`,
        );
      // A term shown under its value (KeyFigures.tsx) still reads term then value unstyled, the
      // order of a description list: no information is lost.
      const isTermAndValue = [...element.children].map((child) => child.tagName).join() === "DT,DD";
      if (
        /flex/.test(style.display) &&
        style.flexDirection.endsWith("-reverse") &&
        [...element.children].filter(isShown).length > 1 &&
        !isTermAndValue
      )
        problems.push(`10.3: ${element.tagName} lays its children out in reverse`);
    }

    // The texts a sighted visitor reads now, in the document's order.
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = squash(node.textContent ?? "");
      const parent = node.parentElement;
      if (!text || !parent || !isShown(parent) || parent.closest("script, style, noscript"))
        continue;
      texts.push(text);
    }

    const sheets = [...document.styleSheets];
    for (const sheet of sheets) sheet.disabled = true;
    const styled = [...document.querySelectorAll<HTMLElement>("[style]")].map((element) => ({
      element,
      style: element.getAttribute("style") ?? "",
    }));
    for (const { element } of styled) element.removeAttribute("style");
    // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is the point here: what an unstyled page shows, not the DOM's text.
    const unstyled = squash(document.body.innerText);
    for (const sheet of sheets) sheet.disabled = false;
    // Through the style object: a Content-Security-Policy refuses a style attribute set again.
    for (const { element, style } of styled) element.style.cssText = style;

    let from = 0;
    for (const text of texts) {
      const at = unstyled.indexOf(text, from);
      if (at >= 0) {
        from = at + text.length;
      } else if (unstyled.includes(text)) {
        problems.push(`10.3: "${text.slice(0, 40)}" comes earlier without styles`);
      } else {
        problems.push(`10.2: "${text.slice(0, 40)}" is gone without styles`);
      }
    }
    return problems;
  });
}

/**
 * RGAA 10.5: where the page sets a background colour it sets the text colour too, and the other
 * way round, so a visitor's own default colours never meet the page's (light text of a dark
 * theme on the page's white field). The visitor's defaults are played by the browser's dark
 * ones (`color-scheme: dark` on every element): a colour the page declares stays, a colour left
 * to the browser changes. An element whose background stays while its text colour changes (or
 * the other way round, over a background of its own) fails; the page's root must keep both.
 */
export function colourDeclarationProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const transparent = (colour: string) =>
      colour === "rgba(0, 0, 0, 0)" || colour === "transparent";
    const elements = [
      document.documentElement,
      document.body,
      ...document.querySelectorAll("body *"),
    ].filter((element) => element.getClientRects().length > 0 && !element.closest("svg"));
    const read = () =>
      elements.map((element) => {
        const style = getComputedStyle(element);
        return { color: style.color, background: style.backgroundColor };
      });
    const page = read();
    // Through each element's style object: a Content-Security-Policy may refuse a new <style>.
    const before = elements.map((element) => {
      const style = (element as HTMLElement).style;
      const kept = {
        value: style.getPropertyValue("color-scheme"),
        priority: style.getPropertyPriority("color-scheme"),
      };
      style.setProperty("color-scheme", "dark", "important");
      return kept;
    });
    const visitor = read();
    for (const [index, element] of elements.entries()) {
      const { value, priority } = before[index] ?? { value: "", priority: "" };
      const style = (element as HTMLElement).style;
      if (value) style.setProperty("color-scheme", value, priority);
      else style.removeProperty("color-scheme");
      if (style.length === 0) element.removeAttribute("style");
    }

    const root = elements.indexOf(document.documentElement);
    const body = elements.indexOf(document.body);
    const rootBackgroundKept = [root, body].some(
      (index) =>
        index >= 0 &&
        !transparent(page[index]?.background ?? "") &&
        page[index]?.background === visitor[index]?.background,
    );
    if (!rootBackgroundKept) problems.push("10.5: the page sets no background colour");
    if (body >= 0 && page[body]?.color !== visitor[body]?.color)
      problems.push("10.5: the page sets no text colour");
    for (const [index, element] of elements.entries()) {
      const mine = page[index];
      const theirs = visitor[index];
      if (!mine || !theirs || transparent(mine.background)) continue;
      const ownBackground = mine.background === theirs.background;
      const ownColour = mine.color === theirs.color;
      if (ownBackground === ownColour) continue;
      const kind = element.getAttribute("type") ?? element.id;
      const name = `${element.tagName.toLowerCase()}${kind ? `[${kind}]` : ""} "${(element.getAttribute("aria-label") ?? element.textContent ?? "").trim().slice(0, 30)}"`;
      problems.push(
        ownBackground
          ? `10.5: ${name} sets its background colour, not its text colour`
          : `10.5: ${name} sets its text colour over the browser's background`,
      );
    }
    return problems;
  });
}

/**
 * RGAA 10.8: content hidden from sight is hidden from assistive technologies too. Text that a
 * sighted visitor cannot see (transparent, pushed off the page, or inside a collapsed box that
 * clips it) must be `display: none`, `visibility: hidden`, `hidden`, `inert` or `aria-hidden`.
 * Text hidden on purpose for screen readers only (the 1 px clipped box of `VisuallyHidden`,
 * the skip link until it has focus) is meant to be read and is left out.
 */
export function hiddenButExposedProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const isScreenReaderOnly = (element: Element) => {
      for (let node: Element | null = element; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        const box = node.getBoundingClientRect();
        if (style.clip === "rect(0px, 0px, 0px, 0px)" || style.clipPath === "inset(50%)")
          return true;
        if (box.width <= 1 && box.height <= 1 && style.overflow === "hidden") return true;
      }
      return false;
    };
    const pageWidth = document.documentElement.scrollWidth;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || !node.textContent?.trim()) continue;
      if (element.closest("script, style, noscript, [aria-hidden=true], [inert], [hidden]"))
        continue;
      if (!element.checkVisibility({ visibilityProperty: true })) continue;
      if (isScreenReaderOnly(element)) continue;
      // The skip link waits above the page until it has focus: it is meant to be read.
      const skipLink = document.querySelector("body a[href^='#']");
      if (skipLink?.contains(element)) continue;
      const box = element.getBoundingClientRect();
      const left = box.left + window.scrollX;
      let why = "";
      // Pushed off the page's left, top or right edge (below its end is where a scrolled
      // dialog's content goes: not hidden).
      if (box.right + window.scrollX <= 0 || box.bottom + window.scrollY <= 0 || left >= pageWidth)
        why = "off the page";
      for (let up: Element | null = element; up && !why; up = up.parentElement) {
        const style = getComputedStyle(up);
        if (Number(style.opacity) === 0)
          why = `transparent (${up.tagName.toLowerCase()}.${up.className.toString().split(" ")[0]})`;
        const clips = style.overflow !== "visible" || style.overflowY !== "visible";
        const upBox = up.getBoundingClientRect();
        if (clips && (upBox.height === 0 || upBox.width === 0)) why = "in a collapsed box";
      }
      if (why)
        problems.push(`10.8: "${node.textContent.trim().slice(0, 40)}" is ${why} but exposed`);
    }
    return problems;
  });
}

/**
 * RGAA 8.9: no tag used for its look alone. What such misuse leaves in a rendered page: empty
 * headings, paragraphs or list items (space made with markup), line breaks in a row, a table
 * without header cells laying out content (unless it says so with `role="presentation"`), a
 * quotation block holding no quotation (an indent).
 */
export function presentationalTagProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const isEmpty = (element: Element) =>
      !element.textContent?.trim() && !element.querySelector("img, svg, input, select, textarea");
    for (const element of document.querySelectorAll("h1, h2, h3, h4, h5, h6, p, li")) {
      if (isEmpty(element) && element.getClientRects().length > 0)
        problems.push(`8.9: an empty ${element.tagName.toLowerCase()}`);
    }
    for (const lineBreak of document.querySelectorAll("br + br"))
      problems.push(`8.9: line breaks in a row in ${lineBreak.parentElement?.tagName}`);
    for (const table of document.querySelectorAll("table:not([role=presentation])")) {
      if (!table.querySelector("th, caption")) problems.push("8.9: a table without header cells");
    }
    for (const quote of document.querySelectorAll("blockquote")) {
      if (isEmpty(quote)) problems.push("8.9: an empty blockquote");
    }
    return problems;
  });
}
