import { useCallback, useEffect, useRef } from "react";

/**
 * Moves focus to the step's heading when the step changes (not on the page's first render, unless
 * asked: step 5's "Compléter ma demande" opens the steps again in place of its button), so
 * keyboard and screen-reader users land on the new step instead of a button that vanished.
 * A step's panel may still be loading (its own lazy chunk) when the step changes: the focus is
 * then owed, and given by the callback ref as soon as the new heading is attached.
 * A view the page moved to (step 5 after sending, the steps after "Compléter ma demande") shows
 * from its top: the page is still scrolled where the previous view's button was.
 */
export function useStepHeadingFocus<Element extends HTMLElement>(
  step: number,
  /** Focus the heading on the first render too: the page moved here from another view. */
  focusOnFirstRender = false,
) {
  const heading = useRef<Element | null>(null);
  const shownStep = useRef(step);
  const isFocusOwed = useRef(focusOnFirstRender);
  const startsFromTop = useRef(focusOnFirstRender);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    isFocusOwed.current = true;
    if (heading.current) {
      heading.current.focus();
      isFocusOwed.current = false;
    }
  }, [step]);
  return useCallback((element: Element | null) => {
    const previous = heading.current;
    heading.current = element;
    // A part of the step still loading hides the step for a moment (Suspense), detaching the
    // heading and dropping its focus: it is owed again, and given back once the step shows.
    if (!element && previous !== null && previous === document.activeElement) {
      isFocusOwed.current = true;
    }
    if (element && isFocusOwed.current) {
      if (startsFromTop.current) {
        window.scrollTo({ top: 0 });
        element.focus({ preventScroll: true });
      } else {
        element.focus();
      }
      isFocusOwed.current = false;
      startsFromTop.current = false;
    }
  }, []);
}
