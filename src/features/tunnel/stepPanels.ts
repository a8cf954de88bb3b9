import { lazy } from "react";

/**
 * The panels of the steps after the first, each a lazy chunk of its own, so opening the tunnel
 * (which lands on step 1 or on the follow-up) does not download and parse the forms of the
 * other steps. `preloadStepPanel` fetches a panel's chunk ahead of the move that shows it, so
 * Continue does not wait for the network.
 */
const panelLoaders = {
  2: () => import("./step2/ProfileStepPanel.tsx"),
  3: () => import("./step3/GuaranteeStepPanel.tsx"),
  4: () => import("./step4/DocumentsStepPanel.tsx"),
} as const;

type LazyStep = keyof typeof panelLoaders;

export const ProfileStepPanel = lazy(() =>
  panelLoaders[2]().then((module) => ({ default: module.ProfileStepPanel })),
);

export const GuaranteeStepPanel = lazy(() =>
  panelLoaders[3]().then((module) => ({ default: module.GuaranteeStepPanel })),
);

export const DocumentsStepPanel = lazy(() =>
  panelLoaders[4]().then((module) => ({ default: module.DocumentsStepPanel })),
);

const isLazyStep = (step: number): step is LazyStep => step in panelLoaders;

/** Starts loading a step's panel once the browser is idle (a no-op for steps with no chunk). */
export function preloadStepPanel(step: number) {
  if (!isLazyStep(step)) return;
  const load = panelLoaders[step];
  if (typeof window.requestIdleCallback === "function")
    window.requestIdleCallback(() => void load(), { timeout: 2_000 });
  else window.setTimeout(() => void load(), 0);
}
