/** Typed access to the app's local storage keys and cookies; bad data is dropped, never thrown. */

export { accessTokenCookie } from "./cookies.ts";
export * from "./keys.ts";
export { clearLocalSession } from "./session.ts";
export type { StorageKey } from "./storageKey.ts";
export { defineStorageKey } from "./storageKey.ts";
export * from "./temporaryDossier.ts";
