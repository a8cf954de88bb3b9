/**
 * Choosing a lot: temporary application, bed change and the resicamp hand-over.
 * A KO (lot taken) is a normal answer `{ status: "KO" }`; rule breaks are 400 `{ error }`.
 */
import { randomUUID } from "node:crypto";
import { type Context, Hono } from "hono";
import * as v from "valibot";
import { isoDay } from "../dates.ts";
import { type Db, transaction } from "../db.ts";
import { residenceById, type TypologyRow, typologyById } from "../domain/catalogue.ts";
import {
  createDossier,
  currentDossier,
  deleteTemp,
  deleteTempsOf,
  extendTemp,
  IN_PROGRESS,
  INFO,
  keepTempChoice,
  STATUS,
  tempById,
} from "../domain/dossiers.ts";
import { bedById, bedIsFree, holdBed, releaseBed } from "../domain/prebooking.ts";
import { CIVILITY, findUserById } from "../domain/users.ts";
import { requireUser } from "../http/auth.ts";
import type { AppEnv, Deps } from "../http/env.ts";
import { badRequest, fieldErrors, forbidden, notFound } from "../http/errors.ts";
import { message } from "../http/messages.ts";
import { body, isoDate, requestLocale } from "../http/validate.ts";

const TEMP_VALIDITY_MS = 5 * 60_000;
const id = v.pipe(
  v.union([v.string("required"), v.number("required")], "required"),
  v.transform(String),
  v.nonEmpty("required"),
);
const flag = v.pipe(
  v.optional(
    v.union(
      [v.boolean(), v.picklist(["true", "false", "0", "1", ""]), v.picklist([0, 1])],
      "choice",
    ),
    false,
  ),
  v.transform((value) => value === true || value === "true" || value === "1" || value === 1),
);

const creerSchema = v.object({
  id_residence: id,
  type_typologie: id,
  id_bien: v.pipe(v.string("required"), v.nonEmpty("required")),
  date_arrivee: isoDate,
  resicamp: flag,
  id_offre: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(100, "tooLong"))), null),
});

/** The lot, its typology and residence, all matching the ids sent; unknown ids are a 404. */
function findLot(db: Db, input: { id_residence: string; type_typologie: string; id_bien: string }) {
  const bed = bedById(db, input.id_bien);
  const typology = bed && typologyById(db, bed.typology_id);
  const residence = typology && residenceById(db, typology.residence_id);
  const matches =
    typology &&
    residence &&
    (typology.crm_id === input.type_typologie || String(typology.id) === input.type_typologie) &&
    (residence.crm_id === input.id_residence || String(residence.id) === input.id_residence);
  if (!bed || !typology || !residence || !matches) throw notFound();
  return { bed, typology, residence };
}

function genderMatches(typology: TypologyRow, civility: number): boolean {
  if (typology.gender === "women") return civility === CIVILITY.woman;
  if (typology.gender === "men") return civility === CIVILITY.man;
  return true;
}

