import { useSelector } from "@xstate/react";
import { useCallback } from "react";
import type { ActorRefFrom } from "xstate";
import {
  selectRecordReload,
  selectStepRecordStatus,
} from "../../../../machines/stepRecord.selectors.ts";
import type { stepRecordMachine } from "../../../../machines/stepRecord.ts";

/**
 * What steps 2 and 3 share of their record (the `stepRecord` machine): its loading and its
 * reloads after a save refused as changed elsewhere, to render; the retry and the reload, to
 * send. Saves reach the record from the wizard, not from here.
 */
export function useStepRecordLink(recordActor: ActorRefFrom<typeof stepRecordMachine>) {
  const status = useSelector(recordActor, selectStepRecordStatus);
  const recordReload = useSelector(recordActor, selectRecordReload);
  const retryLoad = useCallback(() => recordActor.send({ type: "retry" }), [recordActor]);
  const reloadRecord = useCallback(() => recordActor.send({ type: "reload" }), [recordActor]);
  return { status, recordReload, retryLoad, reloadRecord };
}
