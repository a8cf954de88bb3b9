/**
 * Simulated third parties of step 5, deterministic so every outcome can be forced: the card
 * payment page (pay, or refuse with any of the spec's card error codes) and the e-signature
 * page (sign or refuse): the tenant's in the app's frame, each co-signer's from their mail
 * (`?signer=representant_legal|garant|garant2`), open only on the signer's turn.
 */
import { type Context, Hono } from "hono";
import type { Db } from "../db.ts";
import type { DossierRow } from "../domain/dossiers.ts";
import {
  dossierBySignature,
  followupOf,
  PAYMENT_BLOCK_MINUTES,
  PAYMENT_FAILURES_BEFORE_BLOCK,
  recordCardPayment,
  saveFollowup,
  signatureNow,
} from "../domain/followup.ts";
import { CARD_ERRORS, verifyPayment } from "../domain/payment.ts";
import {
  refuseStep,
  SIGNER_STEPS,
  type SignerStep,
  signerAskedFor,
  signStep,
} from "../domain/signers.ts";
import { findByReference } from "../domain/staff.ts";
import { findUserById } from "../domain/users.ts";
import type { AppEnv, Deps } from "../http/env.ts";
import { badRequest } from "../http/errors.ts";
import { readBody } from "../http/validate.ts";
import { escapeHtml, layout } from "../oidc/views.ts";

const SIGNED = ["reference", "amount", "currency", "return_url", "signature"] as const;

/** The page's form fields; an unreadable body (a broken multipart) is the API's 400. */
async function formOf(c: Context<AppEnv>): Promise<Record<string, string>> {
  const parsed = await readBody(c);
  return Object.fromEntries(
    Object.entries(parsed).filter(
      (entry): entry is [string, string] => typeof entry[1] === "string",
    ),
  );
}

function languageOf(db: Db, dossier: DossierRow | undefined): "fr" | "en" {
  return (dossier && findUserById(db, dossier.user_id)?.language) || "fr";
}

const SIGNERS: readonly string[] = Object.values(SIGNER_STEPS);

/** Whose page it is: the tenant's by default; an unknown signer is a bad request. */
function signerOf(asked: string | undefined): SignerStep {
  if (asked === undefined || asked === "") return "locataire";
  if (!SIGNERS.includes(asked)) throw badRequest("signataireInconnu");
  return asked as SignerStep;
}

