/** Sending the file (step 4): the completeness check, then the send itself. */
import { Hono } from "hono";
import { transaction } from "../db.ts";
import { missingItems } from "../domain/completeness.ts";
import {
  currentDossier,
  type DossierRow,
  IN_PROGRESS,
  INFO,
  STATUS,
  updateDossier,
} from "../domain/dossiers.ts";
import { applicantOf, recordHistory } from "../domain/fileHistory.ts";
import { storedGuarantors } from "../domain/guarantors.ts";
import { queueMail } from "../domain/mail.ts";
import { bedById, reserveBed } from "../domain/prebooking.ts";
import { storedProfile } from "../domain/profile.ts";
import { findUserById } from "../domain/users.ts";
import { requireUser } from "../http/auth.ts";
import type { AppEnv, Deps } from "../http/env.ts";
import { ApiError, badRequest, unauthorized } from "../http/errors.ts";

function lapsed(dossier: DossierRow, now: Date): boolean {
  if (dossier.info_status === INFO.bienLibere) return true;
  const end = dossier.date_fin_prereservation;
  return dossier.statuscode === STATUS.creation && end !== null && end < now.toISOString();
}

export function sendRoutes(deps: Deps) {
  const { db, now } = deps;
  const app = new Hono<AppEnv>();
  const auth = requireUser(deps);

  const missingOf = (dossier: DossierRow | undefined) =>
    dossier
      ? missingItems(db, dossier, storedProfile(dossier), storedGuarantors(dossier), now())
      : [{ step: 1, error: "missing_bed", more_info: "bed" }];

  app.post("/api/ac_campus/dossier/check", auth, (c) => {
    const missing = missingOf(currentDossier(db, c.get("userId")));
    return c.json(missing.length === 0 ? { status: "ok" } : { status: "ko", errors: missing });
  });

  app.get("/api/ac_campus/dossier/envoyer", auth, (c) => {
    const user = findUserById(db, c.get("userId"));
    if (!user) throw unauthorized();
    const dossier = currentDossier(db, user.id);
    if (!dossier) throw badRequest("dossierInconnu");
    if (IN_PROGRESS.has(dossier.statuscode) && dossier.statuscode !== STATUS.toUpdate)
      throw badRequest("dejaEnvoye");
    const at = now();
    if (lapsed(dossier, at)) {
      // The lot may have gone to someone else meanwhile: "Trop tard !" rather than "lot released".
      const bed = dossier.bed_id ? bedById(db, dossier.bed_id) : undefined;
      const taken = !bed || (bed.status !== "comm" && dossier.info_status === INFO.bienLibere);
      return c.json({
        status: "KO",
        error: taken ? "annoncePlusDisponible" : "preReservationExpiree",
      });
    }
    const missing = missingOf(dossier);
    if (missing.length > 0) throw new ApiError(400, { error: "dossierIncomplet", errors: missing });
    transaction(db, () => {
      if (dossier.bed_id) reserveBed(db, dossier.bed_id);
      updateDossier(
        db,
        dossier.id,
        {
          statuscode: STATUS.complete,
          info_status: INFO.finished,
          date_fin_prereservation: null,
          sent_at: at.toISOString(),
        },
        at,
      );
      // Sent again after the team asked for changes, or sent for the first time.
      const action = dossier.statuscode === STATUS.toUpdate ? "sentAgain" : "sent";
      const actor = applicantOf(db, dossier);
      recordHistory(db, { dossier, actor, action, statusAfter: STATUS.complete }, at);
      queueMail(
        db,
        user,
        {
          fr: `Demande de réservation envoyée (${dossier.reference})`,
          en: `Booking request sent (${dossier.reference})`,
        },
        {
          fr: `Bonjour ${user.firstname},\n\nNous avons bien reçu votre demande ${dossier.reference}. Elle sera étudiée sous 48 heures, le plus souvent en moins de 24 heures ouvrées.\n\nL'équipe Hestia Campus`,
          en: `Hello ${user.firstname},\n\nWe have received your request ${dossier.reference}. It will be reviewed within 48 hours, usually within 24 working hours.\n\nThe Hestia Campus team`,
        },
        at,
      );
    });
    return c.json({
      status: "OK",
      reference: dossier.reference,
      date_arrivee: dossier.date_arrivee,
    });
  });

  return app;
}
