import { useLingui } from "@lingui/react/macro";
import { useRouter } from "@tanstack/react-router";
import { useActorRef, useSelector } from "@xstate/react";
import { useState } from "react";
import { toTunnelLoaderView } from "../../../machines/tunnelLoader.selectors.ts";
import { tunnelLoaderMachine } from "../../../machines/tunnelLoader.ts";
import type { DossierInfo } from "../../api/dossierSchemas.ts";
import { pageTitles } from "../../routes/pageTitles.ts";
import { getInspect } from "../../shared/inspector.ts";
import { PageHead } from "../../shared/PageHead.tsx";
import { PageSkeleton } from "../../shared/PageSkeleton.tsx";
import { type PageLoadContext, usePageData } from "../../shared/pageData.ts";
import { useSession } from "../../shared/sessionContext.ts";
import { useCurrentLocale } from "../../shared/useCurrentRoute.ts";
import { temporaryDossierInfoStorage } from "../../storage/index.ts";
import { LoaderDialogs } from "./dialogs/LoaderDialogs.tsx";
import { FollowUpStage } from "./FollowUpStage.tsx";
import { FreedLotStage } from "./FreedLotStage.tsx";
import { createLeavePermit } from "./leavePermit.ts";
import { TunnelLoadError } from "./TunnelLoadError.tsx";
import { TunnelWizard } from "./TunnelWizard.tsx";
import { type TunnelEffects, tunnelLoaderImplementations } from "./tunnelActors.ts";
import { createTunnelContent, type TunnelContent } from "./tunnelContent.ts";

/**
 * The side content ("How to book", the FAQ by step) starts loading with the page; nothing is
 * awaited, the tunnel's own loading (a machine) shows its skeleton meanwhile.
 */
export async function loadPage({ locale }: PageLoadContext) {
  return { content: createTunnelContent(locale) };
}

/**
 * The reservation tunnel (route `dossier`, spec 2 and 4): the session is known first, then the
 * `tunnelLoader` machine decides what the page shows.
 */
export default function DossierPage() {
  const { i18n } = useLingui();
  const { content } = usePageData<typeof loadPage>();
  const session = useSession();
  return (
    <>
      <PageHead title={i18n._(pageTitles.dossier)} />
      {session.view.isChecking ? (
        <PageSkeleton />
      ) : (
        <TunnelLoaderStage
          isSignedIn={session.view.isSignedIn}
          signIn={(returnTo) => session.send({ type: "signIn", returnTo })}
          content={content}
        />
      )}
    </>
  );
}

type TunnelLoaderStageProps = {
  isSignedIn: boolean;
  signIn: (returnTo: string) => void;
  content: TunnelContent;
};

function TunnelLoaderStage({ isSignedIn, signIn, content }: TunnelLoaderStageProps) {
  const locale = useCurrentLocale();
  const router = useRouter();
  const [details, setDetails] = useState<DossierInfo | null>(null);
  const [permit] = useState(createLeavePermit);
  const [effects] = useState<TunnelEffects>(() => ({
    locale,
    navigate: (href) => {
      permit.grant();
      void router.navigate({ href });
    },
    leaveApp: (url) => window.location.assign(url),
    signIn,
    onDossierLoaded: setDetails,
  }));
  const [loaderWithEffects] = useState(() =>
    tunnelLoaderMachine.provide(tunnelLoaderImplementations(effects)),
  );
  const loader = useActorRef(loaderWithEffects, {
    input: {
      isSignedIn,
      temporaryDossierInfo: temporaryDossierInfoStorage.read() ?? null,
      now: Date.now(),
    },
    inspect: getInspect(),
  });
  const view = useSelector(loader, toTunnelLoaderView);

  if (view.hasLoadFailed) {
    return (
      <TunnelLoadError canRetry={view.canRetry} onRetry={() => loader.send({ type: "retry" })} />
    );
  }
  if (view.dialog === "lotFreed") {
    return (
      <FreedLotStage
        view={view}
        send={loader.send}
        details={details}
        locale={locale}
        content={content}
      />
    );
  }
  if (view.next === "wizard" && view.dossier && details) {
    return (
      <TunnelWizard
        dossier={view.dossier}
        details={details}
        effects={effects}
        content={content}
        permit={permit}
      />
    );
  }
  if (view.next === "followUp") {
    return <FollowUpStage details={details} effects={effects} content={content} />;
  }
  // Loading, a loading dialog, or on the way elsewhere (sign-in, home, a search).
  return (
    <>
      <PageSkeleton />
      <LoaderDialogs view={view} send={loader.send} />
    </>
  );
}
