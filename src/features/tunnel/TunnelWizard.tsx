import { useActorRef, useSelector } from "@xstate/react";
import { useState } from "react";
import type { TunnelDossier } from "../../../machines/tunnelLoader.dossier.ts";
import { wizardMachine } from "../../../machines/wizard.ts";
import type { DossierInfo } from "../../api/dossierSchemas.ts";
import { getInspect } from "../../shared/inspector.ts";
import { dossierIdStorage, stepStorage } from "../../storage/index.ts";
import { FollowUpStage } from "./FollowUpStage.tsx";
import type { LeavePermit } from "./leavePermit.ts";
import { resumeStep } from "./resumeStep.ts";
import { type TunnelEffects, wizardImplementations } from "./tunnelActors.ts";
import type { TunnelContent } from "./tunnelContent.ts";
import { WizardStage } from "./WizardStage.tsx";

type TunnelWizardProps = {
  dossier: TunnelDossier;
  details: DossierInfo;
  effects: TunnelEffects;
  content: TunnelContent;
  permit: LeavePermit;
};

/** The step the wizard opens on, read once; then this dossier is the one the step belongs to. */
function startStepFor(dossier: TunnelDossier) {
  const step = resumeStep(
    { step: stepStorage.read(), dossierId: dossierIdStorage.read() },
    dossier.dossierId,
  );
  if (dossier.dossierId !== null) dossierIdStorage.write(dossier.dossierId);
  return step;
}

/** The application's steps (the `wizard` machine), then step 5 once the file was sent. */
export function TunnelWizard({ dossier, details, effects, content, permit }: TunnelWizardProps) {
  const [wizardWithEffects] = useState(() => wizardMachine.provide(wizardImplementations(effects)));
  const [startStep] = useState(() => startStepFor(dossier));
  const wizard = useActorRef(wizardWithEffects, {
    input: { dossier, startStep },
    inspect: getInspect(),
  });
  const isSent = useSelector(wizard, (snapshot) => snapshot.matches("submitted"));
  if (isSent) return <FollowUpStage details={details} effects={effects} content={content} />;
  return (
    <WizardStage
      wizard={wizard}
      dossier={dossier}
      details={details}
      effects={effects}
      content={content}
      permit={permit}
    />
  );
}
