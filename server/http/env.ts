import type { Context } from "hono";
import type { Config } from "../config.ts";
import type { Db } from "../db.ts";
import type { StaffRole } from "../domain/staffAccounts.ts";
import type { DocumentReader } from "../ocr/documentReader.ts";
import type { AccountSessions } from "../oidc/sessions.ts";
import type { DpopReplayCache } from "./dpop.ts";
import type { RateLimiters } from "./rateLimits.ts";

/**
 * `jkt`: the thumbprint of the key a DPoP-bound token is bound to (its `cnf.jkt`). `staff`: set
 * on a token of the console's client only: the role it carries, when its owner signed in (epoch
 * seconds) and the key its idle time is counted under (its grant).
 */
export type VerifiedToken = {
  sub: string;
  expiresAt?: number;
  jkt?: string;
  staff?: { role: string | null; authTime: number; grantKey: string };
};
export type VerifyAccessToken = (token: string) => Promise<VerifiedToken | null>;

/** What every route factory receives: injected so tests swap the clock and the token check. */
export type Deps = {
  db: Db;
  config: Config;
  verifyAccessToken: VerifyAccessToken;
  now: () => Date;
  /** Origin the browser sees; used in links handed to the client. */
  origin: string;
  /** Ends signed-in devices: logout, and the other devices after a password or email change. */
  sessions: AccountSessions;
  /** Attempt counters of the routes an attacker would hammer (rateLimits.ts). */
  rateLimiters: RateLimiters;
  /** DPoP proofs already used (dpop.ts): one cache for every route. */
  dpopReplay: DpopReplayCache;
  /** The visitor's address, the key of every per-address limit (clientAddress.ts). */
  clientAddress: (c: Context) => string;
  /**
   * Reads identity documents' zones (server/ocr/, in worker threads). Only the server has one:
   * without it (tests that do not give one, MSW in the browser) the analysis goes by file name.
   */
  documentReader?: DocumentReader;
};

/**
 * `userId` and `accessToken`: set by `requireUser` once the bearer token is verified;
 * `cspNonce`: the response's script nonce (securityHeaders.ts).
 */
export type AppEnv = {
  Variables: {
    userId: string;
    accessToken: string;
    cspNonce: string;
    /** Set by `requireStaff` (staffAuth.ts): the staff account calling, its role, its sign-in. */
    staff: { id: string; name: string; role: StaffRole; authTime: number };
  };
};
