import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { ApplicationErrorCode } from "../../../machines/stepSaveError.ts";

/**
 * The texts of the spec's "Application" catalogue (tunnel spec 8). The spec names each case but
 * quotes only "Erreur lors du management du dossier"; the others are written as the operator's
 * team would say them, and listed in docs/api.md.
 */
export const applicationErrorMessages: Record<ApplicationErrorCode, MessageDescriptor> = {
  dejaReservation: msg`Vous avez déjà une réservation en cours.`,
  reservationEnCours: msg`Une réservation est déjà en cours pour votre compte : contactez le gestionnaire de votre résidence.`,
  dossierNonTemporaire: msg`Cette réservation n'est pas une pré-réservation temporaire.`,
  dossierInconnu: msg`Nous ne trouvons pas cette réservation.`,
  utilisateurInconnu: msg`Nous ne trouvons pas votre compte.`,
  dossierPasEnCreation: msg`Votre demande n'est plus en cours de création : elle ne peut plus être modifiée.`,
  reservationExistantePourLeLot: msg`Une réservation existe déjà pour ce logement.`,
  dossierToujoursActif: msg`Votre demande précédente est toujours active.`,
  erreurRecuperationBail: msg`Erreur lors de la récupération du bail : contactez le gestionnaire de votre résidence.`,
  erreurManagementDossier: msg`Erreur lors du management du dossier`,
  dejaEnvoye: msg`Votre demande a déjà été envoyée.`,
  aucunePreReservation: msg`Vous n'avez plus de logement pré-réservé.`,
};

/**
 * Step 3, guarantor 2's email is the legal representative's (tunnel spec 8, "Guarantor save"):
 * the spec gives the meaning, not the words. Shown by the save's refusal and by the form's own
 * check.
 */
export const sameAsLegalGuardianMessage = msg`Le courriel du garant 2 doit être différent de celui de votre représentant légal. Si votre représentant légal est aussi votre garant, saisissez-le dans le formulaire du garant 1.`;

/**
 * A save (or the file's check or send) failed because the device is offline: said as
 * such, with what happens next; the wizard makes the save again once the browser is online.
 */
export const offlineSaveMessage = msg`Vous êtes hors ligne : votre saisie est gardée et sera enregistrée dès le retour de la connexion.`;
