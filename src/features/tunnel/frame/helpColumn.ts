import type { ProgressStep } from "../../../../machines/wizard.selectors.ts";

export type HelpColumnView = {
  /** The right column (help panel and "Vos questions"). */
  showsColumn: boolean;
  showsHelpPanel: boolean;
};

/**
 * Spec 2, common frame: the right column shows before step 5, and at step 5 only right after
 * sending (the local `has_just_deposed` flag); its help panel hides at step 5 for a refused file.
 */
export function helpColumnView(
  step: ProgressStep,
  hasJustDeposited: boolean,
  statuscode: string | null,
): HelpColumnView {
  if (step < 5) return { showsColumn: true, showsHelpPanel: true };
  return { showsColumn: hasJustDeposited, showsHelpPanel: statuscode !== "refused" };
}

/**
 * The frame's column shows its help panel: step 5's own help block then stays out, so the page
 * has one "Besoin d'aide ?" card, not two.
 */
export function showsColumnHelpPanel(
  step: ProgressStep,
  hasJustDeposited: boolean,
  statuscode: string | null,
): boolean {
  const view = helpColumnView(step, hasJustDeposited, statuscode);
  return view.showsColumn && view.showsHelpPanel;
}
