import { vi } from "vitest";

/** A Web Storage held in a Map: what a browser's localStorage does, in Node. */
export class MemoryStorage implements Storage {
  readonly #items = new Map<string, string>();
  get length(): number {
    return this.#items.size;
  }
  clear(): void {
    this.#items.clear();
  }
  getItem(key: string): string | null {
    return this.#items.get(key) ?? null;
  }
  key(index: number): string | null {
    return [...this.#items.keys()][index] ?? null;
  }
  removeItem(key: string): void {
    this.#items.delete(key);
  }
  setItem(key: string, value: string): void {
    this.#items.set(key, String(value));
  }
}

/** A storage that is there but refuses writes, as Safari's private mode used to. */
export class FullStorage extends MemoryStorage {
  /** What was stored before the quota filled up. */
  seed(key: string, value: string): void {
    super.setItem(key, value);
  }
  override setItem(): void {
    throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
  }
}

export function installStorages(): { local: MemoryStorage; session: MemoryStorage } {
  const local = new MemoryStorage();
  const session = new MemoryStorage();
  vi.stubGlobal("localStorage", local);
  vi.stubGlobal("sessionStorage", session);
  return { local, session };
}

/** Storage disabled by the browser: merely touching `localStorage` throws. */
export function installUnavailableStorages(): void {
  const refuse = () => {
    throw new DOMException("The operation is insecure.", "SecurityError");
  };
  Object.defineProperty(globalThis, "localStorage", { configurable: true, get: refuse });
  Object.defineProperty(globalThis, "sessionStorage", { configurable: true, get: refuse });
}

export function removeUnavailableStorages(): void {
  Reflect.deleteProperty(globalThis, "localStorage");
  Reflect.deleteProperty(globalThis, "sessionStorage");
}

type StoredCookie = { value: string; domain: string | undefined };

/**
 * `document.cookie` as a browser exposes it: reading lists `name=value` pairs, writing one
 * line sets or (with max-age=0) removes one cookie. Every line written is kept for assertions.
 */
export class CookieJar {
  readonly lines: string[] = [];
  readonly #cookies = new Map<string, StoredCookie>();

  get cookie(): string {
    return [...this.#cookies.entries()]
      .map(([id, { value }]) => `${id.split("|")[0]}=${value}`)
      .join("; ");
  }

  set cookie(line: string) {
    this.lines.push(line);
    const [pair = "", ...attributes] = line.split(";").map((part) => part.trim());
    const separator = pair.indexOf("=");
    const name = pair.slice(0, separator);
    const value = pair.slice(separator + 1);
    const attribute = (key: string) =>
      attributes.find((item) => item.toLowerCase().startsWith(`${key}=`))?.split("=")[1];
    const domain = attribute("domain");
    const id = `${name}|${domain ?? ""}`;
    if (attribute("max-age") === "0") this.#cookies.delete(id);
    else this.#cookies.set(id, { value, domain });
  }

  /** Sets a cookie as another site of the operator (or a user) would. */
  plant(name: string, value: string, domain?: string): void {
    this.#cookies.set(`${name}|${domain ?? ""}`, { value, domain });
  }

  has(name: string, domain?: string): boolean {
    return this.#cookies.has(`${name}|${domain ?? ""}`);
  }
}

export function installCookies(protocol: "https:" | "http:" = "https:"): CookieJar {
  const jar = new CookieJar();
  vi.stubGlobal("document", jar);
  vi.stubGlobal("location", { protocol });
  return jar;
}
