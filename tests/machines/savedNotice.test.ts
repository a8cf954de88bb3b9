import { expect } from "vitest";
import { selectIsSavedNoticeShown } from "../../machines/savedNotice.selectors.ts";
import {
  SAVED_NOTICE_MS,
  type SavedNoticeEvent,
  savedNoticeMachine,
} from "../../machines/savedNotice.ts";
import { describePathCoverage, type EventTeaching } from "./pathCoverage.ts";

const events = {
  stepSaved: { cause: "the wizard saves a step (Continue or Reprendre plus tard)" },
} satisfies EventTeaching<SavedNoticeEvent>;

/** When each walk's notice appeared, on the simulated clock. */
const shownAt = new Map<string, number>();

describePathCoverage({
  id: "savedNotice",
  machine: savedNoticeMachine,
  events,
  clockStart: 0,
  states: {
    hidden: (snapshot, run) => {
      expect(selectIsSavedNoticeShown(snapshot)).toBe(false);
      const since = shownAt.get(run.actor.sessionId);
      // Hidden again only once its five seconds have passed on the simulated clock.
      if (since !== undefined)
        expect(run.clock.now() - since).toBeGreaterThanOrEqual(SAVED_NOTICE_MS);
    },
    shown: (snapshot, run) => {
      expect(selectIsSavedNoticeShown(snapshot)).toBe(true);
      shownAt.set(run.actor.sessionId, run.clock.now());
    },
  },
});
