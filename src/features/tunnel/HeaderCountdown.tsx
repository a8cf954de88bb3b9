import { toCountdownView } from "../../../machines/prebooking.selectors.ts";
import { TICK_MS } from "../../../machines/prebooking.ts";
import { useNow } from "../../time/now.ts";
import { Countdown } from "./frame/Countdown.tsx";
import { PrebookingContext } from "./tunnelActorContexts.ts";

/**
 * The header's countdown, re-drawn each second from the machine's facts and this device's clock
 * (the machine owns the rules; this component alone re-renders every second).
 */
export function HeaderCountdown() {
  const now = useNow(TICK_MS);
  const shown = PrebookingContext.useSelector((snapshot) => snapshot.hasTag("countdownShown"));
  const endsAt = PrebookingContext.useSelector((snapshot) => snapshot.context.endsAt);
  const offset = PrebookingContext.useSelector((snapshot) => snapshot.context.serverClockOffsetMs);
  const extendedMinutes = PrebookingContext.useSelector(
    (snapshot) => snapshot.context.extendedMinutes,
  );
  const countdown = shown ? toCountdownView({ endsAt, serverClockOffsetMs: offset }, now) : null;
  return countdown ? <Countdown countdown={countdown} extendedMinutes={extendedMinutes} /> : null;
}