export function providerSimulatorRoutes({ db, now }: Deps) {
  const app = new Hono<AppEnv>();

  app.post("/simulators/payment", async (c) => {
    const fields = await formOf(c);
    const signed = Object.fromEntries(SIGNED.map((key) => [key, fields[key] ?? ""]));
    const dossier = findByReference(db, fields.reference ?? "");
    if (!verifyPayment(db, signed) || !dossier)
      return c.html(layout("fr", "Paiement", "<h1>Demande de paiement invalide</h1>"), 400);
    const fr = languageOf(db, dossier) === "fr";
    const hidden = SIGNED.map(
      (key) => `<input type="hidden" name="${key}" value="${escapeHtml(signed[key] ?? "")}">`,
    ).join("");
    const codes = CARD_ERRORS.map((code) => `<option value="${code}">${code}</option>`).join("");
    const title = fr ? "Paiement sécurisé (simulation)" : "Secure payment (simulation)";
    const body = `<h1>${title}</h1>
<p>${fr ? "Dossier" : "File"} ${escapeHtml(dossier.reference)} : <strong>${escapeHtml(signed.amount ?? "")} €</strong></p>
<form method="post" action="/simulators/payment/result">${hidden}<input type="hidden" name="outcome" value="success">
<button type="submit">${fr ? "Payer" : "Pay"} ${escapeHtml(signed.amount ?? "")} €</button></form>
<form method="post" action="/simulators/payment/result">${hidden}<input type="hidden" name="outcome" value="error">
<label for="code">${fr ? "Code de refus de la carte" : "Card refusal code"}</label><select id="code" name="code">${codes}</select>
<button class="secondary" type="submit">${fr ? "Simuler un refus" : "Simulate a refusal"}</button></form>`;
    return c.html(layout(fr ? "fr" : "en", title, body));
  });

  app.post("/simulators/payment/result", async (c) => {
    const fields = await formOf(c);
    const signed = Object.fromEntries(SIGNED.map((key) => [key, fields[key] ?? ""]));
    const dossier = findByReference(db, fields.reference ?? "");
    if (!verifyPayment(db, signed) || !dossier)
      return c.html(layout("fr", "Paiement", "<h1>Demande de paiement invalide</h1>"), 400);
    const followup = followupOf(dossier);
    const target = new URL(signed.return_url ?? "/");
    const at = now();
    if (fields.outcome === "success") {
      recordCardPayment(db, dossier, at);
      target.searchParams.set("payment", "success");
    } else {
      const code = (CARD_ERRORS as readonly string[]).includes(fields.code ?? "")
        ? (fields.code as string)
        : "00001";
      const failures = followup.payment.failures + 1;
      // After repeated refusals the spec blocks card payment for 20 minutes.
      const blocked =
        failures >= PAYMENT_FAILURES_BEFORE_BLOCK
          ? new Date(at.getTime() + PAYMENT_BLOCK_MINUTES * 60_000).toISOString()
          : null;
      saveFollowup(
        db,
        dossier,
        { payment: { failures: blocked ? 0 : failures, blockedUntil: blocked, lastError: code } },
        at,
      );
      target.searchParams.set("payment", "error");
      target.searchParams.set("code", code);
    }
    return c.redirect(target.href, 303);
  });

  app.get("/simulators/signature/:id", (c) => {
    const signer = signerOf(c.req.query("signer"));
    const dossier = dossierBySignature(db, c.req.param("id"));
    const signature = dossier && signatureNow(followupOf(dossier).signature, now());
    const fr = languageOf(db, dossier) === "fr";
    const title = fr ? "Signature électronique (simulation)" : "Electronic signature (simulation)";
    if (!dossier || !signature)
      return c.html(
        layout(
          fr ? "fr" : "en",
          title,
          `<h1>${title}</h1><p>${fr ? "Lien inconnu." : "Unknown link."}</p>`,
        ),
        404,
      );
    const open = signature.statut === "EN_COURS" && signerAskedFor(signature) === signer;
    const action = `/simulators/signature/${encodeURIComponent(signature.id)}`;
    const hidden = `<input type="hidden" name="signer" value="${signer}">`;
    const done = signature.etapes.find((step) => step.etape === signer)?.statut === "TERMINEE";
    const state = done
      ? fr
        ? "Vous avez signé ce bail."
        : "You have signed this lease."
      : signature.statut === "EN_COURS"
        ? fr
          ? "Ce n'est pas encore votre tour de signer."
          : "It is not your turn to sign yet."
        : `${fr ? "Statut de la signature" : "Signature status"} : ${signature.statut}`;
    const forms = open
      ? `<form method="post" action="${action}">${hidden}<input type="hidden" name="action" value="sign"><button type="submit">${fr ? "Signer le bail" : "Sign the lease"}</button></form>
<form method="post" action="${action}">${hidden}<input type="hidden" name="action" value="refuse"><button class="secondary" type="submit">${fr ? "Refuser de signer" : "Refuse to sign"}</button></form>`
      : `<p>${state}</p>`;
    const body = `<h1>${title}</h1><p>${fr ? "Bail" : "Lease"} ${escapeHtml(dossier.code_bail ?? "")} - ${escapeHtml(dossier.reference)}</p>${forms}`;
    return c.html(layout(fr ? "fr" : "en", title, body));
  });

  app.post("/simulators/signature/:id", async (c) => {
    const dossier = dossierBySignature(db, c.req.param("id"));
    const followup = dossier && followupOf(dossier);
    const signature = followup && signatureNow(followup.signature, now());
    if (!dossier || !followup || signature?.statut !== "EN_COURS")
      return c.json({ error: "notFound" }, 404);
    const fields = await formOf(c);
    const signer = signerOf(fields.signer);
    if (fields.action !== "sign" && fields.action !== "refuse") throw badRequest("choice");
    // Only the signer whose turn it is may sign or refuse (the page shows them the buttons).
    if (signerAskedFor(signature) !== signer) throw badRequest("pasVotreTour");
    if (fields.action === "refuse") refuseStep(db, dossier, signature, signer, now());
    else signStep(db, dossier, signature, signer, now());
    const fr = languageOf(db, dossier) === "fr";
    const text =
      fields.action === "refuse"
        ? fr
          ? "Signature refusée."
          : "Signature refused."
        : fr
          ? "Merci, votre signature est enregistrée. Vous pouvez fermer cette fenêtre."
          : "Thank you, your signature is recorded. You can close this window.";
    return c.html(
      layout(fr ? "fr" : "en", "Signature", `<h1>Signature</h1><p role="status">${text}</p>`),
    );
  });

  return app;
}
