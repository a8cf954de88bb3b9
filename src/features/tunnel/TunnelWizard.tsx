import type { LoadedDossier } from "../../../machines/tunnelLoader.dossier.ts";
import { wizardMachine } from "../../../machines/wizard.ts";
import { getInspect } from "../../shared/inspector.ts";
import { dossierIdStorage, stepStorage } from "../../storage/index.ts";
import { FollowUpStage } from "./FollowUpStage.tsx";
import type { LeavePermit } from "./leavePermit.ts";
import { WizardContext } from "./tunnelActorContexts.ts";
import { type TunnelEffects, wizardImplementations } from "./tunnelActors.ts";
import type { TunnelContent } from "./tunnelContent.ts";
import { WizardStage } from "./WizardStage.tsx";

type TunnelWizardProps = {
  loaded: LoadedDossier;
  effects: TunnelEffects;
  content: TunnelContent;
  permit: LeavePermit;
};

/** The application's steps (the `wizard` machine), then step 5 once the file was sent. */
export function TunnelWizard({ loaded, effects, content, permit }: TunnelWizardProps) {
  return (
    <WizardContext.Provider
      logic={wizardMachine.provide(wizardImplementations(effects))}
      options={{
        input: {
          loaded,
          stored: { step: stepStorage.read(), dossierId: dossierIdStorage.read() },
        },
        inspect: getInspect(),
      }}
    >
      <WizardOrFollowUp effects={effects} content={content} permit={permit} />
    </WizardContext.Provider>
  );
}

function WizardOrFollowUp({ effects, content, permit }: Omit<TunnelWizardProps, "loaded">) {
  const isSent = WizardContext.useSelector((snapshot) => snapshot.matches("submitted"));
  const details = WizardContext.useSelector((snapshot) => snapshot.context.details);
  if (isSent) return <FollowUpStage details={details} locale={effects.locale} content={content} />;
  return <WizardStage effects={effects} content={content} permit={permit} />;
}
