/**
 * Password rules and hashing (scrypt from node:crypto). The stored form carries its own
 * parameters so they can be raised later without breaking existing hashes.
 */
import { randomBytes, scrypt, scryptSync, timingSafeEqual } from "node:crypto";
import { promisify } from "node:util";
import { isOverlongPassword, passwordFormatProblem } from "../../src/forms/passwordFormat.ts";

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: { N: number; r: number; p: number },
) => Promise<Buffer>;

const PARAMS = { N: 16384, r: 8, p: 1 };
const KEY_LENGTH = 32;

/**
 * The common and breached passwords that are refused (NIST SP 800-63B), lowercase: the list of
 * @zxcvbn-ts/language-common, 49,233 entries. Loaded on first use only, once, on the server
 * only (the app never ships it).
 */
let commonPasswords: Promise<ReadonlySet<string>> | undefined;

/** Whether a password is on the list of common and breached ones, whatever its case. */
export async function isCommonPassword(password: string): Promise<boolean> {
  commonPasswords ??= import("@zxcvbn-ts/language-common").then(
    ({ dictionary }) => new Set(dictionary["passwords-common"]),
  );
  return (await commonPasswords).has(password.toLowerCase());
}

/**
 * Why a new password is refused (a message key of server/http/messages.ts), or null: its format
 * (the rule the app's forms share), then the list of common and breached passwords.
 */
export async function newPasswordProblem(
  password: string,
): Promise<"passwordRule" | "passwordTooLong" | "passwordCommon" | null> {
  const problem = passwordFormatProblem(password);
  if (problem) return problem;
  return (await isCommonPassword(password)) ? "passwordCommon" : null;
}

/** How many previous passwords (current one included) cannot be chosen again. */
export const PASSWORD_HISTORY = 5;

function encode(salt: Buffer, key: Buffer): string {
  return `scrypt$${PARAMS.N}$${PARAMS.r}$${PARAMS.p}$${salt.toString("base64url")}$${key.toString("base64url")}`;
}

/**
 * What is hashed: the password in Unicode NFKC form (NIST SP 800-63B), so the same characters
 * typed on another keyboard or system (a composed or decomposed "é") are the same password.
 * Letters and digits, all the former rule allowed, are unchanged by it.
 */
const hashed = (password: string) => password.normalize("NFKC");

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  return encode(salt, await scryptAsync(hashed(password), salt, KEY_LENGTH, PARAMS));
}

export function hashPasswordSync(password: string): string {
  const salt = randomBytes(16);
  return encode(salt, scryptSync(hashed(password), salt, KEY_LENGTH, PARAMS));
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split("$");
  // No account has a longer password, and hashing one would cost for nothing.
  if (scheme !== "scrypt" || !salt || !key || isOverlongPassword(password)) return false;
  const expected = Buffer.from(key, "base64url");
  const actual = await scryptAsync(
    hashed(password),
    Buffer.from(salt, "base64url"),
    expected.length,
    {
      N: Number(n),
      r: Number(r),
      p: Number(p),
    },
  );
  return timingSafeEqual(actual, expected);
}
