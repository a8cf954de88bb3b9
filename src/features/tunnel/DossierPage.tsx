import { useLingui } from "@lingui/react/macro";
import { redirect, useRouter } from "@tanstack/react-router";
import type { KyInstance } from "ky";
import { useDeferredValue, useState } from "react";
import { toTunnelLoaderView } from "../../../machines/tunnelLoader.selectors.ts";
import { tunnelLoaderMachine } from "../../../machines/tunnelLoader.ts";
import type { Locale } from "../../config/index.ts";
import { bookingOfAddress } from "../../routes/bookingAddress.ts";
import { pageTitles } from "../../routes/pageTitles.ts";
import { pathFor } from "../../routes/paths.ts";
import { tunnelStepOfPath } from "../../routes/tunnelSteps.ts";
import { getInspect } from "../../shared/inspector.ts";
import { PageHead } from "../../shared/PageHead.tsx";
import { PageSkeleton } from "../../shared/PageSkeleton.tsx";
import { type PageLoadContext, usePageData } from "../../shared/pageData.ts";
import { useRouterContext } from "../../shared/routerContext.ts";
import { useSession } from "../../shared/sessionContext.ts";
import { useCurrentLocale } from "../../shared/useCurrentRoute.ts";
import {
  createTemporaryDossierInfo,
  dossierIdStorage,
  hasJustDeposedStorage,
  stepStorage,
  temporaryDossierInfoStorage,
} from "../../storage/index.ts";
import { now } from "../../time/now.ts";
import { LoaderDialogs } from "./dialogs/LoaderDialogs.tsx";
import { FollowUpStage } from "./FollowUpStage.tsx";
import { FreedLotStage } from "./FreedLotStage.tsx";
import { TunnelTitle } from "./frame/TunnelTitle.tsx";
import { createLeavePermit } from "./leavePermit.ts";
import { readPaymentReturn } from "./step5/followUpActors.ts";
import { TunnelLoadError } from "./TunnelLoadError.tsx";
import { TunnelLoaderContext } from "./tunnelActorContexts.ts";
import { type TunnelEffects, tunnelLoaderImplementations } from "./tunnelActors.ts";
import { createTunnelContent, type TunnelContent } from "./tunnelContent.ts";
import { WizardStage } from "./WizardStage.tsx";

/** The side content as last loaded: a move between steps (a new address, so a new load) keeps it. */
let lastContent: { locale: Locale; api: KyInstance; content: TunnelContent } | undefined;

function tunnelContentFor(locale: Locale, api: KyInstance): TunnelContent {
  if (lastContent?.locale !== locale || lastContent.api !== api)
    lastContent = {
      locale,
      api,
      content: createTunnelContent(locale, stepStorage.read() ?? 1, api),
    };
  return lastContent.content;
}

/**
 * The side content ("How to book", the FAQ by step, first of the step last shown) starts loading
 * with the page; nothing is awaited, the tunnel's own loading (a machine) shows its skeleton
 * meanwhile.
 */
export async function loadPage({ locale, api, search }: PageLoadContext) {
  keepBookingOfAddress(search, locale);
  return { content: tunnelContentFor(locale, api) };
}

/**
 * A booking's address (a sign-up confirmed in another browser, routes/bookingAddress.ts) is
 * kept as the pending booking, as the Book button keeps it, valid from now; the address then
 * drops it, so a reload or Back does not choose the flat again. The tunnel signs in if needed.
 */
function keepBookingOfAddress(search: Record<string, unknown>, locale: Locale) {
  const booking = bookingOfAddress(search);
  if (!booking) return;
  temporaryDossierInfoStorage.write(createTemporaryDossierInfo(booking, now(), booking.typology));
  throw redirect({ href: pathFor("dossier", locale), replace: true });
}

/**
 * The reservation tunnel (route `dossier`, spec 2 and 4): the session is known first, then the
 * `tunnelLoader` machine decides what the page shows.
 */
export default function DossierPage() {
  const { content } = usePageData<typeof loadPage>();
  const session = useSession();
  const locale = useCurrentLocale();
  const router = useRouter();
  const { api } = useRouterContext();
  // The leave warning lets through the moves the tunnel decides itself; one permit per page.
  const [permit] = useState(createLeavePermit);
  const effects: TunnelEffects = {
    locale,
    api,
    navigate: (href) => {
      permit.grant();
      void router.navigate({ href });
    },
    leaveApp: (url) => window.location.assign(url),
    signIn: (returnTo) => session.send({ type: "signIn", returnTo }),
  };
  return (
    <>
      {/* Each stage names the page (TunnelTitle): a step's title says which step it is. */}
      <PageHead />
      {/* The route waited for the session's check (`beforeLoad`): it knows who is signed in. */}
      <TunnelLoaderContext.Provider
        logic={tunnelLoaderMachine.provide(tunnelLoaderImplementations(effects))}
        options={{
          input: {
            isSignedIn: session.view.isSignedIn,
            temporaryDossierInfo: temporaryDossierInfoStorage.read() ?? null,
            now: now(),
            storedStep: { step: stepStorage.read(), dossierId: dossierIdStorage.read() },
            addressStep: tunnelStepOfPath(router.state.location.pathname),
            // The card page sends the applicant back with `?payment=`, for step 5.
            paymentReturn: readPaymentReturn(router.state.location.searchStr),
            hasJustDeposited: hasJustDeposedStorage.read() === true,
          },
          inspect: getInspect(),
        }}
      >
        <TunnelLoaderStage effects={effects} content={content} permit={permit} />
      </TunnelLoaderContext.Provider>
    </>
  );
}

type TunnelLoaderStageProps = {
  effects: TunnelEffects;
  content: TunnelContent;
  permit: ReturnType<typeof createLeavePermit>;
};

/**
 * What the loader decided: an error, the freed-lot notice, the wizard, step 5, or loading.
 *
 * Why deferred: a machine's change of state reaches React as an external-store update, which
 * React renders in one uninterruptible task. Opening the wizard or step 5 is the page's largest
 * render (about 450 ms at 4× CPU), so the stage shown lags as a deferred value: the skeleton
 * stays until React has rendered the loaded page in short, interruptible slices.
 */
function TunnelLoaderStage({ effects, content, permit }: TunnelLoaderStageProps) {
  const { i18n } = useLingui();
  const view = TunnelLoaderContext.useSelector(toTunnelLoaderView);
  const { send } = TunnelLoaderContext.useActorRef();
  const deferredNext = useDeferredValue(view.next);

  if (view.hasLoadFailed) {
    return (
      <>
        <TunnelTitle step={null} />
        <TunnelLoadError canRetry={view.canRetry} onRetry={() => send({ type: "retry" })} />
      </>
    );
  }
  if (view.dialog === "lotFreed") {
    return (
      <FreedLotStage
        view={view}
        send={send}
        details={view.loaded?.details ?? null}
        locale={effects.locale}
        content={content}
      />
    );
  }
  if (view.next === "wizard" && deferredNext === "wizard") {
    return <WizardStage effects={effects} content={content} permit={permit} />;
  }
  if (view.next === "followUp" && deferredNext === "followUp") {
    return (
      <FollowUpStage
        details={view.loaded?.details ?? null}
        hasJustDeposited={view.hasJustDeposited}
        locale={effects.locale}
        content={content}
      />
    );
  }
  // Loading, a loading dialog, on the way elsewhere (sign-in, home, a search), or the loaded
  // page still rendering in the background.
  return (
    <>
      <TunnelTitle step={null} />
      <PageSkeleton title={i18n._(pageTitles.dossier)} />
      <LoaderDialogs view={view} send={send} />
    </>
  );
}
