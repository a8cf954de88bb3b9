import { useEffect, useRef } from "react";

/**
 * Moves focus to the step's heading when the step changes (not on the page's first render), so
 * keyboard and screen-reader users land on the new step instead of a button that vanished.
 */
export function useStepHeadingFocus<Element extends HTMLElement>(step: number) {
  const ref = useRef<Element>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    ref.current?.focus();
  }, [step]);
  return ref;
}
