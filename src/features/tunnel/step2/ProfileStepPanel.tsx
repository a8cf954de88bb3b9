import { useStore } from "@tanstack/react-form";
import { useCallback, useMemo } from "react";
import { selectDraftOffer } from "../../../../machines/stepRecord.selectors.ts";
import { StepRecordPending } from "../steps/StepRecordPending.tsx";
import { withDraft } from "../steps/stepDraft.ts";
import type { StepPanelProps } from "../steps/stepPanelProps.ts";
import { useStepFormReports } from "../steps/useStepFormReports.ts";
import { ProfileRecordContext } from "../tunnelActorContexts.ts";
import { DraftOffer } from "./DraftOffer.tsx";
import { toFormFieldErrors } from "./profileSaveError.ts";
import { Step2Profile } from "./Step2Profile.tsx";
import type { ProfileStep } from "./useProfileStep.ts";

type ProfileStepPanelProps = StepPanelProps & { profile: ProfileStep };

/**
 * Step 2 as the wizard shows it: the record loading, its load failure with a retry (spec 8,
 * get_studentProfile), or the form, which tells the wizard when it is on screen and when it
 * holds unsaved changes; the server's field errors of a failed save land on their fields.
 */
export function ProfileStepPanel({
  profile,
  view,
  send,
  locale,
  headingRef,
}: ProfileStepPanelProps) {
  if (profile.status === "loading" || profile.contact === null) {
    return (
      <StepRecordPending
        step={2}
        failed={profile.status === "loadFailed"}
        onRetry={profile.retryLoad}
        headingRef={headingRef}
      />
    );
  }
  return (
    <ProfileForm
      profile={profile}
      view={view}
      send={send}
      locale={locale}
      headingRef={headingRef}
    />
  );
}

function ProfileForm({ profile, view, send, locale, headingRef }: ProfileStepPanelProps) {
  const { form, contact, recordReload, reloadRecord } = profile;
  const { saveError, isSaving, canContinue, canGoBack } = view;
  const situation = useStore(form.store, (state) => state.values.schoolSituation);
  const draft = ProfileRecordContext.useSelector(selectDraftOffer);
  const { send: sendToRecord } = ProfileRecordContext.useActorRef();
  const restoreDraft = (values: Record<string, unknown>) => {
    form.reset(withDraft(form.state.values, values), { keepDefaultValues: true });
    sendToRecord({ type: "restoreDraft" });
  };
  const serverFieldErrors = useMemo(
    () => (saveError?.kind === "fields" ? toFormFieldErrors(saveError.fields, situation) : null),
    [saveError, situation],
  );
  useStepFormReports(form, send, serverFieldErrors);
  // Stable props for the memo step: the wizard's other changes (the form became dirty, the
  // progress bar) do not render the whole form again.
  const step2View = useMemo(
    () => ({
      contact: contact ?? { email: "", phone: "", language: "" },
      isSaving,
      canContinue,
      canGoBack,
      saveError,
      recordReload: { state: recordReload, onReload: reloadRecord },
      serverFieldErrors,
    }),
    [
      contact,
      isSaving,
      canContinue,
      canGoBack,
      saveError,
      recordReload,
      reloadRecord,
      serverFieldErrors,
    ],
  );
  const goBack = useCallback(() => send({ type: "back" }), [send]);
  return (
    <Step2Profile
      notice={
        draft && (
          <DraftOffer
            onRestore={() => restoreDraft(draft.values)}
            onDiscard={() => sendToRecord({ type: "discardDraft" })}
          />
        )
      }
      form={form}
      view={step2View}
      locale={locale}
      headingRef={headingRef}
      onBack={goBack}
    />
  );
}
