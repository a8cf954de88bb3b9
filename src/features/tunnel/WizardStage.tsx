import { Button } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";
import { useStore } from "@tanstack/react-form";
import { Suspense, useCallback, useEffect } from "react";
import {
  selectChosenNewsletterAnswers,
  selectCurrentStep,
  toStepView,
} from "../../../machines/wizard.selectors.ts";
import type { TunnelStep } from "../../routes/tunnelSteps.ts";
import { LoadingBlock } from "../page/LoadingBlock.tsx";
import { LeaveGuard } from "./dialogs/LeaveGuard.tsx";
import { PrebookingDialogs } from "./dialogs/PrebookingDialogs.tsx";
import { WizardDialogs } from "./dialogs/WizardDialogs.tsx";
import { RefreshFailedNotice } from "./frame/RefreshFailedNotice.tsx";
import { StepSavedNotice } from "./frame/StepSavedNotice.tsx";
import { TunnelFrame } from "./frame/TunnelFrame.tsx";
import { useStepHeadingFocus } from "./frame/useStepHeadingFocus.ts";
import { useWizardProgress } from "./frame/useWizardProgress.ts";
import { HeaderCountdown } from "./HeaderCountdown.tsx";
import type { LeavePermit } from "./leavePermit.ts";
import { useProfileStep } from "./step2/useProfileStep.ts";
import { useGuaranteeStep } from "./step3/useGuaranteeStep.ts";
import {
  DocumentsStepPanel,
  GuaranteeStepPanel,
  ProfileStepPanel,
  preloadStepPanel,
} from "./stepPanels.ts";
import { Step1Apartment } from "./steps/Step1Apartment.tsx";
import { step1ContentOf } from "./steps/step1Content.ts";
import type { StepPanelProps } from "./steps/stepPanelProps.ts";
import { stepRegistry } from "./steps/stepRegistry.ts";
import { useStayForm } from "./steps/useStayForm.ts";
import { WizardContext } from "./tunnelActorContexts.ts";
import type { TunnelEffects } from "./tunnelActors.ts";
import type { TunnelContent } from "./tunnelContent.ts";
import { useStepAddress } from "./useStepAddress.ts";

type WizardStageProps = {
  effects: TunnelEffects;
  content: TunnelContent;
  permit: LeavePermit;
};

/**
 * Steps 1 to 4: the step shown in the tunnel's frame, its dialogs and the leave warning. The
 * pre-booking countdown, the records of steps 2 and 3 and step 3's choice of guarantee run inside
 * the wizard (its children, machines/wizard.ts), so nothing is started here.
 */
export function WizardStage({ effects, content, permit }: WizardStageProps) {
  const wizard = WizardContext.useActorRef();
  const view = WizardContext.useSelector(toStepView);
  const progress = useWizardProgress();
  const { send } = wizard;
  const { details } = view;

  const stayForm = useStayForm(
    stepRegistry[1].form.fromServer(details.crm ?? null),
    (values, intent) =>
      send(
        intent === "continue"
          ? { type: "continue", values }
          : { type: "saveAndResumeLater", values },
      ),
  );
  const stayMonths = useStore(stayForm.store, (state) => state.values.duration);
  const profile = useProfileStep(wizard, view.dossier);
  const guarantee = useGuaranteeStep(view.dossier, details);

  const step = view.currentStep;
  // Back and Forward ask the wizard for the step their address names; its guards decide. The
  // previous step is the wizard's own Back (allowed while a step loads); any other is a jump.
  const askForStep = useCallback(
    (target: TunnelStep) => {
      if (target === selectCurrentStep(wizard.getSnapshot()) - 1) wizard.send({ type: "back" });
      else if (target !== 5) wizard.send({ type: "jumpToStep", step: target });
      return selectCurrentStep(wizard.getSnapshot());
    },
    [wizard],
  );
  useStepAddress({ shown: step, locale: effects.locale, askForStep });
  const headingRef = useStepHeadingFocus<HTMLHeadingElement>(step, view.isSentBackForChanges);
  const panel: StepPanelProps = { view, send, locale: effects.locale, headingRef };
  // Not behaviour: fetches the next step's code while the applicant reads this one.
  useEffect(() => preloadStepPanel(step + 1), [step]);
  // Step 4 saves each file as it is chosen, so its "Reprendre plus tard" sends only the newsletter
  // answers chosen so far (kept by the step's machine; none is required to leave).
  const hasFormToSave =
    (step === 1 && step1ContentOf(view.hasDossier, details) === "summary") ||
    (step === 2 && profile.status === "ready") ||
    (step === 3 && guarantee.status === "ready") ||
    step === 4;
  const saveForLater = () => {
    if (step === 1) void stayForm.handleSubmit("saveForLater");
    else if (step === 2) void profile.form.handleSubmit("saveForLater");
    else if (step === 3) void guarantee.form.handleSubmit("saveForLater");
    else
      send({
        type: "saveAndResumeLater",
        values: selectChosenNewsletterAnswers(wizard.getSnapshot()),
      });
  };

  return (
    <>
      <TunnelFrame
        locale={effects.locale}
        step={step}
        progress={progress}
        onJumpToStep={(target) => send({ type: "jumpToStep", step: target })}
        content={content}
        details={details}
        stayMonths={stayMonths}
        hasJustDeposited={false}
        headerExtras={
          <>
            <HeaderCountdown />
            {view.canSaveAndResumeLater && hasFormToSave && (
              <Button
                size={{ base: "xs", md: "sm" }}
                variant="outline"
                colorPalette="brand"
                loading={view.isSaving}
                onClick={saveForLater}
              >
                <Trans>Reprendre plus tard</Trans>
              </Button>
            )}
          </>
        }
      >
        {view.hasRefreshFailed && (
          <RefreshFailedNotice onRetry={() => send({ type: "retryRefresh" })} />
        )}
        {step === 1 ? (
          <Step1Apartment details={details} stayForm={stayForm} {...panel} />
        ) : (
          // Steps 2 to 4 are lazy chunks (stepPanels.ts): the placeholder shows while one loads.
          <Suspense fallback={<LoadingBlock count={1} />}>
            {step === 2 ? (
              <ProfileStepPanel profile={profile} {...panel} />
            ) : step === 3 ? (
              <GuaranteeStepPanel guarantee={guarantee} {...panel} />
            ) : step === 4 ? (
              <DocumentsStepPanel {...panel} />
            ) : null}
          </Suspense>
        )}
      </TunnelFrame>
      <WizardDialogs view={view} send={send} details={details} locale={effects.locale} />
      <PrebookingDialogs />
      <LeaveGuard isNeeded={view.isLeaveWarningNeeded} permit={permit} />
      <StepSavedNotice locale={effects.locale} />
    </>
  );
}
