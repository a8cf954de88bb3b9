import { useEffect, useReducer } from "react";
import { carouselReducer, initialCarouselState, isRotating } from "./carouselReducer.ts";
import { useMotionAllowed } from "./motionAllowed.ts";

/**
 * A carousel's state with its autoplay timer. The timer restarts on every slide change, so a
 * slide chosen by hand stays the full delay. When motion stops being allowed (the visitor
 * turns the visual-impairment mode on), rotation pauses; the play button can restart it.
 */
export function useCarousel(count: number, delayMs: number) {
  const motionAllowed = useMotionAllowed();
  const [state, dispatch] = useReducer(carouselReducer, undefined, () =>
    initialCarouselState(count, motionAllowed),
  );
  useEffect(() => {
    if (!motionAllowed) dispatch({ type: "pause" });
  }, [motionAllowed]);
  const rotating = isRotating(state);
  const { index } = state;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `index` restarts the delay on every slide change, by hand or not.
  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(() => dispatch({ type: "tick" }), delayMs);
    return () => window.clearTimeout(timer);
  }, [rotating, index, delayMs]);
  return { state, dispatch, rotating };
}
