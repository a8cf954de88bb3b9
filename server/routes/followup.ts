/** Step 5: payment request, transfer proof, lease signature and lease download. */
import { Hono } from "hono";
import * as v from "valibot";
import type { Db } from "../db.ts";
import { residenceById } from "../domain/catalogue.ts";
import { changesRequestedOf, typologyOf } from "../domain/dossier-view.ts";
import { currentDossier, type DossierRow, STATUS } from "../domain/dossiers.ts";
import {
  followupOf,
  isLeaseReadable,
  leaseSignature,
  maySignLease,
  SIGNATURE_DAYS,
  sendProof,
  signatureNow,
} from "../domain/followup.ts";
import { leasePdf } from "../domain/lease.ts";
import { signPayment } from "../domain/payment.ts";
import { dossierPricing } from "../domain/promoCodes.ts";
import { findUserById } from "../domain/users.ts";
import { requireUser } from "../http/auth.ts";
import type { AppEnv, Deps } from "../http/env.ts";
import { badRequest, unauthorized } from "../http/errors.ts";
import { body, requestLocale } from "../http/validate.ts";

const DEPOSE = "/api/ac_campus/dossierDepose";

function acceptedDossier(db: Db, userId: string): DossierRow {
  const dossier = currentDossier(db, userId);
  if (!dossier || dossier.statuscode !== STATUS.accepted) throw badRequest("statutIncorrect");
  return dossier;
}

function amountOf(db: Db, dossier: DossierRow): number {
  const typology = typologyOf(db, dossier.typology_id);
  // The arrival day plays no part in what is paid at signature (deposit and fees).
  return typology
    ? dossierPricing(db, typology, { code_promo: dossier.code_promo }).paymentAmount
    : 0;
}

