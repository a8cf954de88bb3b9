import type { Page } from "@playwright/test";

/**
 * RGAA criteria of themes 3, 6, 7 and 11 read on the page as it is now (rgaaForms.spec runs them
 * on the sample's pages, forms and dialogs). Each problem starts with its criterion's number.
 * Accessible names are computed the way browsers do for the cases the app uses: `aria-labelledby`,
 * then `aria-label`, then the `label`s of a field, then the text (images by their `alt`), without
 * what is hidden from assistive technologies.
 */

/** Link texts that say nothing of their target out of context (RGAA 6.1). */
const BARE_LINK_NAMES = [
  "ici",
  "cliquez ici",
  "lire la suite",
  "en savoir plus",
  "voir",
  "voir plus",
  "plus",
  "suite",
  "lien",
  "here",
  "click here",
  "read more",
  "learn more",
  "more",
  "see more",
  "link",
];

/** Button texts that say nothing of what the button does (RGAA 11.9). */
const BARE_BUTTON_NAMES = ["ok", "cliquez ici", "click here", "bouton", "button", "valider ici"];

/**
 * 6.1: every visible link has a name that says where it goes: none of the bare texts above, and
 * two links with the same name in the same context go to the same place (a "Voir" per card would
 * not). The context is RGAA's: the item of the parent list (a nested list, as the sitemap's
 * residences and their flats) and the heading before the link (a search result's residence).
 */
export function linkProblems(page: Page, where: string): Promise<string[]> {
  return page.evaluate(
    ({ where, bare }) => {
      const isShown = (element: Element) =>
        element.getClientRects().length > 0 && !element.closest("[aria-hidden=true], [inert]");
      const textOf = (node: Node): string => {
        if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? "";
        if (!(node instanceof Element)) return "";
        if (node.getAttribute("aria-hidden") === "true") return "";
        if (node instanceof HTMLImageElement) return node.alt;
        if (node.getAttribute("role") === "img") return node.getAttribute("aria-label") ?? "";
        return [...node.childNodes].map(textOf).join(" ");
      };
      const nameOf = (element: Element) => {
        const by = element.getAttribute("aria-labelledby");
        const raw = by
          ? by
              .split(/\s+/)
              .map((id) => textOf(document.getElementById(id) ?? document.createElement("i")))
              .join(" ")
          : (element.getAttribute("aria-label") ?? textOf(element));
        return raw.replace(/\s+/g, " ").trim();
      };
      const headings = [...document.querySelectorAll("h1, h2, h3, h4, h5, h6")];
      const contextOf = (link: Element) => {
        const parentItem = link.closest("li")?.parentElement?.closest("li");
        const itemTitle = parentItem?.querySelector("a, h1, h2, h3, h4, h5, h6")?.textContent;
        const before = headings.filter(
          (heading) => heading.compareDocumentPosition(link) & Node.DOCUMENT_POSITION_FOLLOWING,
        );
        return `${itemTitle ?? ""} | ${before.at(-1)?.textContent ?? ""}`;
      };
      const problems: string[] = [];
      const targets = new Map<string, string>();
      for (const link of document.querySelectorAll<HTMLAnchorElement>("a[href]")) {
        if (!isShown(link)) continue;
        const name = nameOf(link);
        const target = new URL(link.href, location.href);
        const href = `${target.origin}${target.pathname}${target.search}`;
        if (bare.includes(name.toLowerCase().replace(/[.…:>›»\s]+$/, ""))) {
          problems.push(`${where} 6.1: link "${name}" to ${href} says nothing of its target`);
        }
        const key = `${name.toLowerCase()} | ${contextOf(link)}`;
        const twin = targets.get(key);
        if (twin !== undefined && twin !== href) {
          problems.push(`${where} 6.1: "${name}" goes to ${twin} and to ${href}`);
        }
        targets.set(key, href);
      }
      return problems;
    },
    { where, bare: BARE_LINK_NAMES },
  );
}

