import type { ProgressStep } from "../../../../machines/wizard.selectors.ts";
import type { BookingStep } from "../../../api/content.ts";

/** The "How to book" stage of each form step (the content's keys). */
const stageOfStep: Record<1 | 2 | 3 | 4, string> = {
  1: "apartment",
  2: "profile",
  3: "guarantors",
  4: "documents",
};
const followUpStages = ["onGoing", "rules", "signature"];
/** The stage after step 4: the request's review. */
const REVIEW_STAGE = "onGoing";

function keysFor(step: ProgressStep): string[] {
  if (step === 5) return followUpStages;
  const next = step === 4 ? REVIEW_STAGE : stageOfStep[(step + 1) as 2 | 3 | 4];
  return [stageOfStep[step], next];
}

/**
 * The side column "How to book" (spec 2): before step 5, the current stage and the next one; at
 * step 5, the review, the payment rules and the signature. Stages the content lacks are skipped.
 */
export function bookingStagesFor(
  step: ProgressStep,
  stages: readonly BookingStep[],
): BookingStep[] {
  return keysFor(step)
    .map((key) => stages.find((stage) => stage.key === key))
    .filter((stage): stage is BookingStep => stage !== undefined);
}
