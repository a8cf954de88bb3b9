import { useSelector } from "@xstate/react";
import { useCallback } from "react";
import type { ActorRefFrom } from "xstate";
import {
  selectRecordReload,
  selectStepRecordStatus,
} from "../../../../machines/stepRecord.selectors.ts";
import type { stepRecordMachine } from "../../../../machines/stepRecord.ts";
import type { FormStep, wizardMachine } from "../../../../machines/wizard.ts";
import type { StepDraft } from "./stepDraft.ts";
import { useOnStepSaved } from "./useOnStepSaved.ts";

/**
 * What steps 2 and 3 share of their record (the `stepRecord` machine): its loading and its
 * reloads after a save refused as changed elsewhere, to render; the retry and the reload, to
 * send. Once the step is saved, its draft has nothing the server does not have, and the record
 * takes the version the save answered.
 */
export function useStepRecordLink(
  wizard: ActorRefFrom<typeof wizardMachine>,
  step: FormStep,
  recordActor: ActorRefFrom<typeof stepRecordMachine>,
  draft: StepDraft<object>,
) {
  const status = useSelector(recordActor, selectStepRecordStatus);
  const recordReload = useSelector(recordActor, selectRecordReload);
  useOnStepSaved(
    wizard,
    step,
    useCallback(
      ({ version }) => {
        draft.forget();
        recordActor.send({ type: "saved", version });
      },
      [recordActor, draft],
    ),
  );
  const retryLoad = useCallback(() => recordActor.send({ type: "retry" }), [recordActor]);
  const reloadRecord = useCallback(() => recordActor.send({ type: "reload" }), [recordActor]);
  return { status, recordReload, retryLoad, reloadRecord };
}
