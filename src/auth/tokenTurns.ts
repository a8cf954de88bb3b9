/**
 * The tabs of one browser share the refresh token (the identity-token storage), and each renewal
 * spends it (rotation). Two tabs renewing at once would present the same token twice: the
 * provider refuses the second, and that tab's visitor is signed out. Renewals and revocations
 * take turns across tabs through the Web Locks API, and read the token inside their turn, so the
 * second tab presents the one the first just received. Without the API (an older browser, a
 * test without it) the work runs at once, as before.
 */
const TURN_NAME = "hestia-refresh-token";

export function inRefreshTokenTurn<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === "undefined" ? undefined : navigator.locks;
  return locks ? locks.request(TURN_NAME, work) : work();
}
