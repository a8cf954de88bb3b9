/**
 * What the wizard's walks are planned from: the starting situations, the concrete events, and how
 * each invoked call may end. Shared by the vitest path suite (tests/machines/wizard.test.ts) and
 * the browser walks (tests/e2e/walks/), so both walk the same plans. Free of test-runner code.
 */
import * as v from "valibot";
import { StepSaveFailure } from "../../../machines/stepSaveError.ts";
import {
  informationStatus,
  type LoadedDossier,
  type TunnelDossier,
} from "../../../machines/tunnelLoader.dossier.ts";
import type { MissingItem, WizardEvent } from "../../../machines/wizard.ts";
import { DossierInfoSchema } from "../../../src/api/dossierSchemas.ts";
import {
  heldDossier,
  noDossier as noDossierAnswer,
} from "../../components/tunnel/tunnelFixtures.ts";
import type { EventTeaching } from "../support/teaching.ts";

const held: TunnelDossier = {
  dossierId: "D-1",
  statuscode: "creation",
  informationStatus: informationStatus.lotPreReserved,
  temporaryApplicationId: null,
  prebookingEndsAt: "2025-06-02T10:30:00Z",
  isResicamp: false,
  arrivalDate: "2025-09-01",
  listing: {
    residence: { fr: "les-estudines", en: "the-estudines" },
    typology: { fr: "studio", en: "studio-flat" },
  },
};
const noDossier: TunnelDossier = {
  ...held,
  dossierId: null,
  statuscode: null,
  informationStatus: informationStatus.noLot,
  prebookingEndsAt: null,
  listing: null,
  arrivalDate: null,
};
const loadedHeld: LoadedDossier = {
  dossier: held,
  details: v.parse(DossierInfoSchema, heldDossier()),
};
const loadedNone: LoadedDossier = {
  dossier: noDossier,
  details: v.parse(DossierInfoSchema, noDossierAnswer),
};
export const missing: MissingItem[] = [
  { step: 2, error: "missing_info", more_info: "birthDate" },
  { step: 4, error: "missing_doc", more_info: "identity" },
];
export const stepValues = { duration: 6, partner_code: "" };

const events = {
  formLoaded: { cause: "the step's form appears" },
  formChanged: { cause: "types in the form" },
  formSaved: { cause: "the form is back in step with the server" },
  continue: { cause: "clicks Continue", cases: [{ type: "continue", values: stepValues }] },
  sendRequest: {
    cause: 'clicks "Envoyer votre demande"',
    cases: [{ type: "sendRequest", values: { newsletter: "1", newsletterGroup: "2" } }],
  },
  back: { cause: "clicks Back" },
  jumpToStep: {
    cause: "clicks a step",
    cases: [
      { type: "jumpToStep", step: 1 },
      { type: "jumpToStep", step: 2 },
      { type: "jumpToStep", step: 3 },
      { type: "jumpToStep", step: 4 },
    ],
  },
  saveAndResumeLater: {
    cause: 'clicks "Reprendre plus tard"',
    cases: [{ type: "saveAndResumeLater", values: stepValues }],
  },
  acknowledgeDeposit: { cause: 'clicks "Continuer" in the deposit dialog' },
  dismissError: { cause: 'closes "Incompatibilité de genre" or "Garanties insuffisantes"' },
  retryRefresh: { cause: "asks again for the recap that could not be reloaded" },
  close: { cause: "closes the dialog" },
  newSearch: { cause: 'clicks "Nouvelle recherche"' },
  connectionRestored: { cause: "the browser is back online" },
} satisfies EventTeaching<WizardEvent>;

const offline = { offline: new Error("network down") };
/** A call's failures: the device offline (waits for the connection), or any other (shown). */
const callFailures = {
  offline: new StepSaveFailure({ kind: "offline" }),
  "server fault": new StepSaveFailure({ kind: "generic" }),
};
/** Whatever the reason, a failed save keeps the step; the gender pop-up is the one reason with a state-like effect. */
const saveFailures = {
  ...callFailures,
  colocationIncorrecte: new StepSaveFailure({ kind: "genderIncompatible" }),
  garantiesInsuffisantes: new StepSaveFailure({
    kind: "insufficientGuarantees",
    minimumIncome: 2760,
  }),
};
const saved = { saved: { status: "OK" } };

/** The wizard's plan: situations, events, invocations' outcomes. */
export const wizardPlan = {
  inputs: {
    "a flat is pre-reserved": { loaded: loadedHeld },
    "no dossier yet": { loaded: loadedNone },
  },
  events,
  invocations: {
    saveStepToContinue: { done: saved, error: saveFailures },
    saveStepForLater: { done: saved, error: callFailures },
    refreshDossier: { done: { reloaded: loadedHeld }, error: offline },
    checkDossier: {
      done: {
        complete: { outcome: "complete" },
        "items missing": { outcome: "incomplete", missingItems: missing },
      },
      error: callFailures,
    },
    sendDossier: {
      done: {
        deposited: { outcome: "deposited" },
        annoncePlusDisponible: { outcome: "noLongerAvailable" },
        "another answer": { outcome: "otherAnswer" },
      },
      error: callFailures,
    },
  },
};
