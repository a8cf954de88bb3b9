/**
 * Server-rendered pages of the sign-in provider: plain accessible HTML (labels, error summary
 * with role="alert", fields linked to their errors), no script except the logout auto-confirm.
 */
import { createHash } from "node:crypto";
import { type PageLocale, texts } from "./texts.ts";

export function escapeHtml(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

const styles = `
  *{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f4f1ec;color:#1f2933;line-height:1.5}
  main{max-width:30rem;margin:2rem auto;background:#fff;padding:2rem;border-radius:.75rem;box-shadow:0 2px 8px rgba(0,0,0,.08)}
  header{display:flex;justify-content:space-between;align-items:center;max-width:30rem;margin:1.5rem auto 0;padding:0 .5rem}
  .brand{font-weight:700;color:#7a2e12;text-decoration:none;font-size:1.2rem}
  h1{font-size:1.6rem;margin:.2rem 0 1rem}label,legend{display:block;font-weight:600;margin-top:1rem}
  input[type=email],input[type=password],input[type=text],input[type=tel],input[type=date]{width:100%;padding:.6rem;font-size:1rem;border:1px solid #7b8794;border-radius:.4rem;margin-top:.25rem}
  input:focus,button:focus,a:focus{outline:3px solid #d97706;outline-offset:2px}
  fieldset{border:0;padding:0;margin:0}.choice{display:flex;gap:.5rem;align-items:flex-start;margin-top:.6rem;font-weight:400}
  .choice label{display:inline;font-weight:400;margin:0}.hint{font-size:.9rem;color:#52606d;margin:.2rem 0 0}
  .field-error{color:#b42318;font-size:.95rem;margin:.25rem 0 0}[aria-invalid=true]{border-color:#b42318}
  .alert{border:2px solid #b42318;background:#fef3f2;padding:.75rem 1rem;border-radius:.4rem;margin-bottom:1rem}
  button{margin-top:1.5rem;width:100%;padding:.75rem;font-size:1.05rem;font-weight:600;background:#7a2e12;color:#fff;border:0;border-radius:.4rem;cursor:pointer}
  button.secondary{background:#fff;color:#7a2e12;border:2px solid #7a2e12}
  a{color:#7a2e12}p.links{margin-top:1.25rem;text-align:center}details{margin-top:.5rem}
`;

/** The `style-src` source of the pages' one stylesheet (server/http/securityHeaders.ts). */
export const PAGE_STYLE_HASHES = [
  `'sha256-${createHash("sha256").update(styles).digest("base64")}'`,
] as const;

export function layout(
  locale: PageLocale,
  title: string,
  body: string,
  switchHref?: string,
): string {
  const t = texts[locale];
  const other = switchHref
    ? `<a href="${escapeHtml(switchHref)}" lang="${t.otherLanguage.lang}" hreflang="${t.otherLanguage.lang}">${t.otherLanguage.label}</a>`
    : "";
  return `<!doctype html>
<html lang="${locale}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} | ${t.brand}</title><style>${styles}</style></head>
<body><header><span class="brand">${t.brand}</span>${other}</header>
<main id="main">${body}</main></body></html>`;
}

export type FieldErrors = Record<string, string>;

/** Summary of errors at the top of a form, each linking to its field. */
export function errorSummary(locale: PageLocale, errors: FieldErrors, general?: string): string {
  const items = Object.entries(errors).map(
    ([field, text]) => `<li><a href="#${field}">${escapeHtml(text)}</a></li>`,
  );
  if (!general && items.length === 0) return "";
  const list = items.length ? `<p>${texts[locale].errorSummary}</p><ul>${items.join("")}</ul>` : "";
  return `<div class="alert" role="alert" tabindex="-1">${general ? `<p>${escapeHtml(general)}</p>` : ""}${list}</div>`;
}

/** A labelled input with its optional hint and error, wired with aria attributes. */
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
${options.hint ? `<p class="hint" id="${options.name}-hint">${escapeHtml(options.hint)}</p>` : ""}
<input id="${options.name}" name="${options.name}" type="${options.type}"${options.value ? ` value="${escapeHtml(options.value)}"` : ""}${options.required ? " required" : ""}${options.autocomplete ? ` autocomplete="${options.autocomplete}"` : ""}${described ? ` aria-describedby="${described}"` : ""}${options.error ? ' aria-invalid="true"' : ""}>
${options.error ? `<p class="field-error" id="${options.name}-error">${escapeHtml(options.error)}</p>` : ""}`;
}

export function loginPage(
  locale: PageLocale,
  urls: { action: string; signup: string; abort: string; switchLanguage: string },
  state: { email?: string; error?: string } = {},
): string {
  const t = texts[locale];
  const body = `<h1>${t.loginTitle}</h1><p>${t.loginIntro}</p>
${errorSummary(locale, {}, state.error)}
<form method="post" action="${escapeHtml(urls.action)}" novalidate>
${input({ name: "email", label: t.email, type: "email", value: state.email, required: true, autocomplete: "username" })}
${input({ name: "password", label: t.password, type: "password", required: true, autocomplete: "current-password" })}
<button type="submit">${t.submitLogin}</button>
</form>
<p class="links">${t.noAccount} <a href="${escapeHtml(urls.signup)}">${t.createAccount}</a></p>
<p class="links"><a href="${escapeHtml(urls.abort)}">${t.cancel}</a></p>`;
  return layout(locale, t.loginTitle, body, urls.switchLanguage);
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
