/**
 * What the "signed-in devices" section derives from its machine: the list, which calls are
 * under way, the error and the announcement. The section reads `toDeviceSessionsView` and
 * never spells state paths.
 */
import type { SnapshotFrom } from "xstate";
import type { DeviceSession, deviceSessionsMachine } from "./deviceSessions.ts";

export type DeviceSessionsSnapshot = SnapshotFrom<typeof deviceSessionsMachine>;

/** What the polite live region says after an end; `null` when there is nothing to say. */
export type DeviceSessionsAnnouncement =
  | { kind: "sessionEnded"; device: string | null }
  | { kind: "otherSessionsEnded" }
  | null;

export interface DeviceSessionsView {
  isLoading: boolean;
  loadFailed: boolean;
  /** The list shows (also while an end is under way, and after a failed one). */
  showsList: boolean;
  sessions: readonly DeviceSession[];
  /** There is at least one other device to sign out. */
  hasOtherSessions: boolean;
  /** An end is under way: the buttons wait. */
  isEnding: boolean;
  endFailed: boolean;
  announcement: DeviceSessionsAnnouncement;
}

function selectAnnouncement(snapshot: DeviceSessionsSnapshot): DeviceSessionsAnnouncement {
  if (snapshot.matches({ showingSessions: "sessionEnded" })) {
    return { kind: "sessionEnded", device: snapshot.context.endedDevice };
  }
  if (snapshot.matches({ showingSessions: "otherSessionsEnded" })) {
    return { kind: "otherSessionsEnded" };
  }
  return null;
}

export function toDeviceSessionsView(snapshot: DeviceSessionsSnapshot): DeviceSessionsView {
  const isEnding = snapshot.matches("endingSession") || snapshot.matches("endingOtherSessions");
  const { sessions } = snapshot.context;
  return {
    isLoading: snapshot.matches("loadingSessions"),
    loadFailed: snapshot.matches("loadFailed"),
    showsList: snapshot.matches("showingSessions") || isEnding,
    sessions,
    hasOtherSessions: sessions.some(({ current }) => !current),
    isEnding,
    endFailed: snapshot.matches({ showingSessions: "endFailed" }),
    announcement: selectAnnouncement(snapshot),
  };
}
