/**
 * The provider's pages look like the site: their primary button has the app theme's
 * primary colour, read from the Chakra system itself; their forms show GOV.UK's error summary.
 */
import { describe, expect, it } from "vitest";
import { signupPage } from "../../server/oidc/signup.ts";
import { loginPage } from "../../server/oidc/views.ts";
import { getSystem } from "../../src/app/theme/system.ts";

const loginUrls = { action: "/a", signup: "/s", abort: "/x", switchLanguage: "/l" };
const signupUrls = { action: "/a", login: "/l", abort: "/x", switchLanguage: "/l" };

/** The app's primary colour: `brand.solid`'s base value, its token reference followed. */
function themePrimary(): string {
  const { tokens } = getSystem();
  const solid = tokens.getByName("colors.brand.solid")?.extensions.conditions?.base;
  const reference = /^\{(.+)\}$/.exec(String(solid))?.[1] ?? "";
  return String(tokens.getByName(reference)?.value).toLowerCase();
}

/** A CSS declaration of the first rule for `selector` in a page's stylesheet. */
function declaration(html: string, selector: string, property: string): string | undefined {
  const css = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? "";
  const rule = new RegExp(`(?:^|[}\\s])${selector}\\{([^}]*)\\}`).exec(css)?.[1] ?? "";
  return new RegExp(`(?:^|;)${property}:([^;]+)`).exec(rule)?.[1]?.trim().toLowerCase();
}

describe("the provider's pages in the site's design", () => {
  it("colour the primary button with the app theme's primary colour, text in white", () => {
    const primary = themePrimary();
    expect(primary).toMatch(/^#[0-9a-f]{6}$/);
    for (const html of [
      loginPage("fr", loginUrls),
      signupPage("en", signupUrls, { cgu: "<p>CGU</p>" }),
    ]) {
      expect(declaration(html, "button", "background")).toBe(primary);
      expect(declaration(html, "button", "color")).toBe("#fff");
    }
  });

  it("start with a skip link to the main content, in the page's language", () => {
    expect(loginPage("fr", loginUrls)).toContain(
      '<a class="skip" href="#main">Aller au contenu</a>',
    );
    expect(loginPage("en", loginUrls)).toContain(
      '<a class="skip" href="#main">Skip to content</a>',
    );
    expect(loginPage("en", loginUrls)).toContain('<main id="main" tabindex="-1">');
  });

  it("make check boxes and radios 24 px targets, buttons 44 px high", () => {
    const html = signupPage("fr", signupUrls, { cgu: "" });
    expect(declaration(html, "input\\[type=checkbox\\],input\\[type=radio\\]", "width")).toBe(
      "1.5rem",
    );
    expect(declaration(html, "button", "min-height")).toBe("2.75rem");
  });
});

describe("the provider's error summary", () => {
  it("names each field, links to it, takes focus, and puts Erreur in the title", () => {
    const html = signupPage("fr", signupUrls, {
      cgu: "",
      errors: { civility: "Requis*", firstname: "Requis*", password: "Requis*" },
    });
    expect(html).toMatch(/<title>Erreur : Créer un compte/);
    const summary = /<div class="alert"[^>]*>[\s\S]*?<\/div>/.exec(html)?.[0] ?? "";
    expect(summary).toContain("autofocus");
    expect(summary).toContain('<a href="#civility-woman">Civilité : Requis*</a>');
    expect(summary).toContain('<a href="#firstname">Prénom : Requis*</a>');
    expect(summary).toContain('<a href="#password">Mot de passe : Requis*</a>');
  });

  it("on the sign-in page, in English, and not without errors", () => {
    const html = loginPage("en", loginUrls, { errors: { email: "Required*" } });
    expect(html).toMatch(/<title>Error: Sign in/);
    expect(html).toContain('<a href="#email">Email: Required*</a>');
    expect(loginPage("en", loginUrls)).not.toContain('class="alert"');
    expect(loginPage("en", loginUrls)).toMatch(/<title>Sign in/);
  });
});
