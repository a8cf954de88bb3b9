import { useEffect, useRef } from "react";

/** Moves focus to a page's heading when it appears, so screen readers announce where they are. */
export function useFocusOnMount<Element extends HTMLElement>() {
  const ref = useRef<Element>(null);
  useEffect(() => {
    ref.current?.focus({ preventScroll: true });
  }, []);
  return ref;
}
