/**
 * The real side effects of the tunnel's three machines (`tunnelLoader`, `prebooking`, `wizard`),
 * given with `.provide()`: the API calls of spec 7 mapped to the outcomes each machine expects,
 * storage, analytics and navigation. The page passes the few browser effects in (`TunnelEffects`),
 * so this module stays free of React.
 */
import { fromPromise } from "xstate";
import type { ExtensionAnswer } from "../../../machines/prebooking.ts";
import type { ListingTarget, TunnelDossier } from "../../../machines/tunnelLoader.dossier.ts";
import type {
  BedChangeAnswer,
  DossierTypeAnswer,
  ResicampHandOverAnswer,
  SearchReturn,
  TemporaryApplicationAnswer,
} from "../../../machines/tunnelLoader.ts";
import type { DossierCheckAnswer, SendAnswer, StepSubmission } from "../../../machines/wizard.ts";
import { type AnalyticsEvent, trackEvent } from "../../analytics/events.ts";
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
  saveStayInfos,
  sendDossier,
} from "../../api/dossier.ts";
import type { DossierInfo } from "../../api/dossierSchemas.ts";
import type { TemporaryApplication } from "../../api/schemas.ts";
import type { Locale } from "../../config/index.ts";
import { hasJustDeposedStorage, temporaryDossierInfoStorage } from "../../storage/index.ts";
import { toStayInfos } from "./steps/stayForm.ts";
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
  /** Navigates inside the app; a navigation the tunnel decides is never held by the leave warning. */
  navigate(href: string): void;
  /** Leaves the app for another site (the residence site's check-selection page). */
  leaveApp(url: string): void;
  /** Starts signing in (the session machine), to come back to `returnTo`. */
  signIn(returnTo: string): void;
  /** The full `dossier/getInfos` answer, for what the page shows beside the machines' facts. */
  onDossierLoaded(info: DossierInfo): void;
}

function navigationActions(effects: TunnelEffects) {
  return {
    goHome: () => effects.navigate(homeHref(effects.locale)),
    goToLastSearch: (_: unknown, target: ListingTarget) =>
      effects.navigate(lastSearchHref(target, effects.locale)),
  };
}

export function tunnelLoaderImplementations(effects: TunnelEffects) {
  return {
    actors: {
      getTypeDossier: fromPromise<DossierTypeAnswer, void>(async ({ signal }) =>
        toDossierTypeAnswer(await getTypeDossier({ signal })),
      ),
      createTemporaryApplication: fromPromise<TemporaryApplicationAnswer, TemporaryApplication>(
        async ({ input, signal }) => {
          try {
            return toTemporaryApplicationAnswer(
              await createTemporaryApplication(input, { signal }),
            );
          } catch (error) {
            if (isGenderIncompatibility(error)) return { outcome: "genderIncompatible" };
            throw error;
          }
        },
      ),
      handOverToResicamp: fromPromise<ResicampHandOverAnswer, { id_bien: string }>(
        async ({ input, signal }) => ({
          checkPageUrl: (await handOverToResicamp(input, { signal })).url,
        }),
      ),
      getDossierInfo: fromPromise<TunnelDossier, void>(async ({ signal }) => {
        const info = await getDossierInfo({}, { signal });
        effects.onDossierLoaded(info);
        return toTunnelDossier(info);
      }),
      changeBed: fromPromise<BedChangeAnswer, { dossierTmp: string }>(async ({ input, signal }) =>
        toBedChangeAnswer(await changeBed(input, { signal })),
      ),
      restartColocationSearch: fromPromise<unknown, void>(({ signal }) =>
        restartColocationSearch({ signal }),
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
    },
  };
}

export function prebookingImplementations(effects: TunnelEffects) {
  return {
    actors: {
      cancelPrebooking: fromPromise<unknown>(({ signal }) => cancelPrebooking({ signal })),
      extendPrebooking: fromPromise<ExtensionAnswer>(async ({ signal }) =>
        toExtensionAnswer(await extendPrebooking({ signal })),
      ),
    },
    actions: navigationActions(effects),
  };
}

export function wizardImplementations(effects: TunnelEffects) {
  return {
    actors: {
      submitStep: fromPromise<unknown, StepSubmission>(async ({ input, signal }) => {
        if (input.step === 1) return saveStayInfos(toStayInfos(input.values), { signal });
        // Steps 2 to 4 are placeholders until their forms arrive (later issues): there is
        // nothing to save yet, so their moves (Continue, "Reprendre plus tard") succeed at once.
        return null;
      }),
      checkDossier: fromPromise<DossierCheckAnswer>(async ({ signal }) =>
        toDossierCheckAnswer(await checkDossier({ signal })),
      ),
      sendDossier: fromPromise<SendAnswer>(async ({ signal }) =>
        toSendAnswer(await sendDossier({ signal })),
      ),
    },
    actions: {
      ...navigationActions(effects),
      trackTunnelEvent: (_: unknown, event: AnalyticsEvent) => trackEvent(event),
      rememberJustDeposited: () => hasJustDeposedStorage.write(true),
    },
  };
}

/**
 * The wizard's `refreshRequested` ("Reprendre plus tard" succeeded): the summaries show the file
 * as saved. A failure keeps what they showed; the wizard itself goes on.
 */
export async function reloadDossierDetails(effects: TunnelEffects): Promise<void> {
  try {
    effects.onDossierLoaded(await getDossierInfo({}));
  } catch {
    // Nothing to show: the summaries are a convenience, the saved file is on the server.
  }
}
