import { useSelector } from "@xstate/react";
import type { ActorRefFrom } from "xstate";
import { toCountdownView } from "../../../machines/prebooking.selectors.ts";
import type { prebookingMachine } from "../../../machines/prebooking.ts";
import { useNow } from "../../time/now.ts";
import { Countdown } from "./frame/Countdown.tsx";

type PrebookingActor = ActorRefFrom<typeof prebookingMachine>;

/** How often the header's countdown is drawn again (spec 9: countdown tick 1 s). */
const REDRAW_MS = 1000;

/**
 * The header's countdown, re-drawn each second from the machine's facts and this device's clock
 * (the machine owns the rules; this component alone re-renders every second).
 */
export function HeaderCountdown({ actor }: { actor: PrebookingActor }) {
  const now = useNow(REDRAW_MS);
  const shown = useSelector(actor, (snapshot) => snapshot.hasTag("countdownShown"));
  const endsAt = useSelector(actor, (snapshot) => snapshot.context.endsAt);
  const offset = useSelector(actor, (snapshot) => snapshot.context.serverClockOffsetMs);
  const countdown = shown ? toCountdownView({ endsAt, serverClockOffsetMs: offset }, now) : null;
  return countdown ? <Countdown countdown={countdown} /> : null;
}
