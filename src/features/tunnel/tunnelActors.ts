/**
 * The real side effects of the tunnel's actor system, given with `.provide()`: the loader, its
 * child the wizard, and the wizard's children (the countdown, the records of steps 2 and 3). The
 * API calls of spec 7 mapped to the outcomes each machine expects, storage, analytics and
 * navigation. The page passes the few browser effects in (`TunnelEffects`), so this module stays
 * free of React.
 */
import type { KyInstance } from "ky";
import { fromCallback, fromPromise } from "xstate";
import { followUpMachine } from "../../../machines/followUp.ts";
import { type ExtensionAnswer, prebookingMachine } from "../../../machines/prebooking.ts";
import { stepRecordMachine } from "../../../machines/stepRecord.ts";
import type { ListingTarget, LoadedDossier } from "../../../machines/tunnelLoader.dossier.ts";
import type {
  BedChangeAnswer,
  DossierTypeAnswer,
  ResicampHandOverAnswer,
  SearchReturn,
  TemporaryApplicationAnswer,
} from "../../../machines/tunnelLoader.ts";
import {
  type DossierCheckAnswer,
  documentsStepOfWizard,
  type FormStep,
  type SendAnswer,
  type StepSaveAnswer,
  type StepSubmission,
  wizardMachine,
} from "../../../machines/wizard.ts";
import { type AnalyticsEvent, trackEvent } from "../../analytics/events.ts";
import type { CallOptions } from "../../api/call.ts";
import {
  cancelPrebooking,
  changeBed,
  checkDossier,
  createTemporaryApplication,
  extendPrebooking,
  getDossierInfo,
  getTypeDossier,
  handOverToResicamp,
  restartColocationSearch,
  sendDossier,
} from "../../api/dossier.ts";
import { getProfileRecord } from "../../api/profileStep.ts";
import type { TemporaryApplication } from "../../api/schemas.ts";
import type { Locale } from "../../config/index.ts";
import {
  dossierIdStorage,
  hasJustDeposedStorage,
  stepStorage,
  temporaryDossierInfoStorage,
} from "../../storage/index.ts";
import { getServerClockOffsetMs } from "../../time/now.ts";
import { fromCall } from "./fromCall.ts";
import { guaranteeRecordImplementations, guaranteesWithEffects } from "./step3/guaranteeActors.ts";
import { documentsStepImplementations } from "./step4/documentActors.ts";
import { followUpImplementations } from "./step5/followUpActors.ts";
import { withTypedFailure } from "./stepSaveErrors.ts";
import { profileDraft } from "./steps/stepDraft.ts";
import { stepRecordImplementations } from "./steps/stepRecordActors.ts";
import { stepRegistry } from "./steps/stepRegistry.ts";
import {
  isGenderIncompatibility,
  toBedChangeAnswer,
  toDossierCheckAnswer,
  toDossierTypeAnswer,
  toExtensionAnswer,
  toSendAnswer,
  toTemporaryApplicationAnswer,
} from "./tunnelAnswers.ts";
import { toTunnelDossier } from "./tunnelDossier.ts";
import { homeHref, lastSearchHref, searchAgainHref, tunnelHref } from "./tunnelHrefs.ts";

/** What the tunnel needs from the page around it. */
export interface TunnelEffects {
  locale: Locale;
  /** The router's API client (src/shared/routerContext.ts): every call of the tunnel goes through it. */
  api: KyInstance;
  /** Navigates inside the app; a navigation the tunnel decides is never held by the leave warning. */
  navigate(href: string): void;
  /** Leaves the app for another site (the residence site's check-selection page). */
  leaveApp(url: string): void;
  /** Starts signing in (the session machine), to come back to `returnTo`. */
  signIn(returnTo: string): void;
}

/** `dossier/getInfos`: the facts the machines decide on and the answer the page renders. */
async function loadDossier(call: CallOptions): Promise<LoadedDossier> {
  const details = await getDossierInfo({}, call);
  return { dossier: toTunnelDossier(details), details };
}

function navigationActions(effects: TunnelEffects) {
  return {
    goHome: () => effects.navigate(homeHref(effects.locale)),
    goToLastSearch: (_: unknown, target: ListingTarget) =>
      effects.navigate(lastSearchHref(target, effects.locale)),
  };
}

