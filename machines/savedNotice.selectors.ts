import type { SnapshotFrom } from "xstate";
import type { savedNoticeMachine } from "./savedNotice.ts";

/** Which notice is on screen (no notice actor yet, before the wizard starts: none). */
export function selectSavedNotice(
  snapshot: SnapshotFrom<typeof savedNoticeMachine> | undefined,
): "none" | "stepSaved" | "savedForLater" {
  if (snapshot?.matches("shown")) return "stepSaved";
  if (snapshot?.matches("savedForLater")) return "savedForLater";
  return "none";
}
