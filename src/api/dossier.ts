/**
 * The reservation tunnel's calls (tunnel spec 7, steps 1 and the tunnel's loading). The FAQ by
 * step and the booking stages are content calls: `getFaq({ locale, step })` and
 * `getBookingSteps` in content.ts.
 */
import * as v from "valibot";
import { type CallOptions, defineCall } from "./call.ts";
import { apiClient } from "./client.ts";
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

/**
 * Some GET endpoints of the contract change things (cancel, extend, send, release). The shared
 * client retries failed GETs, which could extend a pre-booking twice or send a file twice, so
 * these make one attempt only, whichever client carries them.
 */
function once(options: CallOptions = {}): CallOptions {
  return { ...options, client: (options.client ?? apiClient).extend({ retry: { limit: 0 } }) };
}

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

const restartColocationSearchCall = defineCall({
  method: "GET",
  path: `${BASE}/dossier/relancerRechercheColocation`,
  answer: ColocationSearchSchema,
});
export const restartColocationSearch = (options?: CallOptions) =>
  restartColocationSearchCall(once(options));

const cancelPrebookingCall = defineCall({
  method: "GET",
  path: `${BASE}/dossier/annulerPreReservation`,
  answer: StatusAnswerSchema,
});
export const cancelPrebooking = (options?: CallOptions) => cancelPrebookingCall(once(options));

const extendPrebookingCall = defineCall({
  method: "GET",
  path: `${BASE}/dossier/prolongerPreReservation`,
  answer: ExtensionAnswerSchema,
});
export const extendPrebooking = (options?: CallOptions) => extendPrebookingCall(once(options));

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

const sendDossierCall = defineCall({
  method: "GET",
  path: `${BASE}/dossier/envoyer`,
  answer: SendAnswerSchema,
});
export const sendDossier = (options?: CallOptions) => sendDossierCall(once(options));