export function tunnelLoaderImplementations(effects: TunnelEffects) {
  const { api } = effects;
  return {
    // Its calls drop a stopped call's answer (`fromCall`): its first call starts as React mounts
    // the page, which StrictMode does twice in development.
    actors: {
      // The loader's child: the wizard with its own effects (logic, not a running actor).
      wizard: wizardMachine.provide(wizardImplementations(effects)),
      // Step 5, its child once the file is sent, with its own effects and its proofs'.
      followUp: followUpMachine.provide(followUpImplementations(api)),
      getTypeDossier: fromCall<DossierTypeAnswer, void>(async ({ signal }) =>
        toDossierTypeAnswer(await getTypeDossier({ signal, client: api })),
      ),
      createTemporaryApplication: fromCall<TemporaryApplicationAnswer, TemporaryApplication>(
        async ({ input, signal }) => {
          try {
            return toTemporaryApplicationAnswer(
              await createTemporaryApplication(input, { signal, client: api }),
            );
          } catch (error) {
            if (isGenderIncompatibility(error)) return { outcome: "genderIncompatible" };
            throw error;
          }
        },
      ),
      handOverToResicamp: fromCall<ResicampHandOverAnswer, { id_bien: string }>(
        async ({ input, signal }) => ({
          checkPageUrl: (await handOverToResicamp(input, { signal, client: api })).url,
        }),
      ),
      getDossierInfo: fromCall<LoadedDossier, void>(({ signal }) =>
        loadDossier({ signal, client: api }),
      ),
      changeBed: fromCall<BedChangeAnswer, { dossierTmp: string }>(async ({ input, signal }) =>
        toBedChangeAnswer(await changeBed(input, { signal, client: api })),
      ),
      restartColocationSearch: fromCall<unknown, void>(({ signal }) =>
        restartColocationSearch({ signal, client: api }),
      ),
    },
    actions: {
      ...navigationActions(effects),
      redirectToSignIn: () => effects.signIn(tunnelHref(effects.locale)),
      redirectToResicampCheck: (_: unknown, params: { url: string }) =>
        effects.leaveApp(params.url),
      goBackToSearch: (_: unknown, search: SearchReturn) =>
        effects.navigate(searchAgainHref(search, effects.locale)),
      forgetTemporaryDossierInfo: () => temporaryDossierInfoStorage.clear(),
      forgetJustDepositedFlag: () => hasJustDeposedStorage.clear(),
    },
  };
}

function prebookingImplementations(effects: TunnelEffects) {
  const { api } = effects;
  return {
    actors: {
      readServerClockOffset: fromPromise<number>(async () => getServerClockOffsetMs()),
      cancelPrebooking: fromPromise<unknown>(({ signal }) =>
        cancelPrebooking({ signal, client: api }),
      ),
      extendPrebooking: fromPromise<ExtensionAnswer>(async ({ signal }) =>
        toExtensionAnswer(await extendPrebooking({ signal, client: api })),
      ),
    },
    actions: navigationActions(effects),
  };
}

function wizardImplementations(effects: TunnelEffects) {
  const { api } = effects;
  return {
    actors: {
      // The wizard's children, each with its own effects (logic, not running actors).
      prebooking: prebookingMachine.provide(prebookingImplementations(effects)),
      profileRecord: stepRecordMachine.provide(profileRecordImplementations(api)),
      guaranteeRecord: stepRecordMachine.provide(guaranteeRecordImplementations(api)),
      guarantees: guaranteesWithEffects,
      // Each step's save is its registry entry's; a failure rejects with its typed reason.
      submitStep: fromPromise<StepSaveAnswer, StepSubmission>(({ input, signal }) =>
        withTypedFailure(() =>
          stepRegistry[input.step].save(input.values, { signal, client: api }),
        ),
      ),
      checkDossier: fromPromise<DossierCheckAnswer>(({ signal }) =>
        withTypedFailure(async () =>
          toDossierCheckAnswer(await checkDossier({ signal, client: api })),
        ),
      ),
      sendDossier: fromPromise<SendAnswer>(({ signal }) =>
        withTypedFailure(async () => toSendAnswer(await sendDossier({ signal, client: api }))),
      ),
      getDossierInfo: fromPromise<LoadedDossier>(({ signal }) =>
        loadDossier({ signal, client: api }),
      ),
      // Step 4's files, the wizard's child while step 4 is shown (logic, not a running actor).
      documentsStep: documentsStepOfWizard.provide(documentsStepImplementations(api)),
      // A save failed offline: the browser's `online` event makes it again.
      awaitConnection: fromCallback(({ sendBack }) => {
        const restored = () => sendBack({ type: "connectionRestored" });
        window.addEventListener("online", restored);
        return () => window.removeEventListener("online", restored);
      }),
    },
    actions: {
      ...navigationActions(effects),
      trackTunnelEvent: (_: unknown, event: AnalyticsEvent) => trackEvent(event),
      rememberJustDeposited: () => hasJustDeposedStorage.write(true),
      persistStep: (
        _: unknown,
        { step, dossierId }: { step: FormStep; dossierId: string | null },
      ) => {
        stepStorage.write(step);
        if (dossierId !== null) dossierIdStorage.write(dossierId);
      },
    },
  };
}

/** Step 2's record: `getInfosPersonnelles` and its local draft. */
const profileRecordImplementations = (api: KyInstance) =>
  stepRecordImplementations((signal) => getProfileRecord({ signal, client: api }), profileDraft);
