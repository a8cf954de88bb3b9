import { readErrorStatus } from "../../api/errors.ts";
import { getUserDetails, type UserDetails } from "../../api/user.ts";
import { isVisitorSignedIn } from "../../routes/tracking.ts";
import type { PageLoadContext } from "../../shared/pageData.ts";

export type ProfilePageData =
  | { signedIn: true; user: UserDetails }
  /**
   * `sessionNotReady`: no call was made, the session had not (yet) validated a token: the page
   * waits for the session, then loads again, or asks to sign in. `refused`: the server answered
   * 401 to the token.
   */
  | { signedIn: false; reason: "sessionNotReady" | "refused" };

/**
 * The account as saved (`utilisateur/details`), read on every visit so the page shows what the
 * server holds, not what the session read when it started.
 */
export async function loadPage({ signal, api }: PageLoadContext): Promise<ProfilePageData> {
  // Calls carry the access token only once the session validated it: asking before would only
  // earn a 401. On a reload the session is still checking the token when this runs.
  if (!isVisitorSignedIn()) return { signedIn: false, reason: "sessionNotReady" };
  try {
    return { signedIn: true, user: await getUserDetails({ signal, client: api }) };
  } catch (error) {
    if (readErrorStatus(error) === 401) return { signedIn: false, reason: "refused" };
    throw error;
  }
}
