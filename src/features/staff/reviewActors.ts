/**
 * The review machine's calls (machines/review.ts) on the console's client: the file with the
 * reasons' catalogue, the lock, the decision. Each failure is thrown as the review's
 * `ReviewCallFailure` (`staffFailureOf`).
 */
import type { KyInstance } from "ky";
import { fromPromise } from "xstate";
import type { DecisionRequest, ReviewFile, ReviewHold } from "../../api/reviewSchemas.ts";
import {
  getStaffDocument,
  getStaffFile,
  getStaffReasons,
  postStaffDecision,
  releaseStaffFile,
  takeStaffFile,
} from "../../api/staff.ts";
import { asStaffCall } from "./staffQueueActors.ts";

type Reference = { reference: string };

/** The document viewer's read and effects: the bytes held by a `blob:` address of the page. */
export function documentViewerImplementations(client: KyInstance) {
  return {
    actors: {
      readDocument: fromPromise<string, { reference: string; documentId: string }>(
        async ({ input, signal }) =>
          URL.createObjectURL(await asStaffCall(() => getStaffDocument(input, { client, signal }))),
      ),
    },
    actions: {
      saveDocument: (
        _: unknown,
        { localUrl, fileName }: { localUrl: string; fileName: string },
      ) => {
        const link = document.createElement("a");
        link.href = localUrl;
        link.download = fileName;
        link.click();
      },
      releaseDocument: (_: unknown, { localUrl }: { localUrl: string }) =>
        URL.revokeObjectURL(localUrl),
    },
  };
}

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
