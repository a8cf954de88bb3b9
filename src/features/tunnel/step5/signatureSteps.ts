/**
 * The signature step list (tunnel spec 2 "Lease signature view", 4 "Signature steps"): each
 * signer in order (the tenant, a minor's legal guardian, guarantors 1 and 2) with their state;
 * the product's own signature is left out; labels by step type. Shown while the signature is in
 * progress or done, and after a refusal or an expiry, so the applicant sees who refused or who
 * had not signed.
 */
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { PRODUCT_SIGNATURE_STEP } from "../../../../machines/followUp.selectors.ts";
import type { FollowUpData, SignatureStep } from "../../../api/followUpSchemas.ts";

/** @spec tunnel §2 Step 5: follow-up after sending */
export function showsSignatureSteps(data: FollowUpData): boolean {
  const status = data.signature?.statut.toUpperCase();
  return (
    status === "EN_COURS" || status === "SUCCES" || status === "REFUS" || status === "EXPIRATION"
  );
}

/** A signer's state: signed, their turn or later (waiting), refused, or out of time (expired). */
export type SignerState = "signed" | "waiting" | "refused" | "expired";

export interface SignatureStepItem {
  key: string;
  label: MessageDescriptor;
  state: SignerState;
}

function labelOf(step: SignatureStep, hasSecondGuarantor: boolean, isDone: boolean) {
  switch (step.etape) {
    case "locataire":
      return msg`Signature du locataire`;
    case "representant_legal":
      return msg`Signature du représentant légal`;
    case "garant":
      return hasSecondGuarantor ? msg`Signature du garant 1` : msg`Signature du garant`;
    case "garant2":
      return msg`Signature du garant 2`;
    case "locataire_garant":
      return isDone
        ? msg`Le locataire et son garant ont signé`
        : msg`Signature du locataire et de son garant`;
    default:
      return null;
  }
}

/** The signer whose turn it was refused when the signature stopped on a refusal. */
function stateOf(step: SignatureStep, signatureStatus: string | undefined): SignerState {
  if (step.statut === "TERMINEE") return "signed";
  if (signatureStatus === "EXPIRATION") return "expired";
  if (signatureStatus === "REFUS" && step.statut === "DEMANDEE") return "refused";
  return "waiting";
}

/** @spec tunnel §4 Signature steps */
export function signatureStepItems(data: FollowUpData): SignatureStepItem[] {
  const steps = data.signature?.etapes?.length
    ? data.signature.etapes
    : data.dossier.etapes_signatures;
  const status = data.signature?.statut.toUpperCase();
  const shown = steps.filter((step) => step.etape !== PRODUCT_SIGNATURE_STEP);
  const hasSecondGuarantor = shown.some((step) => step.etape === "garant2");
  return shown.flatMap((step) => {
    const state = stateOf(step, status);
    const label = labelOf(step, hasSecondGuarantor, state === "signed");
    return label ? [{ key: step.etape, label, state }] : [];
  });
}
