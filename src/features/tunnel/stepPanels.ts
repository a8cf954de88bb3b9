import { lazy } from "react";
import { stepRegistry } from "./steps/stepRegistry.ts";

/**
 * The panels of the steps after the first, each a lazy chunk of its own (stepRegistry.ts), so
 * opening the tunnel (which lands on step 1 or on the follow-up) does not download and parse the
 * forms of the other steps. `preloadStepPanel` fetches a panel's chunk ahead of the move that
 * shows it, so Continue does not wait for the network.
 */
export const ProfileStepPanel = lazy(() =>
  stepRegistry[2].panel().then((module) => ({ default: module.ProfileStepPanel })),
);

export const GuaranteeStepPanel = lazy(() =>
  stepRegistry[3].panel().then((module) => ({ default: module.GuaranteeStepPanel })),
);

export const DocumentsStepPanel = lazy(() =>
  stepRegistry[4].panel().then((module) => ({ default: module.DocumentsStepPanel })),
);

/** Starts loading a step's panel once the browser is idle (a no-op for steps with no chunk). */
export function preloadStepPanel(step: number) {
  const load = step in stepRegistry ? stepRegistry[step as keyof typeof stepRegistry].panel : null;
  if (load === null) return;
  if (typeof window.requestIdleCallback === "function")
    window.requestIdleCallback(() => void load(), { timeout: 2_000 });
  else window.setTimeout(() => void load(), 0);
}
