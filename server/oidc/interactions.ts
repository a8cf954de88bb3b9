/**
 * The provider's interaction pages under `/oidc/interaction/:uid`: sign in (a staff account on
 * the console's client, then its TOTP code), create an account, cancel. Consent is granted
 * without a page because both clients, the web app and the team's console, are our own.
 * Runs on Node bindings (the provider reads its cookies from the Node request).
 */
import type { HttpBindings } from "@hono/node-server";
import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { secureHeaders } from "hono/secure-headers";
import type Provider from "oidc-provider";
import type { Interaction, InteractionResults } from "oidc-provider";
import {
  consumeConfirmation,
  type PendingSignup,
  requestSignup,
} from "../domain/emailConfirmations.ts";
import { hashPassword, hashPasswordSync, verifyPassword } from "../domain/passwords.ts";
import {
  accountAwaitingCode,
  awaitSecondFactor,
  checkTotp,
  endSecondFactorStep,
  findStaffByEmail,
  findStaffById,
} from "../domain/staffAccounts.ts";
import {
  createUser,
  currentCguVersion,
  findUserByEmail,
  findUserById,
  latestCgu,
  touch,
} from "../domain/users.ts";
import type { Deps } from "../http/env.ts";
import { localeFromHeader, message } from "../http/messages.ts";
import { accountKey, RateLimitedError } from "../http/rateLimits.ts";
import { sanitizeContentHtml } from "../http/sanitize.ts";
import { securityPolicies } from "../http/securityHeaders.ts";
import { createSignInThrottles } from "../http/signInThrottle.ts";
import { CLIENT_ID, STAFF_CLIENT_ID } from "./client.ts";
import { siteReturnPath } from "./returnPath.ts";
import {
  checkInboxPage,
  checkSignup,
  confirmationPage,
  type SignupValues,
  signupPage,
} from "./signup.ts";
import { type PageLocale, texts } from "./texts.ts";
import { errorPage, loginPage, PAGE_STYLE_HASHES, totpPage } from "./views.ts";

type Env = { Bindings: HttpBindings; Variables: { cspNonce: string } };
type Ctx = Context<Env>;

// Compared against when the email is unknown, so both failures take the same time.
const DUMMY_HASH = hashPasswordSync("NoSuchAccount1");

/** How a staff account signs in: password, then its authenticator's code. */
const STAFF_AMR = ["pwd", "otp"];

const isStaffSignIn = (interaction: Interaction) =>
  interaction.params.client_id === STAFF_CLIENT_ID;

/**
 * Whether the provider session's account may be given a grant for the interaction's client:
 * the console only to a staff account signed in with its code, the web app only to an
 * applicant. Otherwise the sign-in page shows again, for the right kind of account.
 */
function sessionFitsClient(db: Deps["db"], interaction: Interaction): boolean {
  const { session } = interaction;
  if (!session) return false;
  if (isStaffSignIn(interaction))
    return (
      Boolean(findStaffById(db, session.accountId)) &&
      STAFF_AMR.every((method) => session.amr?.includes(method))
    );
  return interaction.params.client_id === CLIENT_ID && Boolean(findUserById(db, session.accountId));
}

/** The sign-in pages' forms, at most (the provider's own endpoints stop at 56 KB). */
const FORM_MAX_BYTES = 64 * 1024;

function pickLocale(c: Ctx, interaction?: Interaction): PageLocale {
  const asked = c.req.query("lang");
  if (asked === "fr" || asked === "en") return asked;
  const uiLocale = interaction?.params.ui_locales?.split(" ")[0]?.slice(0, 2);
  if (uiLocale === "fr" || uiLocale === "en") return uiLocale;
  return localeFromHeader(c.req.header("accept-language"));
}

/** A form body the pages cannot read (a broken multipart): the browser's fault, a 400 page. */
class UnreadableForm extends Error {
  override name = "UnreadableForm";
}

async function formValues(c: Ctx): Promise<SignupValues> {
  const parsed = await c.req.parseBody().catch((error: unknown) => {
    throw new UnreadableForm("unreadable form", { cause: error });
  });
  const values: SignupValues = {};
  for (const [key, value] of Object.entries(parsed))
    if (typeof value === "string") values[key] = value;
  return values;
}

