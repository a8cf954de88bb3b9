/** Typed access to the app's local storage keys and cookies; bad data is dropped, never thrown. */

export type { Cookie, CookieWriteOptions } from "./cookie.ts";
export { defineCookie } from "./cookie.ts";
export { accessTokenCookie, spaceCookie } from "./cookies.ts";
export * from "./keys.ts";
export { clearLocalSession } from "./session.ts";
export type { StorageKey } from "./storageKey.ts";
export { defineStorageKey } from "./storageKey.ts";
export * from "./temporaryDossier.ts";
export type { StorageArea } from "./webStorage.ts";
