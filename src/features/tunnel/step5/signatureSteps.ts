/**
 * The signature step list (tunnel spec 2 "Lease signature view", 4 "Signature steps"): shown only
 * while the signature is in progress or done; the product's own signature is left out; labels by
 * step type.
 */
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { FollowUpData, SignatureStep } from "../../../api/followUpSchemas.ts";

/** The product's own signature (its team countersigns), not listed to the applicant. */
const PRODUCT_STEP = "gestionnaire";

/** @spec tunnel §2 Step 5: follow-up after sending */
export function showsSignatureSteps(data: FollowUpData): boolean {
  const status = data.signature?.statut.toUpperCase();
  return status === "EN_COURS" || status === "SUCCES";
}

export interface SignatureStepItem {
  key: string;
  label: MessageDescriptor;
  isDone: boolean;
}

function labelOf(step: SignatureStep, hasSecondGuarantor: boolean, isDone: boolean) {
  switch (step.etape) {
    case "locataire":
      return msg`Signature du locataire`;
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

/** @spec tunnel §4 Signature steps */
export function signatureStepItems(data: FollowUpData): SignatureStepItem[] {
  const steps = data.signature?.etapes?.length
    ? data.signature.etapes
    : data.dossier.etapes_signatures;
  const shown = steps.filter((step) => step.etape !== PRODUCT_STEP);
  const hasSecondGuarantor = shown.some((step) => step.etape === "garant2");
  return shown.flatMap((step) => {
    const isDone = step.statut === "TERMINEE";
    const label = labelOf(step, hasSecondGuarantor, isDone);
    return label ? [{ key: step.etape, label, isDone }] : [];
  });
}
