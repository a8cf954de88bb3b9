import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { TunnelErrorCode } from "../../../machines/tunnelLoader.dossier.ts";
import { genericErrorMessage } from "../../api/errors.ts";

/** The catalogue text of each error code the tunnel's machines hold (spec 7 and 8). */
export const tunnelErrorMessages: Record<TunnelErrorCode, MessageDescriptor> = {
  generic: genericErrorMessage,
  bedChangeFailed: msg`Erreur lors de la modification du dossier`,
  bedReleaseFailed: msg`Erreur à la libération du bien`,
};

/** The leave warning (spec 2), shown before leaving with unsaved changes. */
export const leaveWarningMessage = msg`Vous vous apprêtez à quitter le tunnel de réservation. Pensez à cliquer sur "Reprendre plus tard" pour sauvegarder votre demande en cours.`;
