import createDOMPurify, { type DOMPurify } from "dompurify";
import type { Locale } from "../../config/index.ts";
import { hrefOfRouteLink } from "./routeHref.ts";

/**
 * What server-provided HTML may hold: text structure, links, pictures and tables. No h1 (the
 * page has its own), no style or class (the page styles content), no forms, frames or scripts.
 */
const ALLOWED_TAGS = [
  "p",
  "br",
  "hr",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "strong",
  "b",
  "em",
  "i",
  "u",
  "s",
  "small",
  "sub",
  "sup",
  "mark",
  "abbr",
  "span",
  "time",
  "blockquote",
  "q",
  "cite",
  "code",
  "pre",
  "ul",
  "ol",
  "li",
  "dl",
  "dt",
  "dd",
  "a",
  "img",
  "figure",
  "figcaption",
  "table",
  "caption",
  "thead",
  "tbody",
  "tfoot",
  "tr",
  "th",
  "td",
];

const ALLOWED_ATTR = [
  "href",
  "hreflang",
  "target",
  "rel",
  "title",
  "src",
  "alt",
  "width",
  "height",
  "datetime",
  "colspan",
  "rowspan",
  "scope",
  "lang",
  "dir",
];

let purifier: DOMPurify | undefined;
let sanitizingWindow: Parameters<typeof createDOMPurify>[0] | undefined;

/**
 * Server rendering has no browser window: the server gives one (jsdom's) so pages render the
 * same sanitised HTML there as in the browser.
 */
export function setSanitizingWindow(window: Parameters<typeof createDOMPurify>[0]): void {
  sanitizingWindow = window;
  purifier = undefined;
}
/** The page's language while a sanitise call runs (hooks are global to the purifier). */
let activeLocale: Locale = "fr";

function setUpPurifier(): DOMPurify {
  const instance = createDOMPurify(sanitizingWindow ?? window);
  // `route:faq` is how content names a page of the site; it becomes that page's path in the
  // reader's language before the URL check, which would otherwise drop the unknown scheme.
  instance.addHook("uponSanitizeAttribute", (_node, data) => {
    if (data.attrName !== "href" || !data.attrValue.trim().startsWith("route:")) return;
    const href = hrefOfRouteLink(data.attrValue, activeLocale);
    if (href) data.attrValue = href;
    else data.keepAttr = false;
  });
  instance.addHook("afterSanitizeAttributes", (node) => {
    if (node.tagName === "A") {
      const target = node.getAttribute("target");
      if (target !== null && target !== "_blank") node.removeAttribute("target");
      // A new tab must not get a handle on this page (reverse tabnabbing) nor our URL.
      if (target === "_blank") node.setAttribute("rel", "noopener noreferrer");
      else node.removeAttribute("rel");
    }
    if (node.tagName === "IMG") {
      node.setAttribute("loading", "lazy");
      node.setAttribute("decoding", "async");
      if (!node.hasAttribute("alt")) node.setAttribute("alt", "");
    }
  });
  return instance;
}

/**
 * Server HTML made safe to render: a safe subset of tags and attributes, scripts and event
 * handlers removed, `javascript:` URLs dropped, new-tab links isolated, and links written
 * `route:name?param=value` resolved to the page's path in `locale`. Links already written as
 * paths (`/fr/...`) are kept as they are.
 */
export function sanitizeHtml(html: string, locale: Locale): string {
  if (!html) return "";
  purifier ??= setUpPurifier();
  activeLocale = locale;
  return purifier.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  });
}
