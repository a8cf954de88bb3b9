import { useRouter } from "@tanstack/react-router";
import { useEffect } from "react";
import { usePageData } from "../../shared/pageData.ts";
import { useSession } from "../../shared/sessionContext.ts";
import type { loadPage } from "./loadProfilePage.ts";

/**
 * The page's data, and whether it is waiting for the session. When the page loaded before the
 * session validated its token (a reload), its data is read again as soon as the session opens:
 * the router reruns this page's loader, which now carries the token.
 */
export function useProfileData() {
  const data = usePageData<typeof loadPage>();
  const { view } = useSession();
  const router = useRouter();
  const loadedTooEarly = !data.signedIn && data.reason === "sessionNotReady";
  const mustLoadAgain = loadedTooEarly && view.isSignedIn;

  useEffect(() => {
    if (!mustLoadAgain) return;
    void router.invalidate({ filter: (match) => match.staticData.routeName === "profile" });
  }, [mustLoadAgain, router]);

  return { data, waitingForSession: loadedTooEarly && (view.isChecking || view.isSignedIn) };
}
