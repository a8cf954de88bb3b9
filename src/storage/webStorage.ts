/** Which Web Storage a key lives in: `local` survives the tab, `session` the page reloads only. */
export type StorageArea = "local" | "session";

/**
 * Values the browser refused to keep (private mode, storage disabled, quota full). They live
 * in memory for the rest of the page's life, so the app keeps working in that tab.
 */
const inMemory: Record<StorageArea, Map<string, string>> = {
  local: new Map(),
  session: new Map(),
};

/** The browser's storage, or `undefined` where it is missing or access throws. */
function browserStorage(area: StorageArea): Storage | undefined {
  try {
    const storage = area === "local" ? globalThis.localStorage : globalThis.sessionStorage;
    return storage ?? undefined;
  } catch {
    return undefined;
  }
}

export function getRawItem(area: StorageArea, name: string): string | null {
  try {
    const stored = browserStorage(area)?.getItem(name) ?? null;
    if (stored !== null) return stored;
  } catch {
    // Unreadable storage: fall through to what this page kept in memory.
  }
  return inMemory[area].get(name) ?? null;
}

export function setRawItem(area: StorageArea, name: string, value: string): void {
  const storage = browserStorage(area);
  try {
    if (storage) {
      storage.setItem(name, value);
      inMemory[area].delete(name);
      return;
    }
  } catch {
    // Refused (quota, private mode): make sure an older stored value cannot shadow the new one.
    try {
      storage?.removeItem(name);
    } catch {
      // Nothing more can be done with this storage.
    }
  }
  inMemory[area].set(name, value);
}

export function removeRawItem(area: StorageArea, name: string): void {
  inMemory[area].delete(name);
  try {
    browserStorage(area)?.removeItem(name);
  } catch {
    // Unavailable storage holds nothing of ours to remove.
  }
}