/**
 * Theme 11 on every form control shown:
 * - 11.1, 11.2: a label with text (not only an `aria-label`: a label everyone sees), and the
 *   field's accessible name contains that visible label (for speech input, as WCAG 2.5.3);
 * - 11.4: the label sits next to its field (within 48 px, above or beside it). The field is the
 *   control with the parts drawn with it: the phone's country code before its number;
 * - 11.5 to 11.7: radios, and check boxes sharing a name, are in a group named by a legend or a
 *   label (`fieldset`/`legend`, or `role=radiogroup|group` with a name);
 * - 11.8: a select's groups (`optgroup`) are labelled; no disabled option stands for a group;
 * - 11.9: every button has a name that says what it does, containing its visible text;
 * - 11.10: a label marked with the asterisk belongs to a field announced as required.
 */
export function formProblems(page: Page, where: string): Promise<string[]> {
  return page.evaluate(
    ({ where, bareButtons }) => {
      const isShown = (element: Element) =>
        element.getClientRects().length > 0 && !element.closest("[aria-hidden=true], [inert]");
      const textOf = (node: Node): string => {
        if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? "";
        if (!(node instanceof Element)) return "";
        if (node.getAttribute("aria-hidden") === "true") return "";
        if (node instanceof HTMLImageElement) return node.alt;
        if (node instanceof HTMLInputElement || node instanceof HTMLSelectElement) return "";
        return [...node.childNodes].map(textOf).join(" ");
      };
      const clean = (text: string) => text.replace(/\s+/g, " ").trim();
      const visibleText = (element: Element) =>
        // biome-ignore lint/performance/useDomNodeTextContent: the text as drawn is what is checked (hidden parts left out).
        clean((element as HTMLElement).innerText ?? "");
      const byIds = (ids: string | null) =>
        (ids ?? "")
          .split(/\s+/)
          .filter(Boolean)
          .map((id) => document.getElementById(id))
          .filter((node): node is HTMLElement => node !== null);
      const problems: string[] = [];
      const controls = [
        ...document.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(
          "input:not([type=hidden]):not([type=submit]):not([type=button]), select, textarea",
        ),
      ].filter((control) => {
        // Chakra's radios and check boxes hide the native input inside their visible label.
        const shownPart = control.closest("label") ?? control;
        return isShown(shownPart) && !control.disabled;
      });
      for (const control of controls) {
        const id = control.id || control.name;
        const labelledBy = byIds(control.getAttribute("aria-labelledby"));
        const labels = [...(control.labels ?? [])];
        const label = labels[0] ?? labelledBy[0];
        if (!label) {
          problems.push(`${where} 11.1: ${control.tagName} ${id} has no visible label`);
          continue;
        }
        const shownLabel = clean(textOf(label)).replace(/\s*\*$/, "");
        if (!shownLabel) problems.push(`${where} 11.2: ${id}'s label is empty`);
        const name = clean(
          control.getAttribute("aria-label") ??
            (labelledBy.length > 0
              ? labelledBy.map(textOf).join(" ")
              : labels.map(textOf).join(" ")),
        );
        if (shownLabel && !name.toLowerCase().includes(shownLabel.toLowerCase())) {
          problems.push(`${where} 11.2: ${id}'s name "${name}" lacks its label "${shownLabel}"`);
        }
        const isChoice = control.type === "radio" || control.type === "checkbox";
        if (!isChoice && isShown(label)) {
          // The field's box: the widest ancestor of the control that does not hold its label.
          let box: Element = control;
          while (box.parentElement && !box.parentElement.contains(label)) box = box.parentElement;
          const a = label.getBoundingClientRect();
          const b = box.getBoundingClientRect();
          const gapX = Math.max(0, b.left - a.right, a.left - b.right);
          const gapY = Math.max(0, b.top - a.bottom, a.top - b.bottom);
          if (gapX > 48 || gapY > 48) {
            problems.push(
              `${where} 11.4: "${shownLabel}" is ${Math.round(Math.max(gapX, gapY))} px from its field`,
            );
          }
        }
        const marked = /\*\s*$/.test(visibleText(label));
        const required =
          control.required ||
          control.getAttribute("aria-required") === "true" ||
          control.closest("[role=radiogroup]")?.getAttribute("aria-required") === "true";
        if (marked && !required) {
          problems.push(`${where} 11.10: "${shownLabel}" shows * but is not announced required`);
        }
      }

      // 11.5 to 11.7: radios, and check boxes of one name, grouped under a name.
      const groupName = (control: Element) => {
        const fieldset = control.closest("fieldset");
        const legend = fieldset?.querySelector(":scope > legend");
        if (legend && clean(textOf(legend))) return clean(textOf(legend));
        const group = control.closest("[role=radiogroup], [role=group]");
        if (!group) return "";
        const named = byIds(group.getAttribute("aria-labelledby")).map(textOf).join(" ");
        return clean(group.getAttribute("aria-label") ?? named);
      };
      const choices = controls.filter(
        (control) =>
          control.type === "radio" ||
          (control.type === "checkbox" &&
            control.name &&
            document.querySelectorAll(`input[type=checkbox][name="${control.name}"]`).length > 1),
      );
      for (const choice of choices) {
        if (!groupName(choice)) {
          problems.push(`${where} 11.5: ${choice.type} ${choice.name} is in no named group`);
        }
      }

      // 11.8: option groups labelled; no disabled option posing as a group's title.
      for (const select of controls.filter((control) => control instanceof HTMLSelectElement)) {
        for (const group of select.querySelectorAll("optgroup")) {
          if (!group.label.trim())
            problems.push(`${where} 11.8: an optgroup of ${select.name} has no label`);
        }
        const posers = [...select.options].filter((option) => option.disabled && option.index > 0);
        if (posers.length > 0) {
          problems.push(`${where} 11.8: ${select.name} has disabled options standing for groups`);
        }
      }

      // 11.9: buttons named, their visible text in their name, no bare name.
      for (const button of document.querySelectorAll<HTMLElement>(
        "button, [role=button], input[type=submit]",
      )) {
        if (!isShown(button)) continue;
        const shown = visibleText(button);
        const labelledBy = byIds(button.getAttribute("aria-labelledby"));
        const name = clean(
          button.getAttribute("aria-label") ??
            (labelledBy.length > 0 ? labelledBy.map(textOf).join(" ") : textOf(button)) ??
            "",
        );
        if (!name)
          problems.push(`${where} 11.9: a button has no name (${button.outerHTML.slice(0, 80)})`);
        else if (bareButtons.includes(name.toLowerCase()))
          problems.push(`${where} 11.9: button "${name}"`);
        else if (
          shown &&
          /\p{L}/u.test(shown) &&
          !name.toLowerCase().includes(shown.toLowerCase())
        ) {
          problems.push(`${where} 11.9: button "${shown}" is named "${name}"`);
        }
      }
      return problems;
    },
    { where, bareButtons: BARE_BUTTON_NAMES },
  );
}