export function followupRoutes(deps: Deps) {
  const { db, config, now, origin } = deps;
  const app = new Hono<AppEnv>();
  const auth = requireUser(deps);

  app.post("/api/ac_campus/payment/payment", auth, async (c) => {
    const input = await body(
      c,
      v.object({
        num_bail: v.pipe(v.string("required"), v.nonEmpty("required")),
        target: v.literal("acquisition", "choice"),
        typeAffectation: v.optional(v.literal("AUTO", "choice"), "AUTO"),
      }),
    );
    const dossier = acceptedDossier(db, c.get("userId"));
    const followup = followupOf(dossier);
    if (dossier.code_bail !== input.num_bail) throw badRequest("bailInconnu");
    if (!followup.amettredansyousign) throw badRequest("bailEnPreparation");
    if (followup.paiement_recu) throw badRequest("dejaPaye");
    const blockedUntil = followup.payment.blockedUntil;
    if (blockedUntil && blockedUntil > now().toISOString())
      throw badRequest("paiementBloque", { retryAt: blockedUntil });
    const user = findUserById(db, dossier.user_id);
    const returnPath = user?.language === "en" ? "/en/application" : "/fr/dossier";
    const postData = signPayment(db, {
      reference: dossier.reference,
      amount: amountOf(db, dossier).toFixed(2),
      currency: "EUR",
      return_url: `${origin}${returnPath}`,
    });
    return c.json({ url: `${origin}/simulators/payment`, post_data: postData });
  });

  app.post(`${DEPOSE}/submitSignatureDocument`, auth, async (c) => {
    const { document } = await body(
      c,
      v.object({
        document: v.picklist(["transfer_justificative", "guarantor_justificative"], "choice"),
      }),
    );
    const dossier = currentDossier(db, c.get("userId"));
    if (dossier?.statuscode === STATUS.abandoned) throw badRequest("reservationAnnulee");
    if (!dossier || dossier.statuscode !== STATUS.accepted) throw badRequest("statutIncorrect");
    const followup = sendProof(db, dossier, document, now());
    return c.json({
      status: "OK",
      paiement_recu: followup.paiement_recu,
      mode_de_paiement: followup.mode_de_paiement,
      suivi_garantie: followup.suivi_garantie,
    });
  });

  const canSign = (dossier: DossierRow | undefined) =>
    dossier !== undefined && maySignLease(dossier, now());

  app.get(`${DEPOSE}/canSign`, auth, (c) => {
    const dossier = currentDossier(db, c.get("userId"));
    const signature = dossier ? signatureNow(followupOf(dossier).signature, now()) : null;
    return c.json({
      peutSigner: canSign(dossier),
      link: signature?.statut === "EN_COURS" ? signature.link : null,
    });
  });

  app.get(`${DEPOSE}/signatureBail`, auth, (c) => {
    const dossier = currentDossier(db, c.get("userId"));
    if (!dossier || !canSign(dossier)) throw badRequest("signatureImpossible");
    const user = findUserById(db, dossier.user_id);
    if (!user) throw unauthorized();
    if (!user.phone) throw badRequest("telephoneLocataire");
    const signature = leaseSignature(db, dossier, origin, now());
    return c.json({ status: signature.statut, link: signature.link, id: signature.id });
  });

  app.get(`${DEPOSE}/getSignature`, auth, (c) => {
    const dossier = currentDossier(db, c.get("userId"));
    if (!dossier) throw badRequest("dossierInconnu");
    const followup = followupOf(dossier);
    const signature = signatureNow(followup.signature, now());
    const residence = residenceById(db, dossier.residence_id ?? -1);
    const manager = residence
      ? (JSON.parse(residence.data) as { team: { name: string }[] }).team[0]?.name
      : null;
    const { payment: _payment, signature: _signature, acceptedAt, ...facts } = followup;
    const guaranteedUntil = acceptedAt
      ? new Date(
          new Date(acceptedAt).getTime() + config.reservationGuaranteeHours * 3600_000,
        ).toISOString()
      : null;
    return c.json({
      dossier: {
        statuscode: dossier.statuscode,
        name: dossier.reference,
        code_bail: dossier.code_bail,
        ...facts,
        etapes_signatures: signature?.etapes ?? [],
        applicatif: { date_arrivee: dossier.date_arrivee },
      },
      montant: amountOf(db, dossier),
      reservationGuaranteedUntil: guaranteedUntil,
      signatureDays: SIGNATURE_DAYS,
      leaseReadable: isLeaseReadable(dossier),
      signature,
      pdlVisible: dossier.statuscode === STATUS.signed,
      mail_hestia_manager: residence ? { name: manager, email: residence.email } : null,
      payment: {
        lastError: followup.payment.lastError,
        blockedUntil: followup.payment.blockedUntil,
      },
      changesRequested: changesRequestedOf(dossier, requestLocale(c)),
    });
  });

  /**
   * The last signature of a type: BAIL, the lease's (every signer's), or GARANT, the guarantors'
   * part of it (a success once each personal guarantor signed; null without one).
   */
  app.get(`${DEPOSE}/getLastSignatureBail`, auth, (c) => {
    const asked = c.req.query("typeSignature");
    const type = asked === undefined || asked === "" ? "BAIL" : asked;
    if (type !== "BAIL" && type !== "GARANT") throw badRequest("typeSignatureInconnu");
    const dossier = currentDossier(db, c.get("userId"));
    const signature = dossier ? signatureNow(followupOf(dossier).signature, now()) : null;
    if (!signature) return c.json(null);
    const { link, id } = signature;
    if (type === "BAIL") return c.json({ type, statut: signature.statut, link, id });
    const guarantors = signature.etapes.filter((step) => step.etape.startsWith("garant"));
    if (guarantors.length === 0) return c.json(null);
    const allSigned = guarantors.every((step) => step.statut === "TERMINEE");
    const statut = allSigned ? "SUCCES" : signature.statut;
    return c.json({ type, statut, link, id });
  });

  app.get("/api/ac_campus/sharepoint/downloadBail", auth, (c) => {
    const dossier = currentDossier(db, c.get("userId"));
    const user = findUserById(db, c.get("userId"));
    if (!dossier || !user || !isLeaseReadable(dossier)) throw badRequest("bailIndisponible");
    return c.body(new Uint8Array(leasePdf(dossier, user, amountOf(db, dossier))), 200, {
      "content-type": "application/pdf",
      "content-disposition": `attachment; filename="${dossier.code_bail}.pdf"`,
    });
  });

  return app;
}
