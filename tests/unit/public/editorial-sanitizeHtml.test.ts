// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { sanitizeHtml } from "../../../src/features/html/sanitizeHtml.ts";

/** The sanitised HTML as a DOM, to assert on elements rather than on exact markup. */
function parse(html: string, locale: "fr" | "en" = "fr"): HTMLElement {
  const root = document.createElement("div");
  root.innerHTML = sanitizeHtml(html, locale);
  return root;
}

describe("sanitizeHtml", () => {
  it("keeps text structure: paragraphs, headings, lists, emphasis, tables", () => {
    const html =
      "<h2>Titre</h2><p>Un <strong>texte</strong> <em>riche</em>.</p><ul><li>Un</li></ul><table><tbody><tr><td>1</td></tr></tbody></table>";
    expect(sanitizeHtml(html, "fr")).toBe(html);
  });

  it("removes scripts, event handlers, styles, frames and forms", () => {
    const root = parse(
      '<p onclick="x()" style="color:red" class="big">Texte</p><script>alert(1)</script><img src="a.png" onerror="x()"><iframe src="https://evil.example"></iframe><form><input name="q"></form><style>p{}</style>',
    );
    expect(root.querySelector("script, iframe, form, input, style")).toBeNull();
    expect(root.querySelector("[onclick], [onerror], [style], [class]")).toBeNull();
    expect(root.textContent).toBe("Texte");
  });

  it("drops javascript: and data: links but keeps their text", () => {
    const root = parse('<a href="javascript:alert(1)">Un</a><a href="data:text/html,x">Deux</a>');
    expect([...root.querySelectorAll("a")].map((link) => link.getAttribute("href"))).toEqual([
      null,
      null,
    ]);
    expect(root.textContent).toBe("UnDeux");
  });

  it("isolates new-tab links and drops other targets", () => {
    const root = parse(
      '<a href="https://example.org" target="_blank" rel="opener">Externe</a><a href="/fr/faq" target="_top" rel="nofollow">Interne</a>',
    );
    const [external, internal] = root.querySelectorAll("a");
    expect(external?.getAttribute("rel")).toBe("noopener noreferrer");
    expect(internal?.hasAttribute("target")).toBe(false);
    expect(internal?.hasAttribute("rel")).toBe(false);
  });

  it("resolves route: links to the page's language and keeps written paths", () => {
    const html = '<a href="route:newsDetails?alias=budget">Budget</a> <a href="/fr/faq">FAQ</a>';
    expect(parse(html, "fr").querySelector("a")?.getAttribute("href")).toBe("/fr/magazine/budget");
    const english = parse(html, "en");
    expect(english.querySelector("a")?.getAttribute("href")).toBe("/en/magazine/budget");
    expect(english.querySelectorAll("a")[1]?.getAttribute("href")).toBe("/fr/faq");
  });

  it("unlinks a route: link the app cannot resolve", () => {
    const link = parse('<a href="route:newsDetails">Sans alias</a>').querySelector("a");
    expect(link?.hasAttribute("href")).toBe(false);
    expect(link?.textContent).toBe("Sans alias");
  });

  it("makes pictures lazy and gives them an alt", () => {
    const picture = parse(
      '<img src="/files/pictures/x.svg" width="640" height="360">',
    ).querySelector("img");
    expect(picture?.getAttribute("loading")).toBe("lazy");
    expect(picture?.getAttribute("alt")).toBe("");
    expect(picture?.getAttribute("width")).toBe("640");
  });

  it("keeps no h1 (the page has its own) nor data attributes", () => {
    const root = parse('<h1 data-x="1">Titre</h1><p data-route="faq">Texte</p>');
    expect(root.querySelector("h1, [data-x], [data-route]")).toBeNull();
    expect(root.textContent).toBe("TitreTexte");
  });

  it("gives nothing for nothing", () => {
    expect(sanitizeHtml("", "fr")).toBe("");
  });
});