/** What a graphic's colour is read from, and what it is compared with. */
export type GraphicPart = {
  /** What it is, for the problem's text. */
  what: string;
  selector: string;
  /** The CSS property that draws it (`color` for an icon's stroke). */
  property: "color" | "borderTopColor" | "backgroundColor" | "outlineColor";
  /** Compared with its own background (an icon on a filled circle) or its parent's. */
  against: "own" | "parent";
};

/**
 * 3.3: the contrast ratio (WCAG's relative luminance) of each shown element `part` selects,
 * against the first opaque background behind it. Colours are read through a canvas, so any CSS
 * colour syntax the browser computes (rgb, oklch, color-mix) is measured the same way.
 */
export function graphicContrasts(page: Page, part: GraphicPart): Promise<number[]> {
  return page.evaluate((part) => {
    const canvas = document.createElement("canvas");
    canvas.width = 1;
    canvas.height = 1;
    const context = canvas.getContext("2d", { willReadFrequently: true });
    if (!context) return [];
    const rgba = (css: string) => {
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = css;
      context.fillRect(0, 0, 1, 1);
      return [...context.getImageData(0, 0, 1, 1).data];
    };
    const luminance = ([r, g, b]: number[]) => {
      const linear = (value = 0) => {
        const s = value / 255;
        return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
    };
    const backgroundBehind = (element: Element | null) => {
      for (let node = element; node; node = node.parentElement) {
        const colour = rgba(getComputedStyle(node).backgroundColor);
        if ((colour[3] ?? 0) > 128) return colour;
      }
      return [255, 255, 255, 255];
    };
    return [...document.querySelectorAll(part.selector)]
      .filter((element) => element.getClientRects().length > 0)
      .map((element) => {
        const drawn = rgba(getComputedStyle(element)[part.property]);
        const behind = backgroundBehind(part.against === "own" ? element : element.parentElement);
        const [light, dark] = [luminance(drawn), luminance(behind)].sort((a, b) => b - a);
        return Math.round((((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05)) * 100) / 100;
      });
  }, part);
}
