import { toCountdownView } from "../../../machines/prebooking.selectors.ts";
import { useNow } from "../../time/now.ts";
import { Countdown } from "./frame/Countdown.tsx";
import { PrebookingContext } from "./tunnelActorContexts.ts";

/** How often the header's countdown is drawn again (spec 9: countdown tick 1 s). */
const REDRAW_MS = 1000;

/**
 * The header's countdown, re-drawn each second from the machine's facts and this device's clock
 * (the machine owns the rules; this component alone re-renders every second).
 */
export function HeaderCountdown() {
  const now = useNow(REDRAW_MS);
  const shown = PrebookingContext.useSelector((snapshot) => snapshot.hasTag("countdownShown"));
  const endsAt = PrebookingContext.useSelector((snapshot) => snapshot.context.endsAt);
  const offset = PrebookingContext.useSelector((snapshot) => snapshot.context.serverClockOffsetMs);
  const countdown = shown ? toCountdownView({ endsAt, serverClockOffsetMs: offset }, now) : null;
  return countdown ? <Countdown countdown={countdown} /> : null;
}