export function tempDossierRoutes(deps: Deps) {
  const { db, config, now } = deps;
  const app = new Hono<AppEnv>();
  const auth = requireUser(deps);
  const base = "/api/ac_campus";

  app.post(`${base}/dossierTemporaire/creer`, auth, async (c) => {
    const input = await body(c, creerSchema);
    const userId = c.get("userId");
    const user = findUserById(db, userId);
    const at = now();
    if (input.date_arrivee < isoDay(at))
      throw fieldErrors({ date_arrivee: message("pastDate", requestLocale(c)) });
    const { bed, typology, residence } = findLot(db, input);
    if (!user || !genderMatches(typology, user.civility)) {
      throw badRequest("colocationIncorrecte", { gender: typology.gender });
    }
    return transaction(db, () => {
      const dossier = currentDossier(db, userId);
      if (dossier && IN_PROGRESS.has(dossier.statuscode)) throw badRequest("reservationEnCours");
      const holding =
        dossier?.statuscode === STATUS.creation && dossier.info_status === INFO.bienPrereserve;
      if (holding && dossier.bed_id === bed.id_bien) {
        return c.json({
          status: "OK",
          changementBien: false,
          id_dossier: dossier.id,
          date_fin_prereservation: dossier.date_fin_prereservation,
        });
      }
      if (!bedIsFree(bed, input.date_arrivee))
        return c.json({ status: "KO", error: "bienIndisponible" });
      if (holding) {
        // Another lot is already held: keep the new choice aside until the applicant confirms.
        const tempId = randomUUID();
        const expires = new Date(at.getTime() + TEMP_VALIDITY_MS).toISOString();
        deleteTempsOf(db, userId);
        keepTempChoice(
          db,
          {
            id: tempId,
            user_id: userId,
            bed_id: bed.id_bien,
            date_arrivee: input.date_arrivee,
            resicamp: input.resicamp ? 1 : 0,
            id_offre: input.id_offre,
            expires_at: expires,
          },
          at,
        );
        return c.json({
          status: "OK",
          changementBien: true,
          id_dossier: dossier.id,
          id_dossier_temporaire: tempId,
          validityDate: expires,
        });
      }
      const target =
        dossier?.statuscode === STATUS.creation
          ? dossier
          : createDossier(db, userId, input.resicamp ? "RESICAMP" : "CAMPUS", at);
      const end = holdBed(
        db,
        config,
        target,
        {
          bed,
          typologyId: typology.id,
          residenceId: residence.id,
          arrival: input.date_arrivee,
          resicamp: input.resicamp,
          idOffre: input.id_offre,
        },
        at,
      );
      return c.json({
        status: "OK",
        changementBien: false,
        id_dossier: target.id,
        date_fin_prereservation: end,
      });
    });
  });

  const tempOf = async (c: Context<AppEnv>, field: string) => {
    const input = await body(
      c,
      v.object({ [field]: v.pipe(v.string("required"), v.nonEmpty("required")) }),
    );
    const temp = tempById(db, String(input[field]));
    if (!temp || temp.expires_at <= now().toISOString()) throw notFound();
    if (temp.user_id !== c.get("userId")) throw forbidden();
    return temp;
  };

  app.post(`${base}/dossierTemporaire/modifier`, auth, async (c) => {
    const temp = await tempOf(c, "id_dossier_temporaire");
    const expires = new Date(now().getTime() + TEMP_VALIDITY_MS).toISOString();
    extendTemp(db, temp.id, expires);
    return c.json({ status: "OK", id_dossier_temporaire: temp.id, validityDate: expires });
  });

  app.post(`${base}/dossierTemporaire/supprimer`, auth, async (c) => {
    const temp = await tempOf(c, "id_dossier_temporaire");
    deleteTemp(db, temp.id);
    return c.json({ status: "OK" });
  });

  app.post(`${base}/dossier/changementBien`, auth, async (c) => {
    const temp = await tempOf(c, "dossierTmp");
    const at = now();
    return transaction(db, () => {
      const dossier = currentDossier(db, temp.user_id);
      const bed = bedById(db, temp.bed_id);
      if (!dossier || dossier.statuscode !== STATUS.creation || !bed)
        throw badRequest("dossierPasEnCreation");
      deleteTemp(db, temp.id);
      if (!bedIsFree(bed, temp.date_arrivee))
        return c.json({ status: "KO", error: "bienIndisponible" });
      const typology = typologyById(db, bed.typology_id);
      if (!typology) throw notFound();
      releaseBed(db, dossier.bed_id);
      const end = holdBed(
        db,
        config,
        dossier,
        {
          bed,
          typologyId: typology.id,
          residenceId: typology.residence_id,
          arrival: temp.date_arrivee,
          resicamp: temp.resicamp === 1,
          idOffre: temp.id_offre,
        },
        at,
      );
      return c.json({ status: "OK", id_dossier: dossier.id, date_fin_prereservation: end });
    });
  });

  app.post(`${base}/dossierResicamp/handle`, auth, async (c) => {
    const input = await body(
      c,
      v.object({ id_bien: v.pipe(v.string("required"), v.nonEmpty("required")) }),
    );
    if (!bedById(db, input.id_bien)) throw notFound();
    const url = new URL("/simulators/resicamp/check-selection", deps.origin);
    url.searchParams.set("id_bien", input.id_bien);
    return c.json({ status: "OK", url: url.href });
  });

  return app;
}
