import { expect } from "vitest";
import { selectSavedNotice } from "../../machines/savedNotice.selectors.ts";
import {
  SAVED_NOTICE_MS,
  type SavedNoticeEvent,
  savedNoticeMachine,
} from "../../machines/savedNotice.ts";
import { describePathCoverage, type EventTeaching } from "./pathCoverage.ts";

const events = {
  stepSaved: { cause: "the wizard saves a step (Continue)" },
  savedForLater: { cause: 'the wizard saves the file with "Reprendre plus tard"' },
  close: { cause: "the applicant closes the notice" },
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
      expect(selectSavedNotice(snapshot)).toBe("none");
      const since = shownAt.get(run.actor.sessionId);
      // Hidden again only once its five seconds have passed on the simulated clock.
      if (since !== undefined)
        expect(run.clock.now() - since).toBeGreaterThanOrEqual(SAVED_NOTICE_MS);
    },
    shown: (snapshot, run) => {
      expect(selectSavedNotice(snapshot)).toBe("stepSaved");
      shownAt.set(run.actor.sessionId, run.clock.now());
    },
    savedForLater: (snapshot, run) => {
      expect(selectSavedNotice(snapshot)).toBe("savedForLater");
      // It stays: no timer hides it.
      shownAt.delete(run.actor.sessionId);
      run.clock.advance(10 * SAVED_NOTICE_MS);
      expect(run.actor.getSnapshot().matches("savedForLater")).toBe(true);
    },
  },
});
