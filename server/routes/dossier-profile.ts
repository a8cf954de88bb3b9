/** Steps 2 and 3: the applicant's profile and the guarantors. */
import { Hono } from "hono";
import { type Db, transaction } from "../db.ts";
import { contactStatusOf, GUARANTEE, STUDYING } from "../domain/codes.ts";
import { typologyOf } from "../domain/dossier-view.ts";
import { currentDossier, type DossierRow, dossierById, isEditable } from "../domain/dossiers.ts";
import { isDisposable } from "../domain/email.ts";
import {
  type Guarantor,
  guarantorsSchema,
  incomeIsEnough,
  minimumIncome,
  missingGuarantorFields,
  normalizeGuarantors,
  storedGuarantors,
} from "../domain/guarantors.ts";
import { pricing } from "../domain/pricing.ts";
import {
  isMinor,
  normalizeProfile,
  profileRecord,
  profileRuleErrors,
  profileSchema,
  storedProfile,
} from "../domain/profile.ts";
import {
  recordVersion,
  saveVersionedRecord,
  withBasedOnVersion,
} from "../domain/recordVersions.ts";
import { CIVILITY, currentUser, saveIdentity } from "../domain/users.ts";
import { requireUser } from "../http/auth.ts";
import type { AppEnv, Deps } from "../http/env.ts";
import { ApiError, badRequest, fieldErrors, forbidden, notFound } from "../http/errors.ts";
import { type Locale, type MessageKey, message } from "../http/messages.ts";
import { body, requestLocale } from "../http/validate.ts";

const BASE = "/api/ac_campus/dossier";

/** The current file when the applicant may still edit it; a foreign id is a rights error. */
function editableDossier(db: Db, userId: string, id?: string): DossierRow {
  const dossier = currentDossier(db, userId);
  if (id && dossier?.id !== id) {
    const other = dossierById(db, id);
    if (!other) throw notFound();
    if (other.user_id !== userId) throw forbidden();
  }
  if (!dossier || !isEditable(dossier)) throw badRequest("dossierPasEnCreation");
  return dossier;
}

/** The error shape the forms show under themselves: "<field label> - <message>". */
function emailError(
  type: "DQE" | "sameEmail",
  key: string,
  mail: string,
  locale: Locale,
  extra: Record<string, unknown> = {},
) {
  const text: MessageKey = type === "DQE" ? "emailDisposable" : "emailSame";
  return new ApiError(400, {
    error: type,
    content: {
      errorType: type,
      key,
      id: key,
      defaultMessage: message(text, locale),
      mail,
      ...extra,
    },
  });
}

