/** The tunnel's file: type, infos, step 1 save, cancel / extend / restart a pre-booking. */
import { Hono } from "hono";
import * as v from "valibot";
import { transaction } from "../db.ts";
import { residenceById } from "../domain/catalogue.ts";
import { dossierInfo, typologyOf } from "../domain/dossier-view.ts";
import {
  currentDossier,
  type DossierRow,
  deleteTempsOf,
  dossierById,
  INFO,
  STATUS,
  updateDossier,
} from "../domain/dossiers.ts";
import { abandonPrebooking, extendPrebooking } from "../domain/prebooking.ts";
import { dossierPricing, promoCodeDiscount } from "../domain/promoCodes.ts";
import { requireUser } from "../http/auth.ts";
import type { AppEnv, Deps } from "../http/env.ts";
import { badRequest, fieldErrors, forbidden, notFound } from "../http/errors.ts";
import { message } from "../http/messages.ts";
import { body, requestLocale } from "../http/validate.ts";
import { stepRoutes } from "./dossier-profile.ts";
import { sendRoutes } from "./dossier-send.ts";
import { tempDossierRoutes } from "./dossier-temp.ts";

const BASE = "/api/ac_campus/dossier";

function isHolding(dossier: DossierRow | undefined): dossier is DossierRow {
  return dossier?.statuscode === STATUS.creation && dossier.info_status === INFO.bienPrereserve;
}

export function dossierRoutes(deps: Deps) {
  const { db, config, now } = deps;
  const app = new Hono<AppEnv>();
  const auth = requireUser(deps);

  app.get("/api/ac_resicamp/dossierDepose/getTypeDossier", auth, (c) => {
    const dossier = currentDossier(db, c.get("userId"));
    return c.json({
      typeDossier: dossier?.type ?? null,
      statuscode: dossier?.statuscode ?? null,
      id_dossier: dossier?.id ?? null,
    });
  });

  app.post(`${BASE}/getInfos`, auth, async (c) => {
    const filter = await body(
      c,
      v.object({ id_dossier: v.optional(v.pipe(v.string(), v.nonEmpty("required"))) }),
    );
    const userId = c.get("userId");
    let dossier = currentDossier(db, userId);
    if (filter.id_dossier) {
      dossier = dossierById(db, filter.id_dossier);
      if (!dossier) throw notFound();
      if (dossier.user_id !== userId) throw forbidden();
    }
    return c.json(dossierInfo(db, config, dossier, requestLocale(c), now()));
  });

  app.post(`${BASE}/setInfos`, auth, async (c) => {
    const input = await body(
      c,
      v.object({
        code_promo: v.optional(
          v.nullable(
            v.pipe(
              v.string("format"),
              v.trim(),
              v.maxLength(15, "tooLong"),
              v.regex(/^[A-Za-z0-9-]*$/, "format"),
            ),
          ),
          null,
        ),
        duree_du_sejour: v.pipe(
          v.union([v.string("required"), v.number("required")], "required"),
          v.transform(String),
          v.regex(/^(?:[3-9]|1[0-2])$/, "choice"),
          v.transform(Number),
        ),
      }),
    );
    const dossier = currentDossier(db, c.get("userId"));
    if (!isHolding(dossier)) throw badRequest("dossierPasEnCreation");
    if (input.code_promo && promoCodeDiscount(db, input.code_promo) === null) {
      throw fieldErrors({ code_promo: message("unknownPromoCode", requestLocale(c)) });
    }
    updateDossier(
      db,
      dossier.id,
      { code_promo: input.code_promo || null, duree_du_sejour: input.duree_du_sejour },
      now(),
    );
    const typology = typologyOf(db, dossier.typology_id);
    return c.json({
      status: "OK",
      code_promo: input.code_promo || null,
      duree_du_sejour: String(input.duree_du_sejour),
      pricing: typology
        ? dossierPricing(db, typology, { ...dossier, code_promo: input.code_promo || null })
        : null,
    });
  });

  app.get(`${BASE}/annulerPreReservation`, auth, (c) => {
    const dossier = currentDossier(db, c.get("userId"));
    if (!isHolding(dossier)) throw badRequest("aucunePreReservation");
    transaction(db, () => abandonPrebooking(db, dossier, now()));
    return c.json({ status: "OK" });
  });

  app.get(`${BASE}/prolongerPreReservation`, auth, (c) => {
    const dossier = currentDossier(db, c.get("userId"));
    if (!isHolding(dossier)) throw badRequest("aucunePreReservation");
    if (dossier.type === "RESICAMP") throw badRequest("pasDeDelai");
    return c.json(transaction(db, () => extendPrebooking(db, config, dossier, now())));
  });

  // After the gender dialog: let go of the held shared-flat room and hand back the search.
  app.get(`${BASE}/relancerRechercheColocation`, auth, (c) => {
    const dossier = currentDossier(db, c.get("userId"));
    const at = now();
    transaction(db, () => {
      deleteTempsOf(db, c.get("userId"));
      if (isHolding(dossier)) abandonPrebooking(db, dossier, at);
    });
    const residence = dossier?.residence_id ? residenceById(db, dossier.residence_id) : undefined;
    return c.json({
      status: "OK",
      search: residence
        ? {
            city: residence.city,
            alias_fr: residence.alias_fr,
            alias_en: residence.alias_en,
            date_arrivee: dossier?.date_arrivee ?? null,
          }
        : null,
    });
  });

  app.route("/", tempDossierRoutes(deps));
  app.route("/", stepRoutes(deps));
  app.route("/", sendRoutes(deps));
  return app;
}
