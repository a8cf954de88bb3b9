/** Account creation: the form's checks and the page. */
import * as v from "valibot";
import { isoDay } from "../dates.ts";
import { emailProblem } from "../domain/email.ts";
import { newPasswordProblem } from "../domain/passwords.ts";
import { normalizePhone } from "../domain/phone.ts";
import { CIVILITY } from "../domain/users.ts";
import { type MessageKey, message } from "../http/messages.ts";
import { isoDate } from "../http/validate.ts";
import { type PageLocale, texts } from "./texts.ts";
import { errorSummary, escapeHtml, type FieldErrors, input, layout } from "./views.ts";

export type SignupValues = Record<string, string>;

export type SignupInput = {
  civility: number;
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
  birthdate: string;
  password: string;
  consents: { email: boolean; sms: boolean };
};

const NAME = /^\p{L}[\p{L}\p{M}' -]*$/u;

/** Checks a submitted form; answers the account data or the errors to show. */
export async function checkSignup(
  values: SignupValues,
  locale: PageLocale,
  today: Date,
): Promise<{ input: SignupInput } | { errors: FieldErrors }> {
  const errors: FieldErrors = {};
  const fail = (field: string, key: MessageKey) => {
    errors[field] ??= message(key, locale);
  };
  const get = (field: string) => (values[field] ?? "").trim();

  if (get("civility") !== "woman" && get("civility") !== "man") fail("civility", "required");
  for (const [field, max] of [
    ["firstname", 100],
    ["lastname", 32],
  ] as const) {
    if (!get(field)) fail(field, "required");
    else if (!NAME.test(get(field)) || get(field).length > max) fail(field, "format");
  }
  const email = get("email").toLowerCase();
  const problem = email ? emailProblem(email) : "required";
  if (problem) fail("email", problem);
  const phone = get("phone") ? normalizePhone(get("phone")) : "";
  if (phone === null) fail("phone", "phone");
  const birthdate = get("birthdate");
  if (!v.is(isoDate, birthdate) || birthdate > isoDay(today) || birthdate < "1900-01-01")
    fail("birthdate", "date");
  const password = values.password ?? "";
  const passwordProblem = password ? await newPasswordProblem(password) : "required";
  if (passwordProblem) fail("password", passwordProblem);
  if (password && values.passwordConfirm !== password) fail("passwordConfirm", "passwordMismatch");
  if (values.acceptTerms !== "on") fail("acceptTerms", "mustAccept");

  if (Object.keys(errors).length > 0) return { errors };
  return {
    input: {
      civility: get("civility") === "woman" ? CIVILITY.woman : CIVILITY.man,
      firstname: get("firstname"),
      lastname: get("lastname"),
      email,
      phone: phone ?? "",
      birthdate,
      password,
      consents: { email: values.consentEmail === "on", sms: values.consentSms === "on" },
    },
  };
}

/**
 * A check box; a required one says so to screen readers (`aria-required`: a native `required`
 * would stop the form with the browser's bubble before the page's own error summary).
 */
function checkbox(
  name: string,
  label: string,
  checked: boolean,
  { required = false, error }: { required?: boolean; error?: string | undefined } = {},
): string {
  return `<div class="choice"><input id="${name}" name="${name}" type="checkbox"${checked ? " checked" : ""}${required ? ' aria-required="true"' : ""}${error ? ` aria-invalid="true" aria-describedby="${name}-error"` : ""}>
<label for="${name}">${escapeHtml(label)}</label></div>${error ? `<p class="field-error" id="${name}-error">${escapeHtml(error)}</p>` : ""}`;
}

/** Each field's label, as the error summary names it. */
function fieldLabels(t: (typeof texts)[PageLocale]): Record<string, string> {
  return {
    civility: t.civility,
    firstname: t.firstname,
    lastname: t.lastname,
    email: t.email,
    phone: t.phone,
    birthdate: t.birthdate,
    password: t.password,
    passwordConfirm: t.passwordConfirm,
    acceptTerms: t.acceptTerms,
  };
}

export function signupPage(
  locale: PageLocale,
  urls: { action: string; login: string; abort: string; switchLanguage: string },
  state: { values?: SignupValues; errors?: FieldErrors; error?: string; cgu: string },
): string {
  const t = texts[locale];
  const values = state.values ?? {};
  const errors = state.errors ?? {};
  const civility = (value: string, label: string) =>
    `<div class="choice"><input id="civility-${value}" name="civility" type="radio" value="${value}"${values.civility === value ? " checked" : ""}><label for="civility-${value}">${label}</label></div>`;
  const body = `<h1>${t.signupTitle}</h1><p>${t.signupIntro}</p><p class="hint">${t.requiredNote}</p>
${errorSummary(locale, errors, state.error, fieldLabels(t), {
  civility: "civility-woman",
})}
<form method="post" action="${escapeHtml(urls.action)}" novalidate>
<fieldset id="civility"${errors.civility ? ' aria-describedby="civility-error"' : ""}><legend>${t.civility} *</legend>
${civility("woman", t.woman)}${civility("man", t.man)}
${errors.civility ? `<p class="field-error" id="civility-error">${escapeHtml(errors.civility)}</p>` : ""}</fieldset>
${input({ name: "firstname", label: t.firstname, type: "text", value: values.firstname, required: true, autocomplete: "given-name", error: errors.firstname })}
${input({ name: "lastname", label: t.lastname, type: "text", value: values.lastname, required: true, autocomplete: "family-name", error: errors.lastname })}
${input({ name: "email", label: t.email, type: "email", value: values.email, required: true, autocomplete: "email", error: errors.email })}
${input({ name: "phone", label: t.phone, type: "tel", value: values.phone, autocomplete: "tel", error: errors.phone })}
${input({ name: "birthdate", label: t.birthdate, type: "date", value: values.birthdate, required: true, autocomplete: "bday", error: errors.birthdate })}
${input({ name: "password", label: t.password, type: "password", required: true, autocomplete: "new-password", hint: t.passwordHint, error: errors.password })}
${input({ name: "passwordConfirm", label: t.passwordConfirm, type: "password", required: true, autocomplete: "new-password", error: errors.passwordConfirm })}
${checkbox("consentEmail", t.consentEmail, values.consentEmail === "on")}
${checkbox("consentSms", t.consentSms, values.consentSms === "on")}
${checkbox("acceptTerms", `${t.acceptTerms} *`, values.acceptTerms === "on", { required: true, error: errors.acceptTerms })}
<details><summary>${t.readTerms}</summary>${state.cgu}</details>
<button type="submit">${t.submitSignup}</button>
</form>
<p class="links">${t.haveAccount} <a href="${escapeHtml(urls.login)}">${t.backToLogin}</a></p>
<p class="links"><a href="${escapeHtml(urls.abort)}">${t.cancel}</a></p>`;
  const errorShown = Boolean(state.error) || Object.keys(errors).length > 0;
  return layout(locale, t.signupTitle, body, urls.switchLanguage, errorShown);
}

/**
 * The answer to every valid sign-up form, whether or not the address already has an account:
 * the same page, so the form never tells anyone which addresses have one.
 */
export function checkInboxPage(locale: PageLocale, email: string, backToSite: string): string {
  const t = texts[locale];
  return layout(
    locale,
    t.checkInboxTitle,
    `<h1>${t.checkInboxTitle}</h1><p>${escapeHtml(t.checkInboxText(email))}</p><p class="hint">${t.checkInboxHint}</p><p><a href="${escapeHtml(backToSite)}">${t.backToSite}</a></p>`,
  );
}

/** Where a confirmation link leads: done (and how to go on), or a link that no longer works. */
export function confirmationPage(
  locale: PageLocale,
  outcome: "accountCreated" | "emailChanged" | "linkInvalid",
  backToSite: string,
): string {
  const t = texts[locale];
  const { title, text } = t.confirmation[outcome];
  return layout(
    locale,
    title,
    `<h1>${title}</h1><p>${text}</p><p><a href="${escapeHtml(backToSite)}">${t.backToSite}</a></p>`,
  );
}