export function stepRoutes(deps: Deps) {
  const { db, now } = deps;
  const app = new Hono<AppEnv>();
  const auth = requireUser(deps);

  app.get(`${BASE}/getInfosPersonnelles`, auth, (c) => {
    const dossier = currentDossier(db, c.get("userId"));
    return c.json({
      ...profileRecord(
        currentUser(db, c.get("userId")),
        storedProfile(dossier),
        dossier?.id ?? null,
        now(),
      ),
      version: recordVersion(dossier, "profile"),
    });
  });

  app.post(`${BASE}/setInfosPersonnelles`, auth, async (c) => {
    const { version: basedOn, ...input } = await body(c, withBasedOnVersion(profileSchema));
    const locale = requestLocale(c);
    const at = now();
    const rules = profileRuleErrors(input, at);
    if (Object.keys(rules).length > 0) {
      throw fieldErrors(
        Object.fromEntries(
          Object.entries(rules).map(([key, code]) => [key, message(code, locale)]),
        ),
      );
    }
    const user = currentUser(db, c.get("userId"));
    const dossier = editableDossier(db, user.id, input.id_dossier);
    const emails: [string, string | null][] = [
      ["eft_rl_email", input.eft_rl_email],
      ["eft_parrain_email", input.eft_parrain_email],
    ];
    for (const [key, mail] of emails) {
      if (mail && isDisposable(mail)) throw emailError("DQE", key, mail, locale);
      if (mail && mail.toLowerCase() === user.email)
        throw emailError("sameEmail", key, mail, locale);
    }
    if (
      input.eft_rl_email &&
      input.eft_rl_email.toLowerCase() === input.eft_parrain_email?.toLowerCase()
    ) {
      throw emailError("sameEmail", "eft_parrain_email", input.eft_parrain_email, locale);
    }
    const typology = typologyOf(db, dossier.typology_id);
    const wanted =
      typology?.gender === "women"
        ? CIVILITY.woman
        : typology?.gender === "men"
          ? CIVILITY.man
          : null;
    if (wanted !== null && input.eft_civilite !== wanted)
      throw badRequest("colocationIncorrecte", { gender: typology?.gender });
    const record = normalizeProfile(input, at);
    const version = transaction(db, () => {
      const saved = saveVersionedRecord(
        db,
        dossier.id,
        "profile",
        JSON.stringify(record),
        basedOn,
        at,
      );
      saveIdentity(
        db,
        user.id,
        {
          civility: input.eft_civilite,
          firstname: input.firstname,
          lastname: input.lastname,
          birthdate: input.birthdate,
        },
        at,
      );
      return saved;
    });
    return c.json({
      status: "OK",
      ...profileRecord(currentUser(db, user.id), record, dossier.id, at),
      version,
    });
  });

  app.get(`${BASE}/getInfosGarant`, auth, (c) => {
    const dossier = currentDossier(db, c.get("userId"));
    const user = currentUser(db, c.get("userId"));
    const profile = storedProfile(dossier);
    const guarantors = storedGuarantors(dossier);
    const typology = typologyOf(db, dossier?.typology_id ?? null);
    return c.json({
      ...guarantors,
      contactStatus: contactStatusOf(profile.eft_situation_actuelle),
      preneurIsMinor: isMinor(profile.birthdate ?? user.birthdate, now()),
      minimumIncome: typology
        ? minimumIncome(guarantors, pricing(typology).rentIncludingCharges)
        : null,
      version: recordVersion(dossier, "guarantors"),
    });
  });

  app.post(`${BASE}/setInfosGarant`, auth, async (c) => {
    const { version: basedOn, ...input } = await body(c, withBasedOnVersion(guarantorsSchema));
    const locale = requestLocale(c);
    const user = currentUser(db, c.get("userId"));
    const dossier = editableDossier(db, user.id);
    const profile = storedProfile(dossier);
    const status = contactStatusOf(profile.eft_situation_actuelle);
    const record = normalizeGuarantors(input);
    const errors: Record<string, string> = {};
    const personal = record.hasGuarantor === "oui" && record.guarantees === GUARANTEE.guarantor;
    if (personal) {
      for (const key of missingGuarantorFields(record.guarantor))
        errors[`guarantor.${key}`] = message("required", locale);
      if (record.guarantor2)
        for (const key of missingGuarantorFields(record.guarantor2))
          errors[`guarantor2.${key}`] = message("required", locale);
    }
    if (record.hasGuarantor === "oui" && record.guarantees === null)
      errors.guarantees = message("required", locale);
    if (status && STUDYING.has(status) && record.hasGuarantor === "non" && record.isBoursier === "")
      errors.isBoursier = message("required", locale);
    if (Object.keys(errors).length > 0) throw fieldErrors(errors);

    const people: [1 | 2, Guarantor | null][] = [
      [1, record.guarantor],
      [2, record.guarantor2],
    ];
    for (const [rank, guarantor] of people) {
      const mail = guarantor?.emailaddress1;
      if (!mail) continue;
      if (isDisposable(mail))
        throw emailError("DQE", "emailaddress1", mail, locale, {
          nbGuarantor: rank,
          isSameRespLegal: false,
        });
      const sameAsLegal =
        Boolean(profile.eft_rl_email) && mail.toLowerCase() === profile.eft_rl_email?.toLowerCase();
      const sameAsOther =
        rank === 2 && mail.toLowerCase() === record.guarantor?.emailaddress1?.toLowerCase();
      if (mail.toLowerCase() === user.email || sameAsOther || (rank === 2 && sameAsLegal)) {
        throw emailError("sameEmail", "emailaddress1", mail, locale, {
          nbGuarantor: rank,
          isSameRespLegal: rank === 2 && sameAsLegal,
        });
      }
    }
    const typology = typologyOf(db, dossier.typology_id);
    const rent = typology ? pricing(typology).rentIncludingCharges : 0;
    if (!incomeIsEnough(record, rent))
      throw badRequest("garantiesInsuffisantes", { minimumIncome: minimumIncome(record, rent) });
    const json = JSON.stringify(record);
    const version = saveVersionedRecord(db, dossier.id, "guarantors", json, basedOn, now());
    return c.json({ status: "OK", ...record, contactStatus: status, version });
  });

  return app;
}
