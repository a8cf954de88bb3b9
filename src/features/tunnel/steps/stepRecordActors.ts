/**
 * The real effects of a step's record (the `stepRecord` machine), the same for steps 2 and 3:
 * the step's GET call, and its local draft, read for the dossier and forgotten when declined.
 */
import { fromPromise } from "xstate";
import type { StepDraftOffer, StepRecord } from "../../../../machines/stepRecord.ts";
import type { StepDraft } from "./stepDraft.ts";

export function stepRecordImplementations(
  loadRecord: (signal: AbortSignal) => Promise<StepRecord>,
  draft: StepDraft<object>,
) {
  return {
    actors: {
      loadRecord: fromPromise<StepRecord, void>(({ signal }) => loadRecord(signal)),
      readDraft: fromPromise<StepDraftOffer | null, string | null>(async ({ input }) =>
        draft.read(input),
      ),
    },
    actions: { forgetDraft: draft.forget },
  };
}
