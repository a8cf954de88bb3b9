import type { KyInstance } from "ky";
import type { ProgressStep } from "../../../machines/wizard.selectors.ts";
import { type BookingStep, type FaqItem, getBookingSteps, getFaq } from "../../api/content.ts";
import type { Locale } from "../../config/index.ts";
import { readableWhenSettled } from "../../shared/readablePromise.ts";

/** A content call's result: a failure is shown where the content goes, never thrown. */
export type ContentResult<Value> = { ok: true; value: Value } | { ok: false };

/** A settled content call, readable by `use()` without suspending once it has arrived. */
function settle<Value>(pending: Promise<Value>): Promise<ContentResult<Value>> {
  return readableWhenSettled(
    pending.then(
      (value) => ({ ok: true as const, value }),
      () => ({ ok: false as const }),
    ),
  );
}

export type TunnelContent = {
  /** "How to book" stages, loaded once. */
  bookingSteps: Promise<ContentResult<BookingStep[]>>;
  /** "Vos questions" of a step: asked the first time the step shows, then kept. */
  faqFor(step: ProgressStep): Promise<ContentResult<FaqItem[]>>;
};

/**
 * The tunnel's content (spec 2: "How to book", the FAQ by step), started by the page's loader
 * and read by the frame with `use()`. Each promise is made once, so a re-render reads the same.
 * The FAQ of `likelyFirstStep` (where the page will probably open) is asked at once, beside the
 * file's own loading, so that the loaded page has it when it first renders.
 */
export function createTunnelContent(
  locale: Locale,
  likelyFirstStep: ProgressStep,
  api: KyInstance,
): TunnelContent {
  const faqByStep = new Map<ProgressStep, Promise<ContentResult<FaqItem[]>>>();
  const content: TunnelContent = {
    bookingSteps: settle(getBookingSteps({ locale }, { client: api })),
    faqFor(step) {
      let pending = faqByStep.get(step);
      if (!pending) {
        pending = settle(getFaq({ locale, step }, { client: api }));
        faqByStep.set(step, pending);
      }
      return pending;
    },
  };
  void content.faqFor(likelyFirstStep);
  return content;
}
