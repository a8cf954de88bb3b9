import { useSyncExternalStore } from "react";
import { visualHandicapAttribute } from "../../../app/theme/visualHandicap.ts";

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

/**
 * Whether things may move by themselves: not in the visual-impairment mode (spec: no motion)
 * nor when the visitor's system asks for reduced motion.
 */
function isMotionAllowed(): boolean {
  if (typeof document === "undefined") return false;
  if (document.documentElement.hasAttribute(visualHandicapAttribute)) return false;
  return !window.matchMedia?.(REDUCED_MOTION).matches;
}

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia?.(REDUCED_MOTION);
  query?.addEventListener?.("change", onChange);
  // The visual-impairment toggle flips an attribute on <html>; watch it to stop at once.
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributeFilter: [visualHandicapAttribute] });
  return () => {
    query?.removeEventListener?.("change", onChange);
    observer.disconnect();
  };
}

export function useMotionAllowed(): boolean {
  return useSyncExternalStore(subscribe, isMotionAllowed, () => false);
}
