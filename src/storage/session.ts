import { accessTokenCookie, renewableSessionCookie, spaceCookie } from "./cookies.ts";
import {
  commonUriStorage,
  dossierIdStorage,
  guaranteeDraftStorage,
  hasJustDeposedStorage,
  identityTokenStorage,
  profileDraftStorage,
  stepStorage,
  temporaryDossierInfoStorage,
  userStorage,
} from "./keys.ts";

/** Everything that belongs to the signed-in person. Preferences (language, display) stay. */
const sessionKeys = [
  userStorage,
  identityTokenStorage,
  temporaryDossierInfoStorage,
  dossierIdStorage,
  hasJustDeposedStorage,
  profileDraftStorage,
  guaranteeDraftStorage,
  stepStorage,
];

const sessionCookies = [accessTokenCookie, spaceCookie, renewableSessionCookie];

/**
 * Forgets the local session (logout, stale session). Cookies are removed both for this host
 * and for the shared cookie domain, since either may have set them.
 */
export function clearLocalSession(): void {
  const sharedDomain = commonUriStorage.read()?.cookie_domain;
  for (const key of sessionKeys) key.clear();
  for (const cookie of sessionCookies) {
    cookie.clear();
    if (sharedDomain) cookie.clear({ domain: sharedDomain });
  }
}