export function interactionRoutes(
  provider: Provider,
  {
    db,
    now,
    rateLimiters,
    origin,
    clientAddress,
  }: Pick<Deps, "db" | "now" | "rateLimiters" | "origin" | "clientAddress">,
) {
  const throttles = createSignInThrottles(now);
  const app = new Hono<Env>();
  // The sign-in pages: never framed (clickjacking of the password form), no script at all.
  app.use("*", secureHeaders({ crossOriginResourcePolicy: "same-origin", xFrameOptions: "DENY" }));
  app.use(
    "*",
    securityPolicies(() => "page", { origin, pageStyleHashes: PAGE_STYLE_HASHES }),
  );
  // A sign-up form is a few kilobytes: a bigger one is refused before it is read.
  app.use(
    "*",
    bodyLimit({
      maxSize: FORM_MAX_BYTES,
      onError: (c) => {
        // The rest of the body is not read: the connection ends with this answer (see app.ts).
        c.header("connection", "close");
        return c.html(errorPage(pickLocale(c), "request_too_large"), 413);
      },
    }),
  );
  const details = async (c: Ctx) => {
    const interaction = await provider.interactionDetails(c.env.incoming, c.env.outgoing);
    if (interaction.uid !== c.req.param("uid")) throw new Error("interaction mismatch");
    return interaction;
  };
  const finish = async (c: Ctx, result: InteractionResults, merge = false) => {
    const returnTo = await provider.interactionResult(c.env.incoming, c.env.outgoing, result, {
      mergeWithLastSubmission: merge,
    });
    return c.redirect(returnTo, 303);
  };
  const urls = (uid: string, locale: PageLocale) => {
    const base = `/oidc/interaction/${uid}`;
    const other = texts[locale].otherLanguage.lang;
    return { base, lang: `?lang=${locale}`, other: `?lang=${other}` };
  };

  /** The login page's form, links and language switch (no sign-up on the team's sign-in). */
  const loginUrls = (interaction: Interaction, locale: PageLocale) => {
    const { base, lang, other } = urls(interaction.uid, locale);
    return {
      action: `${base}/login${lang}`,
      ...(isStaffSignIn(interaction) ? {} : { signup: `${base}/signup${lang}` }),
      abort: `${base}/abort`,
      switchLanguage: other,
    };
  };
  const totpUrls = (uid: string, locale: PageLocale) => {
    const { base, lang } = urls(uid, locale);
    return { action: `${base}/totp${lang}`, abort: `${base}/abort` };
  };

  app.onError((error, c) => {
    if (error instanceof UnreadableForm)
      return c.html(errorPage(pickLocale(c), "invalid_request"), 400);
    // An expired or foreign interaction is the user's browser state, not a server fault.
    const known = error.name === "SessionNotFound" || error.message === "interaction mismatch";
    if (!known) console.error("[oidc] interaction failed:", error);
    return c.html(
      errorPage(pickLocale(c), known ? "session_not_found" : "server_error"),
      known ? 400 : 500,
    );
  });

  app.get("/oidc/interaction/:uid", async (c) => {
    const interaction = await details(c);
    if (interaction.prompt.name === "consent" && sessionFitsClient(db, interaction))
      return grantConsent(c, interaction);
    // "Créer un compte" in the app: the sign-up form first (the provider checked the value).
    if (interaction.params.screen_hint === "signup" && !isStaffSignIn(interaction))
      return renderSignup(c, interaction, {});
    const locale = pickLocale(c, interaction);
    const hint =
      typeof interaction.params.login_hint === "string" ? interaction.params.login_hint : undefined;
    return c.html(loginPage(locale, loginUrls(interaction, locale), { email: hint }));
  });

  app.post("/oidc/interaction/:uid/login", async (c) => {
    const interaction = await details(c);
    const locale = pickLocale(c, interaction);
    const values = await formValues(c);
    const email = (values.email ?? "").trim();
    const answer = (error: string, status: 400 | 429) =>
      c.html(loginPage(locale, loginUrls(interaction, locale), { email, error }), status);
    // An empty field is no password guess: say which one, without counting an attempt.
    const missing = Object.fromEntries(
      (["email", "password"] as const)
        .filter((field) => !(field === "email" ? email : values.password))
        .map((field) => [field, message("required", locale)]),
    );
    if (Object.keys(missing).length > 0) {
      const page = loginPage(locale, loginUrls(interaction, locale), {
        email,
        errors: missing,
      });
      return c.html(page, 400);
    }
    // Throttled, never locked (signInThrottle.ts): during a delay the password is not even
    // checked; once it has passed, the right password signs in.
    const account = accountKey(email);
    const address = clientAddress(c);
    const waitFor = () =>
      Math.max(
        throttles.perAccount.waitSeconds(account),
        throttles.perAddress.waitSeconds(address),
      );
    const waiting = waitFor();
    if (waiting > 0) {
      c.header("retry-after", String(waiting));
      return answer(texts[locale].tooManyAttempts(waiting), 429);
    }
    // Counted as failed before the password is checked, so attempts sent together the moment a
    // delay ends cannot all slip through.
    throttles.perAccount.failed(account);
    throttles.perAddress.failed(address);
    // The console's sign-in knows staff accounts only, the web app's applicants only.
    const staff = isStaffSignIn(interaction);
    const user = !email
      ? undefined
      : staff
        ? findStaffByEmail(db, email)
        : findUserByEmail(db, email);
    const valid = await verifyPassword(values.password ?? "", user?.password_hash ?? DUMMY_HASH);
    if (user && valid) {
      throttles.perAccount.succeeded(account);
      throttles.perAddress.cancelFailure(address);
      if (!staff) return finish(c, { login: { accountId: user.id } });
      awaitSecondFactor(db, interaction.uid, user.id, now());
      return c.html(totpPage(locale, totpUrls(interaction.uid, locale)));
    }
    const next = waitFor();
    if (next === 0) return answer(texts[locale].badCredentials, 400);
    c.header("retry-after", String(next));
    return answer(`${texts[locale].badCredentials} ${texts[locale].waitBeforeRetrying(next)}`, 400);
  });

  /**
   * A staff account's code, after its password on the same interaction. Wrong codes are
   * throttled like passwords (per account and per address), and a code signs in once.
   */
  app.post("/oidc/interaction/:uid/totp", async (c) => {
    const interaction = await details(c);
    const locale = pickLocale(c, interaction);
    const staff = isStaffSignIn(interaction)
      ? accountAwaitingCode(db, interaction.uid, now())
      : undefined;
    if (!staff)
      return c.html(
        loginPage(locale, loginUrls(interaction, locale), { error: texts[locale].totpExpired }),
        400,
      );
    const code = ((await formValues(c)).code ?? "").replace(/\s/g, "");
    const answer = (error: string | undefined, errors: Record<string, string>, status: 400 | 429) =>
      c.html(totpPage(locale, totpUrls(interaction.uid, locale), { error, errors }), status);
    if (!code) return answer(undefined, { code: message("required", locale) }, 400);
    const account = `totp:${staff.id}`;
    const address = clientAddress(c);
    const waitFor = () =>
      Math.max(
        throttles.perAccount.waitSeconds(account),
        throttles.perAddress.waitSeconds(address),
      );
    const waiting = waitFor();
    if (waiting > 0) {
      c.header("retry-after", String(waiting));
      return answer(texts[locale].tooManyAttempts(waiting), {}, 429);
    }
    throttles.perAccount.failed(account);
    throttles.perAddress.failed(address);
    if (await checkTotp(db, staff, code, now())) {
      throttles.perAccount.succeeded(account);
      throttles.perAddress.cancelFailure(address);
      endSecondFactorStep(db, interaction.uid);
      return finish(c, { login: { accountId: staff.id, amr: STAFF_AMR } });
    }
    const next = waitFor();
    if (next > 0) c.header("retry-after", String(next));
    const wait = next > 0 ? ` ${texts[locale].waitBeforeRetrying(next)}` : "";
    return answer(`${texts[locale].badTotp}${wait}`, {}, 400);
  });

  const renderSignup = (
    c: Ctx,
    interaction: Interaction,
    state: { values?: SignupValues; errors?: Record<string, string>; limited?: RateLimitedError },
  ) => {
    const locale = pickLocale(c, interaction);
    const { base, lang, other } = urls(interaction.uid, locale);
    const cgu = latestCgu(db);
    const page = signupPage(
      locale,
      {
        action: `${base}/signup${lang}`,
        login: `${base}${lang}`,
        abort: `${base}/abort`,
        switchLanguage: `${base}/signup${other}`,
      },
      {
        ...(state.values ? { values: state.values } : {}),
        ...(state.errors ? { errors: state.errors } : {}),
        ...(state.limited
          ? { error: texts[locale].tooManyAttempts(state.limited.retryAfterSeconds) }
          : {}),
        // The terms are content: sanitised like any content HTML before they reach the page.
        cgu: sanitizeContentHtml((locale === "en" ? cgu?.html_en : cgu?.html_fr) ?? "", locale),
      },
    );
    if (state.limited) {
      c.header("retry-after", String(state.limited.retryAfterSeconds));
      return c.html(page, 429);
    }
    return c.html(page, state.errors ? 400 : 200);
  };

  app.get("/oidc/interaction/:uid/signup", async (c) => {
    const interaction = await details(c);
    if (isStaffSignIn(interaction)) return c.html(errorPage(pickLocale(c), "invalid_request"), 400);
    return renderSignup(c, interaction, {});
  });

  app.post("/oidc/interaction/:uid/signup", async (c) => {
    const interaction = await details(c);
    if (isStaffSignIn(interaction)) return c.html(errorPage(pickLocale(c), "invalid_request"), 400);
    const locale = pickLocale(c, interaction);
    const values = await formValues(c);
    try {
      await rateLimiters.signUpsPerAddress.hit(clientAddress(c));
    } catch (error) {
      if (!(error instanceof RateLimitedError)) throw error;
      return renderSignup(c, interaction, { values, limited: error });
    }
    const checked = await checkSignup(values, locale, now());
    if ("errors" in checked)
      return renderSignup(c, interaction, { values, errors: checked.errors });
    const { input } = checked;
    // Hashed whether or not the address has an account, so both answers take the same time.
    const account: PendingSignup = {
      email: input.email,
      passwordHash: await hashPassword(input.password),
      civility: input.civility,
      firstname: input.firstname,
      lastname: input.lastname,
      phone: input.phone,
      language: locale,
      birthdate: input.birthdate,
      consents: input.consents,
      cguVersion: currentCguVersion(db),
    };
    const { base } = urls(interaction.uid, locale);
    // The page the sign-in came from (a pending booking's address), kept for another browser.
    const returnPath = siteReturnPath(interaction.params.return_path);
    requestSignup(
      db,
      { ...account, ...(returnPath ? { returnPath } : {}) },
      {
        confirm: (token) =>
          `${origin}${base}/signup/confirm?lang=${locale}&token=${encodeURIComponent(token)}`,
        signIn: `${origin}/${locale}`,
      },
      now(),
    );
    return c.html(checkInboxPage(locale, input.email, `${origin}${returnPath ?? `/${locale}`}`));
  });

  /**
   * The link of a sign-up's mail: creates the account, then, in the browser that filled the
   * form while its sign-in is still under way, signs it in and goes back to the app; anywhere
   * else, says the account exists and links back to the page the sign-in came from (a pending
   * booking's address, read again here in case the stored value was changed), or the home page.
   */
  app.get("/oidc/interaction/:uid/signup/confirm", async (c) => {
    const confirmed = consumeConfirmation(db, "signup", c.req.query("token") ?? "", now());
    const locale = pickLocale(c);
    const site = `${origin}/${locale}`;
    if (!confirmed) return c.html(confirmationPage(locale, "linkInvalid", site), 400);
    const { returnPath, ...account } = confirmed.data as PendingSignup;
    const user = createUser(db, { ...account, now: now() });
    const interaction = await details(c).catch(() => undefined);
    if (!interaction) {
      const back = siteReturnPath(returnPath) ?? `/${user.language}`;
      return c.html(confirmationPage(user.language, "accountCreated", `${origin}${back}`));
    }
    return finish(c, { login: { accountId: user.id } });
  });

  /** The link of an email change's mail: the address becomes the account's. */
  app.get("/oidc/account/email/confirm", (c) => {
    const confirmed = consumeConfirmation(db, "emailChange", c.req.query("token") ?? "", now());
    const locale = pickLocale(c);
    const site = `${origin}/${locale}`;
    if (!confirmed?.userId) return c.html(confirmationPage(locale, "linkInvalid", site), 400);
    touch(db, confirmed.userId, now(), "email", confirmed.email);
    return c.html(confirmationPage(locale, "emailChanged", site));
  });

  app.get("/oidc/interaction/:uid/abort", async (c) => {
    await details(c);
    return finish(c, { error: "access_denied", error_description: "End-User aborted interaction" });
  });

  async function grantConsent(c: Ctx, interaction: Interaction) {
    const { params, session, grantId } = interaction;
    if ((params.client_id !== CLIENT_ID && params.client_id !== STAFF_CLIENT_ID) || !session) {
      return finish(c, { error: "access_denied", error_description: "unknown client" });
    }
    const grant =
      (grantId && (await provider.Grant.find(grantId))) ||
      new provider.Grant({ accountId: session.accountId, clientId: params.client_id });
    const missing = interaction.prompt.details as {
      missingOIDCScope?: string[];
      missingOIDCClaims?: string[];
      missingResourceScopes?: Record<string, string[]>;
    };
    if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(" "));
    if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
    for (const [indicator, scopes] of Object.entries(missing.missingResourceScopes ?? {})) {
      grant.addResourceScope(indicator, scopes.join(" "));
    }
    return finish(c, { consent: { grantId: await grant.save() } }, true);
  }

  return app;
}
