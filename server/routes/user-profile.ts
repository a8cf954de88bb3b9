/** Profile page updates: email, password, phone, language and communication consents. */
import { type Context, Hono } from "hono";
import * as v from "valibot";
import { transaction } from "../db.ts";
import { emailProblem } from "../domain/email.ts";
import { requestEmailChange } from "../domain/emailConfirmations.ts";
import {
  hashPassword,
  newPasswordProblem,
  PASSWORD_HISTORY,
  verifyPassword,
} from "../domain/passwords.ts";
import { normalizePhone } from "../domain/phone.ts";
import {
  currentCguVersion,
  currentUser,
  recentPasswordHashes,
  rememberPassword,
  touch,
  userDetails,
} from "../domain/users.ts";
import { requireUser } from "../http/auth.ts";
import type { AppEnv, Deps } from "../http/env.ts";
import { fieldErrors } from "../http/errors.ts";
import { message } from "../http/messages.ts";
import { limitBy } from "../http/rateLimits.ts";
import { body, requestLocale } from "../http/validate.ts";

const PATH = "/api/ac_campus/utilisateur";

const consentFlags = [
  "hasAcceptedEmail",
  "hasAcceptedSMS",
  "hasAcceptedEmailGroup",
  "hasAcceptedSMSGroup",
] as const;
const consentColumns: Record<(typeof consentFlags)[number], string> = {
  hasAcceptedEmail: "has_accepted_email",
  hasAcceptedSMS: "has_accepted_sms",
  hasAcceptedEmailGroup: "has_accepted_email_group",
  hasAcceptedSMSGroup: "has_accepted_sms_group",
};

export function profileRoutes(deps: Deps) {
  const { db, now, sessions } = deps;
  const app = new Hono<AppEnv>();
  const auth = requireUser(deps);
  /** Each change checks the current password: counted per account against guessing. */
  const limited = limitBy<AppEnv>(deps.rateLimiters.accountChangesPerAccount, (c) =>
    c.get("userId"),
  );
  const details = (userId: string) => userDetails(currentUser(db, userId), currentCguVersion(db));

  /** The account's other devices are signed out after a change of email or password. */
  const endOtherSessions = (c: Context<AppEnv>) =>
    sessions.endOtherSessions(c.get("userId"), c.get("accessToken"));

  app.post(`${PATH}/updateEmail`, auth, limited, async (c) => {
    const { email, password } = await body(
      c,
      v.object({
        email: v.pipe(v.string("required"), v.trim(), v.nonEmpty("required")),
        // The sign-in address is the account's key: whoever holds a session must also know
        // the password to change it.
        password: v.pipe(v.string("required"), v.nonEmpty("required")),
      }),
    );
    const user = currentUser(db, c.get("userId"));
    const locale = requestLocale(c);
    if (!(await verifyPassword(password, user.password_hash))) {
      throw fieldErrors({ password: message("passwordOld", locale) });
    }
    if (email.toLowerCase() === user.email)
      throw fieldErrors({ email: message("emailSame", locale) });
    const problem = emailProblem(email);
    if (problem) throw fieldErrors({ email: message(problem, locale) });
    // The new address receives the link that makes it the account's, or, when it already has
    // an account, a notice to its owner: the answer is the same, so it tells nobody which.
    requestEmailChange(
      db,
      user,
      email,
      (token) =>
        `${deps.origin}/oidc/account/email/confirm?lang=${user.language}&token=${encodeURIComponent(token)}`,
      now(),
    );
    endOtherSessions(c);
    return c.json({ status: "confirmationSent" }, 202);
  });

  app.post(`${PATH}/updatePassword`, auth, limited, async (c) => {
    const input = await body(
      c,
      v.object({
        oldPassword: v.pipe(v.string("required"), v.nonEmpty("required")),
        newPassword: v.pipe(v.string("required"), v.nonEmpty("required")),
      }),
    );
    const user = currentUser(db, c.get("userId"));
    const locale = requestLocale(c);
    const problem = await newPasswordProblem(input.newPassword);
    if (problem) throw fieldErrors({ newPassword: message(problem, locale) });
    if (!(await verifyPassword(input.oldPassword, user.password_hash))) {
      throw fieldErrors({ oldPassword: message("passwordOld", locale) });
    }
    for (const hash of recentPasswordHashes(db, user.id, PASSWORD_HISTORY)) {
      if (await verifyPassword(input.newPassword, hash)) {
        throw fieldErrors({ newPassword: message("passwordRecent", locale) });
      }
    }
    const hash = await hashPassword(input.newPassword);
    const at = now();
    transaction(db, () => {
      touch(db, user.id, at, "password_hash", hash);
      rememberPassword(db, user.id, hash, at.toISOString());
    });
    endOtherSessions(c);
    return c.json({ status: "ok" });
  });

  app.post(`${PATH}/updatePhone`, auth, async (c) => {
    const { phone } = await body(
      c,
      v.object({
        phone: v.pipe(v.string("required"), v.nonEmpty("required"), v.maxLength(100, "tooLong")),
      }),
    );
    const normalized = normalizePhone(phone);
    if (!normalized) throw fieldErrors({ phone: message("phone", requestLocale(c)) });
    touch(db, c.get("userId"), now(), "phone", normalized);
    return c.json(details(c.get("userId")));
  });

  app.post(`${PATH}/updateLanguage`, auth, async (c) => {
    const { language } = await body(c, v.object({ language: v.picklist(["fr", "en"], "choice") }));
    touch(db, c.get("userId"), now(), "language", language);
    return c.json(details(c.get("userId")));
  });

  app.post(`${PATH}/updateConsents`, auth, async (c) => {
    const flag = v.optional(v.boolean("choice"));
    const input = await body(
      c,
      v.pipe(
        v.object({
          hasAcceptedEmail: flag,
          hasAcceptedSMS: flag,
          hasAcceptedEmailGroup: flag,
          hasAcceptedSMSGroup: flag,
        }),
        v.check((value) => consentFlags.some((key) => value[key] !== undefined), "required"),
      ),
    );
    const at = now();
    transaction(db, () => {
      for (const key of consentFlags) {
        const value = input[key];
        if (value !== undefined) touch(db, c.get("userId"), at, consentColumns[key], value ? 1 : 0);
      }
    });
    return c.json(details(c.get("userId")));
  });

  return app;
}
