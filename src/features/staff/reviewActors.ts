/**
 * The review machine's calls (machines/review.ts) on the console's client: the file with the
 * reasons' catalogue, the lock, the decision. Each failure is thrown as the review's
 * `ReviewCallFailure` (`staffFailureOf`).
 */
import type { KyInstance } from "ky";
import { fromPromise } from "xstate";
import type { DecisionRequest, ReviewFile, ReviewHold } from "../../api/reviewSchemas.ts";
import {
  getStaffFile,
  getStaffReasons,
  postStaffDecision,
  releaseStaffFile,
  takeStaffFile,
} from "../../api/staff.ts";
import { asStaffCall } from "./staffQueueActors.ts";

type Reference = { reference: string };

export function reviewActors(client: KyInstance) {
  return {
    actors: {
      loadFile: fromPromise<ReviewFile, Reference>(({ input, signal }) =>
        asStaffCall(async () => {
          const [file, { reasons }] = await Promise.all([
            getStaffFile(input, { client, signal }),
            getStaffReasons({ client, signal }),
          ]);
          return { ...file, reasons };
        }),
      ),
      takeFile: fromPromise<ReviewHold, Reference>(({ input, signal }) =>
        asStaffCall(() => takeStaffFile(input, { client, signal })),
      ),
      releaseFile: fromPromise<unknown, Reference>(({ input }) =>
        asStaffCall(() => releaseStaffFile(input, { client })),
      ),
      sendDecision: fromPromise<unknown, DecisionRequest>(({ input }) =>
        asStaffCall(() => postStaffDecision(input, { client })),
      ),
    },
  };
}
