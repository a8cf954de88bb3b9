import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { invalidDateMessage } from "../../forms/rules.ts";
import { isIsoDay } from "./calendar.ts";

export type ArrivalDayProblem = "invalid" | "past";

/**
 * Why a day cannot be an arrival day (typed in the search form, or chosen on a flat type's page),
 * if it cannot: not a real day, or before today.
 */
export function arrivalDayProblem(value: string, today: string): ArrivalDayProblem | null {
  if (!isIsoDay(value)) return "invalid";
  return value < today ? "past" : null;
}

/** The message shown under an arrival day, for each reason it cannot be used. */
export const arrivalDayMessages: Record<ArrivalDayProblem, MessageDescriptor> = {
  invalid: invalidDateMessage,
  past: msg`Choisissez une date à partir d'aujourd'hui`,
};
