/**
 * The queue machine's calls (machines/staffQueue.ts) on the console's client: each failure is
 * thrown as the `StaffFailure` the machine reads. The residences to filter by are read once per
 * page visit.
 */
import type { KyInstance } from "ky";
import { fromPromise } from "xstate";
import { ReviewCallFailure } from "../../../machines/review.failure.ts";
import type { StaffQueueRead } from "../../../machines/staffQueue.ts";
import { getResidences } from "../../api/catalogue.ts";
import { getStaffQueue, type StaffQueueRequest, staffFailureOf } from "../../api/staff.ts";
import type { StaffSignIn } from "../../auth/staffSignIn.ts";
import type { Locale } from "../../config/index.ts";

/** Calls a staff API function; a failure becomes the machine's `StaffFailure`. */
export async function asStaffCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw new ReviewCallFailure(staffFailureOf(error));
  }
}

export function staffQueueActors(options: {
  client: KyInstance;
  /** The public catalogue's client (residence names need no staff token). */
  api: KyInstance;
  locale: Locale;
  signIn: Pick<StaffSignIn, "accessToken" | "completeSignIn" | "startSignIn" | "signOut">;
  /** Puts the console's address in place of the callback's (the router, replacing history). */
  replaceAddress: (path: string) => void;
}) {
  const { client, api, locale, signIn } = options;
  let residences: Promise<StaffQueueRead["residences"]> | undefined;
  const residencesOnce = () => {
    residences ??= getResidences({ locale }, { client: api })
      .then((cards) => cards.map((card) => ({ crmId: card.crm_id, name: card.name })))
      .catch((error: unknown) => {
        residences = undefined;
        throw error;
      });
    return residences;
  };
  return {
    actors: {
      completeSignIn: fromPromise<unknown, { callbackUrl: string }>(async ({ input }) => {
        options.replaceAddress(await signIn.completeSignIn(input.callbackUrl));
      }),
      startSignIn: fromPromise<unknown, undefined>(() => signIn.startSignIn({ locale })),
      signOut: fromPromise<unknown, undefined>(() => signIn.signOut(locale)),
      loadQueue: fromPromise<StaffQueueRead, StaffQueueRequest>(({ input, signal }) => {
        // Nothing to ask the server without a staff token: the sign-in is offered at once.
        if (!signIn.accessToken()) throw new ReviewCallFailure({ kind: "signedOut" });
        return asStaffCall(async () => {
          const [queue, names] = await Promise.all([
            getStaffQueue(input, { client, signal }),
            residencesOnce(),
          ]);
          return { queue, residences: names };
        });
      }),
    },
  };
}
