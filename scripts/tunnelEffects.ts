/**
 * The tunnel's rule on React effects: its behaviour lives in machines, so a tunnel
 * component or hook may not run a `useEffect` (or `useLayoutEffect`) except where this list says
 * why. Checked by `npm run boundaries`; each entry pins how many effects the file may hold, so a
 * new one is a decision written here, not a slip.
 */

/** Files of the tunnel allowed effects, with how many and why. */
export const tunnelEffectAllowList: Record<string, { count: number; reason: string }> = {
  "src/features/tunnel/frame/useStepHeadingFocus.ts": {
    count: 1,
    reason: "moves focus to the new step's heading once it is on screen (accessibility)",
  },
  "src/features/tunnel/WizardStage.tsx": {
    count: 1,
    reason: "preloads the next step's code while the applicant reads this one (no behaviour)",
  },
  "src/features/tunnel/useStepAddress.ts": {
    count: 1,
    reason:
      "the step ↔ address bridge: the address follows the step shown, and Back or Forward ask the wizard for a step",
  },
  "src/features/tunnel/steps/useStepFormReports.ts": {
    count: 3,
    reason:
      "the form → wizard bridge: the form is on screen, holds unsaved changes, and shows the server's field errors of a failed save",
  },
  "src/features/tunnel/steps/useStepForm.ts": {
    count: 1,
    reason:
      "the record → form bridge: a form follows its step's record (saved: clean again; reloaded: the newer record, keeping what was typed)",
  },
};

const tunnelFolder = "src/features/tunnel/";

/** How many effect hooks a module calls; comments are not read. */
export function countEffects(source: string): number {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");
  return code.match(/\buse(?:Layout)?Effect\s*\(/g)?.length ?? 0;
}

/** Why a file breaks the rule, or null when it keeps it (files outside the tunnel always do). */
export function brokenEffectRule(file: string, source: string): string | null {
  if (!file.startsWith(tunnelFolder)) return null;
  const count = countEffects(source);
  const allowed = tunnelEffectAllowList[file]?.count ?? 0;
  if (count <= allowed) return null;
  return `${count} effect(s) where ${allowed} are allowed: tunnel behaviour belongs in a machine (scripts/tunnelEffects.ts lists the exceptions and why)`;
}
