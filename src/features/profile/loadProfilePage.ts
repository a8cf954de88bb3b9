import { readErrorStatus } from "../../api/errors.ts";
import { getUserDetails, type UserDetails } from "../../api/user.ts";
import { isVisitorSignedIn } from "../../routes/tracking.ts";
import type { PageLoadContext } from "../../shared/pageData.ts";

export type ProfilePageData =
  | { signedIn: true; user: UserDetails }
  /**
   * `signedOut`: no call was made, the session holds no valid token. `refused`: the server
   * answered 401 to the token.
   */
  | { signedIn: false; reason: "signedOut" | "refused" };

/**
 * The account as saved (`utilisateur/details`), read on every visit so the page shows what the
 * server holds, not what the session read when it started.
 */
export async function loadPage({ signal, api }: PageLoadContext): Promise<ProfilePageData> {
  // The route waits for the session's check (`pagesAfterSessionCheck`): without a validated
  // token, asking would only earn a 401.
  if (!isVisitorSignedIn()) return { signedIn: false, reason: "signedOut" };
  try {
    return { signedIn: true, user: await getUserDetails({ signal, client: api }) };
  } catch (error) {
    if (readErrorStatus(error) === 401) return { signedIn: false, reason: "refused" };
    throw error;
  }
}
