import { Button } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";
import { useStore } from "@tanstack/react-form";
import { useActorRef, useSelector } from "@xstate/react";
import { useEffect, useState } from "react";
import type { ActorRefFrom } from "xstate";
import { prebookingMachine } from "../../../machines/prebooking.ts";
import type { TunnelDossier } from "../../../machines/tunnelLoader.dossier.ts";
import { toStepView } from "../../../machines/wizard.selectors.ts";
import type { wizardMachine } from "../../../machines/wizard.ts";
import { getServerClockOffsetMs } from "../../api/client.ts";
import type { DossierInfo } from "../../api/dossierSchemas.ts";
import { getInspect } from "../../shared/inspector.ts";
import { stepStorage } from "../../storage/index.ts";
import { LeaveGuard } from "./dialogs/LeaveGuard.tsx";
import { PrebookingDialogs } from "./dialogs/PrebookingDialogs.tsx";
import { WizardDialogs } from "./dialogs/WizardDialogs.tsx";
import { StepSavedNotice, useStepSavedNotice } from "./frame/StepSavedNotice.tsx";
import { TunnelFrame } from "./frame/TunnelFrame.tsx";
import { useStepHeadingFocus } from "./frame/useStepHeadingFocus.ts";
import { HeaderCountdown } from "./HeaderCountdown.tsx";
import type { LeavePermit } from "./leavePermit.ts";
import { PlaceholderStep } from "./steps/PlaceholderStep.tsx";
import { Step1Apartment } from "./steps/Step1Apartment.tsx";
import { stayFormDefaults } from "./steps/stayForm.ts";
import { step1ContentOf } from "./steps/step1Content.ts";
import { useStayForm } from "./steps/useStayForm.ts";
import {
  prebookingImplementations,
  reloadDossierDetails,
  type TunnelEffects,
} from "./tunnelActors.ts";
import type { TunnelContent } from "./tunnelContent.ts";

type WizardStageProps = {
  wizard: ActorRefFrom<typeof wizardMachine>;
  dossier: TunnelDossier;
  details: DossierInfo | null;
  effects: TunnelEffects;
  content: TunnelContent;
  permit: LeavePermit;
};

/**
 * Steps 1 to 4 in the tunnel's frame, with the pre-booking countdown (which runs only while the
 * step is below 5, so it lives here), the step's dialogs and the leave warning.
 */
export function WizardStage({
  wizard,
  dossier,
  details,
  effects,
  content,
  permit,
}: WizardStageProps) {
  const [prebookingWithEffects] = useState(() =>
    prebookingMachine.provide(prebookingImplementations(effects)),
  );
  const prebooking = useActorRef(prebookingWithEffects, {
    input: { dossier, serverClockOffsetMs: getServerClockOffsetMs() },
    inspect: getInspect(),
  });
  const view = useSelector(wizard, toStepView);
  const send = wizard.send;

  const { form: stayForm, markSaved } = useStayForm(
    stayFormDefaults(details?.crm ?? null),
    (values, intent) =>
      send(
        intent === "continue"
          ? { type: "continue", values }
          : { type: "saveAndResumeLater", values },
      ),
  );
  const stayMonths = useStore(stayForm.store, (state) => state.values.duration);
  const noticeVisible = useStepSavedNotice(wizard);

  useEffect(() => {
    const saved = wizard.on("stepSaved", (event) => {
      if (event.step === 1) markSaved();
    });
    const refresh = wizard.on("refreshRequested", () => void reloadDossierDetails(effects));
    return () => {
      saved.unsubscribe();
      refresh.unsubscribe();
    };
  }, [wizard, markSaved, effects]);

  const step = view.currentStep;
  // A reload resumes on the same step of the same dossier (see resumeStep.ts).
  useEffect(() => {
    stepStorage.write(step);
  }, [step]);
  const headingRef = useStepHeadingFocus<HTMLHeadingElement>(step);

  const step1HasForm = step1ContentOf(view.hasDossier, details) === "summary";
  const saveLater = () => {
    if (step === 1) void stayForm.handleSubmit("saveForLater");
    else send({ type: "saveAndResumeLater", values: {} });
  };

  return (
    <>
      <TunnelFrame
        locale={effects.locale}
        step={step}
        progress={view.progress}
        onJumpToStep={(target) => send({ type: "jumpToStep", step: target })}
        content={content}
        details={details}
        stayMonths={stayMonths}
        hasJustDeposited={false}
        headerExtras={
          <>
            <HeaderCountdown actor={prebooking} />
            {view.canSaveAndResumeLater && (step !== 1 || step1HasForm) && (
              <Button
                size="sm"
                variant="outline"
                colorPalette="brand"
                loading={view.isSaving}
                onClick={saveLater}
              >
                <Trans>Reprendre plus tard</Trans>
              </Button>
            )}
          </>
        }
      >
        {step === 1 ? (
          <Step1Apartment
            view={view}
            send={send}
            details={details}
            stayForm={stayForm}
            locale={effects.locale}
            headingRef={headingRef}
          />
        ) : step !== 5 ? (
          <PlaceholderStep step={step} view={view} send={send} headingRef={headingRef} />
        ) : null}
      </TunnelFrame>
      <WizardDialogs view={view} send={send} details={details} locale={effects.locale} />
      <PrebookingDialogs actor={prebooking} />
      <LeaveGuard isNeeded={view.isLeaveWarningNeeded} permit={permit} />
      <StepSavedNotice visible={noticeVisible} />
    </>
  );
}
