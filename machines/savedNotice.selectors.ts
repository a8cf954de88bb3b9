import type { SnapshotFrom } from "xstate";
import type { savedNoticeMachine } from "./savedNotice.ts";

/** Whether the snackbar is on screen (no notice actor yet, before the wizard starts: no). */
export function selectIsSavedNoticeShown(
  snapshot: SnapshotFrom<typeof savedNoticeMachine> | undefined,
): boolean {
  return snapshot?.matches("shown") ?? false;
}
