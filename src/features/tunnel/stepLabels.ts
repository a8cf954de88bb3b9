import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { ProgressStep } from "../../../machines/wizard.selectors.ts";

/** The five labels of the progress bar (spec 1 and 2), also each step's heading. */
export const stepLabels: Record<ProgressStep, MessageDescriptor> = {
  1: msg`Votre appartement`,
  2: msg`Votre profil`,
  3: msg`Profil des garants`,
  4: msg`Vos documents`,
  5: msg`Analyse de la demande`,
};
