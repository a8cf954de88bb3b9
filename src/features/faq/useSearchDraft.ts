import { useCallback, useEffect, useRef, useState } from "react";

/**
 * The search box's text: it follows every keystroke at once (the list filters as one types),
 * and is written to the address after a pause, so the URL is shareable without one history
 * entry or loader run per letter. When the address changes from elsewhere (a FAQ link in the
 * menu, the back button), the box shows what the address says.
 */
export function useSearchDraft(committed: string, commit: (value: string) => void, delayMs = 300) {
  const [draft, setDraft] = useState(committed);
  const lastCommitted = useRef(committed);
  const commitRef = useRef(commit);
  commitRef.current = commit;

  useEffect(() => {
    if (committed === lastCommitted.current) return;
    lastCommitted.current = committed;
    setDraft(committed);
  }, [committed]);

  const flush = useCallback((value: string) => {
    if (value === lastCommitted.current) return;
    lastCommitted.current = value;
    commitRef.current(value);
  }, []);

  useEffect(() => {
    if (draft === lastCommitted.current) return;
    const timer = setTimeout(() => flush(draft), delayMs);
    return () => clearTimeout(timer);
  }, [draft, delayMs, flush]);

  /** The caller wrote `value` to the address itself (with another change, e.g. a theme). */
  const markCommitted = useCallback((value: string) => {
    lastCommitted.current = value;
    setDraft(value);
  }, []);

  return { draft, setDraft, flush: () => flush(draft), markCommitted };
}
