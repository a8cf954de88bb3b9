/**
 * The session's DPoP key (RFC 9449): an ES256 key pair made by WebCrypto with
 * a non-extractable private key, kept in IndexedDB so a return visit can still renew its bound
 * tokens. The provider binds the tokens it issues to this key, and the API asks every call for a
 * fresh proof signed with it: a token copied out of the cookie or storage is useless without the
 * key, which no script can read out (it can only sign while the page is open). Forgotten at
 * logout. Where IndexedDB is unavailable the key lives as long as the page: a reload then needs
 * a new sign-in (the bound refresh token cannot be used with another key).
 */
import * as oauth from "oauth4webapi";
import { keptUnlessRejected } from "../shared/keptUnlessRejected.ts";
import { getServerClockOffsetMs } from "../time/now.ts";

const DATABASE = "hestia-session-key";
const STORE = "keys";
const ENTRY = "dpop";

function request<T>(run: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    run.onsuccess = () => resolve(run.result);
    run.onerror = () => reject(run.error);
  });
}

async function openKeyDatabase(): Promise<IDBDatabase | undefined> {
  if (typeof indexedDB === "undefined") return undefined;
  const opening = indexedDB.open(DATABASE, 1);
  opening.onupgradeneeded = () => opening.result.createObjectStore(STORE);
  return request(opening).catch(() => undefined);
}

async function withStore<T>(
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore) => IDBRequest<T>,
) {
  const database = await openKeyDatabase();
  if (!database) return undefined;
  try {
    return await request(work(database.transaction(STORE, mode).objectStore(STORE)));
  } catch {
    return undefined;
  } finally {
    database.close();
  }
}

const isKeyPair = (value: unknown): value is CryptoKeyPair =>
  typeof value === "object" &&
  value !== null &&
  (value as CryptoKeyPair).privateKey instanceof CryptoKey &&
  (value as CryptoKeyPair).publicKey instanceof CryptoKey;

async function loadOrCreate(): Promise<CryptoKeyPair> {
  const stored = await withStore("readonly", (store) => store.get(ENTRY));
  if (isKeyPair(stored)) return stored;
  // oauth4webapi's default: the private key is not extractable.
  const created = await oauth.generateKeyPair("ES256");
  await withStore("readwrite", (store) => store.put(created, ENTRY));
  return created;
}

const pageKeyPair = keptUnlessRejected(loadOrCreate);

/** The page's key pair: the stored one, or a new one stored for the next visits. */
export function sessionKeyPair(): Promise<CryptoKeyPair> {
  return pageKeyPair();
}

/** Logout: the key goes with the tokens bound to it. */
export async function forgetSessionKeyPair(): Promise<void> {
  pageKeyPair.forget();
  await withStore("readwrite", (store) => store.delete(ENTRY));
}

/**
 * oauth4webapi's proof maker, on the server's clock as measured from the API's answers: a proof's
 * `iat` must be within a minute of the server's time, whatever this device's clock says.
 */
export async function dpopHandle(
  keyPair: Promise<CryptoKeyPair> = sessionKeyPair(),
): Promise<oauth.DPoPHandle> {
  const clock = { [oauth.clockSkew]: Math.round(getServerClockOffsetMs() / 1000) };
  return oauth.DPoP(clock, await keyPair);
}

/**
 * The headers of an API call with a DPoP-bound token: `Authorization: DPoP <token>` and a fresh
 * proof for this method and URL (with the token's hash), made by oauth4webapi as for any
 * protected-resource request. The request itself is sent by the API client (ky), so the library
 * only hands its headers over; its plain-http check has nothing to guard here. `keyPair`: the
 * session's by default; the team's console signs with its own (src/auth/staffSignIn.ts).
 */
export async function dpopHeaders(
  method: string,
  url: string,
  accessToken: string,
  keyPair?: Promise<CryptoKeyPair>,
): Promise<Record<string, string>> {
  let headers: Record<string, string> = {};
  await oauth.protectedResourceRequest(accessToken, method, new URL(url), new Headers(), null, {
    DPoP: await dpopHandle(keyPair),
    [oauth.allowInsecureRequests]: true,
    [oauth.customFetch]: async (_url, options) => {
      headers = options.headers;
      return new Response(null, { status: 204 });
    },
  });
  return headers;
}

/**
 * A proof alone for `method url` about `token` (its hash in `ath`): what the provider asks to
 * revoke a bound token, so the proof is good for that token only.
 */
export async function dpopProofAbout(method: string, url: string, token: string): Promise<string> {
  const { dpop } = await dpopHeaders(method, url, token);
  if (!dpop) throw new Error("no DPoP proof was made");
  return dpop;
}
