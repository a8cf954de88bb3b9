/**
 * Server-rendered pages of the sign-in provider: plain accessible HTML (labels, error summary
 * with role="alert", fields linked to their errors), no script except the logout auto-confirm.
 */
import { createHash } from "node:crypto";
import { brandPalette } from "../../src/app/theme/brandPalette.ts";
import { type PageLocale, texts } from "./texts.ts";

export function escapeHtml(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

const navy = brandPalette;
/** Chakra's zinc grays and red the app's theme uses (fg.muted, borders, fg.error). */
const gray = { border: "#71717a", muted: "#52525b", fg: "#18181b", subtle: "#e4e4e7" };
const error = { fg: "#991919", bg: "#fef2f2" };

/**
 * The app's look (src/app/theme): white page, navy header like the site's footer, the
 * primary button in `brand.solid`, 40 px fields and 44 px buttons, 24 px check boxes and radios
 * (WCAG 2.5.8), the system font stack, comfortable at 390 px.
 */
const styles = `
  *{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;background:${navy[50]};color:${gray.fg};line-height:1.5;font-size:1rem}
  header{background:${navy[900]};color:#fff}header div{display:flex;justify-content:space-between;align-items:center;max-width:32rem;margin:0 auto;padding:.75rem 1rem;min-height:3.5rem}
  .brand{font-weight:700;font-size:1.2rem}header a{color:#fff;display:inline-flex;align-items:center;min-height:2.75rem;padding:0 .5rem}
  main{max-width:32rem;margin:1rem auto 2rem;background:#fff;padding:1.25rem 1rem;border-radius:.5rem;border:1px solid ${gray.subtle}}
  @media (min-width:600px){main{margin-top:2rem;padding:2rem}}main:focus{outline:none}
  h1{font-size:1.75rem;line-height:1.2;margin:.2rem 0 1rem;color:${navy[900]}}h2{font-size:1.125rem;margin:0 0 .5rem}
  label,legend{display:block;font-weight:600;margin-top:1.25rem}
  input[type=email],input[type=password],input[type=text],input[type=tel],input[type=date]{width:100%;min-height:2.5rem;padding:.5rem .75rem;font:inherit;color:inherit;background:#fff;border:1px solid ${gray.border};border-radius:.375rem;margin-top:.375rem}
  input[type=checkbox],input[type=radio]{width:1.5rem;height:1.5rem;margin:0;flex:none;accent-color:${navy[600]}}
  input:focus-visible,button:focus-visible,a:focus-visible,summary:focus-visible,.alert:focus{outline:2px solid ${navy[500]};outline-offset:2px}
  fieldset{border:0;padding:0;margin:0}.choice{display:flex;gap:.75rem;align-items:center;margin-top:.75rem;font-weight:400;min-height:2.75rem}
  .choice label{display:inline;font-weight:400;margin:0;padding:.25rem 0}.hint{font-size:.875rem;color:${gray.muted};margin:.25rem 0 0}
  .field-error{color:${error.fg};font-size:.875rem;font-weight:600;margin:.25rem 0 0}[aria-invalid=true]{border-color:${error.fg}!important;border-width:2px!important}
  .alert{border:2px solid ${error.fg};background:${error.bg};padding:1rem;border-radius:.375rem;margin-bottom:1.25rem}.alert ul{margin:.5rem 0 0;padding-left:1.25rem}
  .alert a{color:${error.fg};font-weight:600}.alert p{margin:0}
  button{margin-top:1.5rem;width:100%;min-height:2.75rem;padding:.625rem 1rem;font:inherit;font-weight:600;background:${navy[600]};color:#fff;border:1px solid transparent;border-radius:.375rem;cursor:pointer}
  button:hover{background:${navy[700]}}button.secondary{background:#fff;color:${navy[700]};border-color:${navy[600]}}
  .skip{position:absolute;left:.5rem;top:-3rem;background:#fff;color:${navy[700]};padding:.5rem 1rem;border-radius:.375rem;z-index:1}.skip:focus{top:.5rem}
  a{color:${navy[700]}}p.links{margin-top:1.25rem;text-align:center}p.links a{display:inline-block;padding:.25rem 0}details{margin-top:1rem}summary{cursor:pointer;padding:.5rem 0;color:${navy[700]};font-weight:600}
`;

/** The `style-src` source of the pages' one stylesheet (server/http/securityHeaders.ts). */
export const PAGE_STYLE_HASHES = [
  `'sha256-${createHash("sha256").update(styles).digest("base64")}'`,
] as const;

/** `errorShown`: the page shows a form's errors, so its title starts with "Erreur :" (GOV.UK). */
export function layout(
  locale: PageLocale,
  title: string,
  body: string,
  switchHref?: string,
  errorShown = false,
): string {
  const t = texts[locale];
  const other = switchHref
    ? `<a href="${escapeHtml(switchHref)}" lang="${t.otherLanguage.lang}" hreflang="${t.otherLanguage.lang}">${t.otherLanguage.label}</a>`
    : "";
  return `<!doctype html>
<html lang="${locale}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${errorShown ? t.errorTitlePrefix : ""}${escapeHtml(title)} | ${t.brand}</title><style>${styles}</style></head>
<body><a class="skip" href="#main">${t.skipLink}</a><header><div><span class="brand">${t.brand}</span>${other}</div></header>
<main id="main" tabindex="-1">${body}</main></body></html>`;
}

export type FieldErrors = Record<string, string>;

/**
 * GOV.UK's error summary at the top of a form: it takes focus when the page loads (`autofocus`,
 * no script), and each of its links names its field and moves focus there. `labels` are the
 * fields' visible labels, so "Requis*" says which field.
 */
export function errorSummary(
  locale: PageLocale,
  errors: FieldErrors,
  general?: string,
  labels: Record<string, string> = {},
  /** A field whose error belongs to a group (radios): the control its link focuses. */
  targets: Record<string, string> = {},
): string {
  const t = texts[locale];
  const items = Object.entries(errors).map(
    ([field, text]) =>
      `<li><a href="#${targets[field] ?? field}">${escapeHtml(labels[field] ? t.fieldError(labels[field], text) : text)}</a></li>`,
  );
  if (!general && items.length === 0) return "";
  const list = items.length ? `<ul>${items.join("")}</ul>` : "";
  return `<div class="alert" role="alert" tabindex="-1" autofocus aria-labelledby="error-summary-title"><h2 id="error-summary-title">${items.length ? t.errorSummary : escapeHtml(general ?? "")}</h2>${items.length && general ? `<p>${escapeHtml(general)}</p>` : ""}${list}</div>`;
}

/**
 * A labelled input with its optional hint and error, wired with aria attributes. The hint comes
 * under the input, so the label sits right above its field (RGAA 11.4).
 */
export function input(options: {
  name: string;
  label: string;
  type: string;
  value?: string;
  required?: boolean;
  autocomplete?: string;
  hint?: string;
  error?: string;
}): string {
  const described = [
    options.hint ? `${options.name}-hint` : "",
    options.error ? `${options.name}-error` : "",
  ]
    .filter(Boolean)
    .join(" ");
  return `<label for="${options.name}">${escapeHtml(options.label)}${options.required ? " *" : ""}</label>
<input id="${options.name}" name="${options.name}" type="${options.type}"${options.value ? ` value="${escapeHtml(options.value)}"` : ""}${options.required ? " required" : ""}${options.autocomplete ? ` autocomplete="${options.autocomplete}"` : ""}${described ? ` aria-describedby="${described}"` : ""}${options.error ? ' aria-invalid="true"' : ""}>
${options.hint ? `<p class="hint" id="${options.name}-hint">${escapeHtml(options.hint)}</p>` : ""}
${options.error ? `<p class="field-error" id="${options.name}-error">${escapeHtml(options.error)}</p>` : ""}`;
}

/** `signup` absent: the team's sign-in (staff accounts are not created here). */
export function loginPage(
  locale: PageLocale,
  urls: { action: string; signup?: string; abort: string; switchLanguage: string },
  state: { email?: string; error?: string; errors?: FieldErrors } = {},
): string {
  const t = texts[locale];
  const errors = state.errors ?? {};
  const title = urls.signup ? t.loginTitle : t.staffLoginTitle;
  const body = `<h1>${title}</h1><p>${urls.signup ? t.loginIntro : t.staffLoginIntro}</p>
${errorSummary(locale, errors, state.error, { email: t.email, password: t.password })}
<form method="post" action="${escapeHtml(urls.action)}" novalidate>
${input({ name: "email", label: t.email, type: "email", value: state.email, required: true, autocomplete: "username", error: errors.email })}
${input({ name: "password", label: t.password, type: "password", required: true, autocomplete: "current-password", error: errors.password })}
<button type="submit">${t.submitLogin}</button>
</form>
${urls.signup ? `<p class="links">${t.noAccount} <a href="${escapeHtml(urls.signup)}">${t.createAccount}</a></p>` : ""}
<p class="links"><a href="${escapeHtml(urls.abort)}">${t.cancel}</a></p>`;
  const errorShown = Boolean(state.error) || Object.keys(errors).length > 0;
  return layout(locale, title, body, urls.switchLanguage, errorShown);
}

/** A staff account's second step: the code of its authenticator app (one-time-code field). */
export function totpPage(
  locale: PageLocale,
  urls: { action: string; abort: string },
  state: { error?: string; errors?: FieldErrors } = {},
): string {
  const t = texts[locale];
  const errors = state.errors ?? {};
  const body = `<h1>${t.totpTitle}</h1><p>${t.totpIntro}</p>
${errorSummary(locale, errors, state.error, { code: t.totpCode })}
<form method="post" action="${escapeHtml(urls.action)}" novalidate>
${input({ name: "code", label: t.totpCode, type: "text", required: true, autocomplete: "one-time-code", hint: t.totpHint, error: errors.code })}
<button type="submit">${t.submitTotp}</button>
</form>
<p class="links"><a href="${escapeHtml(urls.abort)}">${t.cancel}</a></p>`;
  const errorShown = Boolean(state.error) || Object.keys(errors).length > 0;
  return layout(locale, t.totpTitle, body, undefined, errorShown);
}

export function errorPage(locale: PageLocale, code: string, description?: string): string {
  const t = texts[locale];
  const detail = description
    ? `<p class="hint">${escapeHtml(code)}: ${escapeHtml(description)}</p>`
    : "";
  return layout(
    locale,
    t.errorTitle,
    `<h1>${t.errorTitle}</h1><p>${t.errorText}</p>${detail}<p><a href="/${locale}">${t.backToSite}</a></p>`,
  );
}

/** End-session confirmation: the app already asked, so it confirms itself when scripts run. */
/** `nonce`: the response's script nonce (the provider's pages get one in provider.ts). */
export function logoutPage(locale: PageLocale, form: string, nonce: string): string {
  const t = texts[locale];
  const body = `<h1>${t.logoutTitle}</h1><p>${t.logoutText}</p>${form}
<button id="logout-yes" type="submit" form="op.logoutForm" name="logout" value="yes" autofocus>${t.logoutYes}</button>
<button class="secondary" type="submit" form="op.logoutForm">${t.logoutNo}</button>
<script nonce="${escapeHtml(nonce)}">document.getElementById("logout-yes").click();</script>`;
  return layout(locale, t.logoutTitle, body);
}

export function loggedOutPage(locale: PageLocale, origin: string): string {
  const t = texts[locale];
  return layout(
    locale,
    t.loggedOutTitle,
    `<h1>${t.loggedOutTitle}</h1><p>${t.loggedOutText}</p><p><a href="${escapeHtml(`${origin}/${locale}`)}">${t.backToSite}</a></p>`,
  );
}
