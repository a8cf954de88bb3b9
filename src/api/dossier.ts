/**
 * The reservation tunnel's calls (tunnel spec 7, steps 1 and the tunnel's loading). The FAQ by
 * step and the booking stages are content calls: `getFaq({ locale, step })` and
 * `getBookingSteps` in content.ts.
 */
import * as v from "valibot";
import { defineCall, defineOnceGet } from "./call.ts";
import {
  ColocationSearchSchema,
  DossierCheckSchema,
  DossierInfoSchema,
  DossierTypeSchema,
  ExtensionAnswerSchema,
  LotChoiceAnswerSchema,
  ResicampHandOverSchema,
  SendAnswerSchema,
  StatusAnswerSchema,
  StayInfosAnswerSchema,
  StayInfosSchema,
} from "./dossierSchemas.ts";
import { IdentifierSchema, TemporaryApplicationSchema } from "./schemas.ts";

const BASE = "/api/ac_campus";

export const getTypeDossier = defineCall({
  method: "GET",
  path: "/api/ac_resicamp/dossierDepose/getTypeDossier",
  answer: DossierTypeSchema,
});

export const getDossierInfo = defineCall({
  method: "POST",
  path: `${BASE}/dossier/getInfos`,
  payload: v.object({ id_dossier: v.optional(IdentifierSchema) }),
  answer: DossierInfoSchema,
});

export const createTemporaryApplication = defineCall({
  method: "POST",
  path: `${BASE}/dossierTemporaire/creer`,
  payload: TemporaryApplicationSchema,
  answer: LotChoiceAnswerSchema,
});

export const handOverToResicamp = defineCall({
  method: "POST",
  path: `${BASE}/dossierResicamp/handle`,
  payload: v.object({ id_bien: IdentifierSchema }),
  answer: ResicampHandOverSchema,
});

export const changeBed = defineCall({
  method: "POST",
  path: `${BASE}/dossier/changementBien`,
  payload: v.object({ dossierTmp: IdentifierSchema }),
  answer: LotChoiceAnswerSchema,
});

export const restartColocationSearch = defineOnceGet(
  `${BASE}/dossier/relancerRechercheColocation`,
  ColocationSearchSchema,
);

export const cancelPrebooking = defineOnceGet(
  `${BASE}/dossier/annulerPreReservation`,
  StatusAnswerSchema,
);

export const extendPrebooking = defineOnceGet(
  `${BASE}/dossier/prolongerPreReservation`,
  ExtensionAnswerSchema,
);

/** Step 1: `duree_du_sejour` travels as a string ("3" to "12"). */
export const saveStayInfos = defineCall({
  method: "POST",
  path: `${BASE}/dossier/setInfos`,
  payload: StayInfosSchema,
  answer: StayInfosAnswerSchema,
});

export const checkDossier = defineCall({
  method: "POST",
  path: `${BASE}/dossier/check`,
  answer: DossierCheckSchema,
});

export const sendDossier = defineOnceGet(`${BASE}/dossier/envoyer`, SendAnswerSchema);
