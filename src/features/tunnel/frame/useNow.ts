import { useEffect, useState } from "react";

/**
 * This device's clock, re-read every `intervalMs`, so a countdown re-renders. The remaining time
 * is computed from it by the machine's view (`toCountdownView`), never counted here.
 */
export function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
