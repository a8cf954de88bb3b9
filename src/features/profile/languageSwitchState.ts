/**
 * After a saved language change, the page opens itself in that language. The new page confirms
 * the save; it learns that it must from the history entry's state (not the URL, so a reload or a
 * shared link does not confirm a save that did not just happen).
 */
import { useRouterState } from "@tanstack/react-router";

declare module "@tanstack/history" {
  interface HistoryState {
    /** Set on the profile page opened right after its language was saved. */
    profileLanguageSaved?: boolean;
  }
}

export const languageSavedState = { profileLanguageSaved: true } as const;

export function useOpenedAfterLanguageSave(): boolean {
  return useRouterState({ select: (state) => state.location.state.profileLanguageSaved === true });
}
