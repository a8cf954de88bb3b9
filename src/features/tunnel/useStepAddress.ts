import { type RouterHistory, useRouter } from "@tanstack/react-router";
import { useEffect, useRef } from "react";
import type { Locale } from "../../config/index.ts";
import { type TunnelStep, tunnelStepHref, tunnelStepOfPath } from "../../routes/tunnelSteps.ts";

type HistoryChange = Parameters<Parameters<RouterHistory["subscribe"]>[0]>[0];

type StepAddressOptions = {
  /** The step the tunnel shows, as its machines decided. */
  shown: TunnelStep;
  locale: Locale;
  /**
   * Back or Forward reached another step's address: asks the machine for that step (the wizard's
   * `jumpToStep`, through its guards) and answers the step it now shows.
   */
  askForStep: (step: TunnelStep) => TunnelStep;
};

/**
 * The bridge between the step shown and the address: each step is a history entry
 * of its own. The address follows the step the machines show (a move is a new entry; the
 * first address, or one naming another step, is replaced), and the browser's Back and Forward
 * are requests to the machine; where it refuses, the address is put back to the step shown.
 * Our own moves pass the leave warning (`ignoreBlocker`); the applicant's Back and Forward
 * meet it like any other way out.
 */
export function useStepAddress({ shown, locale, askForStep }: StepAddressOptions) {
  const router = useRouter();
  const lastShown = useRef<TunnelStep | undefined>(undefined);
  useEffect(() => {
    const show = (step: TunnelStep, replace: boolean) =>
      void router.navigate({ href: tunnelStepHref(step, locale), replace, ignoreBlocker: true });
    const isMove = lastShown.current !== undefined && lastShown.current !== shown;
    lastShown.current = shown;
    if (tunnelStepOfPath(router.history.location.pathname) !== shown) show(shown, !isMove);
    return router.history.subscribe(({ location, action }: HistoryChange) => {
      if (action.type === "PUSH" || action.type === "REPLACE") return;
      const wanted = tunnelStepOfPath(location.pathname);
      if (wanted === undefined) return;
      const now = askForStep(wanted);
      if (now !== wanted) show(now, true);
    });
  }, [router, shown, locale, askForStep]);
}
