import { Box, Button, Flex, Stack } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMemo } from "react";
import { toGuaranteeView } from "../../../../machines/guarantees.selectors.ts";
import { selectDraftOffer } from "../../../../machines/stepRecord.selectors.ts";
import { ErrorSummary } from "../../../forms/ErrorSummary.tsx";
import { RequiredFieldsNote } from "../../../forms/fields/RequiredFieldsNote.tsx";
import { DraftOffer } from "../step2/DraftOffer.tsx";
import { ProfileGroup } from "../step2/ProfileGroup.tsx";
import { ContinueButton } from "../steps/ContinueButton.tsx";
import { StepError } from "../steps/StepError.tsx";
import { StepForm } from "../steps/StepForm.tsx";
import { StepHeading } from "../steps/StepHeading.tsx";
import { StepRecordPending } from "../steps/StepRecordPending.tsx";
import { withDraft } from "../steps/stepDraft.ts";
import type { StepPanelProps } from "../steps/stepPanelProps.ts";
import { useStepFormReports } from "../steps/useStepFormReports.ts";
import { GuaranteeRecordContext, GuaranteesContext } from "../tunnelActorContexts.ts";
import { GuaranteeDialogs } from "./GuaranteeDialogs.tsx";
import { GuaranteeQuestions } from "./GuaranteeQuestions.tsx";
import { GuarantorFields } from "./GuarantorFields.tsx";
import { draftChoiceOf } from "./guaranteeActors.ts";
import { guaranteeFieldLabel, toGuarantorFieldErrors } from "./guaranteeSaveError.ts";
import type { GuaranteeStep } from "./useGuaranteeStep.ts";

type GuaranteeStepPanelProps = StepPanelProps & { guarantee: GuaranteeStep };

/**
 * Step 3, "Profil des garants", as the wizard shows it: the record loading, its load failure
 * with a retry (spec 8, get_guarantor), or the step: the choice of guarantee (the `guarantees`
 * machine), the guarantors' forms it asks for, the notices, and its pop-ups. It tells the wizard
 * when it is on screen and when it holds unsaved changes; the server's field errors of a failed
 * save land on their fields.
 */
export function GuaranteeStepPanel(props: GuaranteeStepPanelProps) {
  const { guarantee, headingRef } = props;
  const isReady = GuaranteesContext.useSelector((snapshot) => toGuaranteeView(snapshot).isReady);
  if (guarantee.status !== "ready" || !isReady) {
    return (
      <StepRecordPending
        step={3}
        failed={guarantee.status === "loadFailed"}
        onRetry={guarantee.retryLoad}
        headingRef={headingRef}
      />
    );
  }
  return <GuaranteeStepForm {...props} />;
}

function GuaranteeStepForm({ guarantee, view, send, locale, headingRef }: GuaranteeStepPanelProps) {
  const { i18n } = useLingui();
  const { form } = guarantee;
  const choice = GuaranteesContext.useSelector(toGuaranteeView);
  const { send: sendToChoice } = GuaranteesContext.useActorRef();
  const draft = GuaranteeRecordContext.useSelector(selectDraftOffer);
  const { send: sendToRecord } = GuaranteeRecordContext.useActorRef();
  const restoreDraft = (values: Record<string, unknown>) => {
    form.reset(withDraft(form.state.values, values), { keepDefaultValues: true });
    const kept = draftChoiceOf(values);
    if (kept) sendToChoice({ type: "restoreChoice", choice: kept });
    sendToRecord({ type: "restoreDraft" });
  };
  const { saveError } = view;
  const serverFieldErrors = useMemo(
    () => (saveError?.kind === "fields" ? toGuarantorFieldErrors(saveError.fields) : null),
    [saveError],
  );
  useStepFormReports(form, send, serverFieldErrors);

  // "Garanties insuffisantes" opens from the client's check (the machine) or the server's answer.
  const refusedByServer = saveError?.kind === "insufficientGuarantees" ? saveError : null;
  const dialog = choice.dialog ?? (refusedByServer ? "insufficientGuarantees" : null);
  const closeDialog = () =>
    choice.dialog === null ? send({ type: "dismissError" }) : sendToChoice({ type: "close" });
  const busy = view.isSaving;
  const canContinue = view.canContinue && choice.showsContinue;
  return (
    <Box as="section">
      <StepHeading step={3} headingRef={headingRef} />
      <StepForm
        busy={busy}
        onSubmit={() => {
          if (canContinue) void form.handleSubmit("continue");
        }}
      >
        <Stack gap="6">
          {draft && (
            <DraftOffer
              onRestore={() => restoreDraft(draft.values)}
              onDiscard={() => sendToRecord({ type: "discardDraft" })}
            />
          )}
          <ErrorSummary form={form} serverErrors={serverFieldErrors} />
          <RequiredFieldsNote />
          <ProfileGroup title={<Trans>Votre garantie</Trans>}>
            <GuaranteeQuestions view={choice} send={sendToChoice} locale={locale} />
          </ProfileGroup>
          {choice.guarantorForms >= 1 && (
            <ProfileGroup title={<Trans>Garant 1</Trans>}>
              <GuarantorFields form={form} who="guarantor" locale={locale} />
            </ProfileGroup>
          )}
          {choice.guarantorForms === 2 && (
            <ProfileGroup title={<Trans>Garant 2</Trans>}>
              <GuarantorFields form={form} who="guarantor2" locale={locale} />
            </ProfileGroup>
          )}
          <StepError
            error={view.saveError}
            recordReload={{ state: guarantee.recordReload, onReload: guarantee.reloadRecord }}
            fieldLabel={(field) => guaranteeFieldLabel(field, i18n)}
          />
          <Flex justify="space-between" gap="4">
            <Button
              variant="outline"
              onClick={() => send({ type: "back" })}
              disabled={!view.canGoBack || busy}
            >
              <Trans>Retour</Trans>
            </Button>
            {choice.showsContinue && <ContinueButton busy={busy} canContinue={view.canContinue} />}
          </Flex>
        </Stack>
      </StepForm>
      <GuaranteeDialogs
        dialog={dialog}
        minimumIncome={choice.minimumIncome ?? refusedByServer?.minimumIncome ?? null}
        guarantorForms={choice.guarantorForms}
        locale={locale}
        onConfirmFranceIncome={() => sendToChoice({ type: "confirmFranceIncome" })}
        onDeclineFranceIncome={() => sendToChoice({ type: "declineFranceIncome" })}
        onClose={closeDialog}
      />
    </Box>
  );
}
