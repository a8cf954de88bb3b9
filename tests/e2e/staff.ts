import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import type { StaffAction } from "../../server/domain/staff.ts";

/**
 * `npm run staff -- <action> <reference>` on the e2e server's data folder: the operator's staff
 * accepting, refusing or countersigning a file while the server runs (and paying or signing for
 * the applicant).
 */
function dataDir(): string {
  const folder = process.env.E2E_DATA_DIR;
  if (!folder) throw new Error("E2E_DATA_DIR is not set: run through playwright.config.ts");
  return folder;
}

const root = resolve(import.meta.dirname, "../..");

let referencesGiven = 0;

/**
 * A file reference no other test, worker or retry of this run takes: references are unique in
 * the one database a run shares, and a retried test would meet its first attempt's file.
 */
export function freshReference(): string {
  referencesGiven += 1;
  const serial = (Date.now() * 7 + process.pid * 13 + referencesGiven) % 100_000;
  return `HC-2099-${String(serial).padStart(5, "0")}`;
}

/**
 * A fresh account gets a file sent for review (see fixtures/sendFile.ts), of the first flat type
 * given that still has a free bed.
 */
export function giveSentFile(email: string, reference: string, ...typologyIds: number[]): void {
  const [typologyId = 301, ...others] = typologyIds;
  try {
    execFileSync(
      process.execPath,
      ["tests/e2e/fixtures/sendFile.ts", email, reference, String(typologyId)],
      { cwd: root, env: { ...process.env, DATA_DIR: dataDir() }, stdio: "pipe" },
    );
  } catch (error) {
    if (others.length === 0) throw error;
    giveSentFile(email, reference, ...others);
  }
}

/** A fresh applicant's account, as a sign-up makes it (fixtures/createAccount.ts). */
export function giveAccount(email: string, locale: "fr" | "en", civility: "woman" | "man"): void {
  execFileSync(process.execPath, ["tests/e2e/fixtures/createAccount.ts", email, locale, civility], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir() },
  });
}

/** The account's mobile phone, as the profile page saves it; "" for none (fixtures/setPhone.ts). */
export function setPhone(email: string, phone: string): void {
  execFileSync(process.execPath, ["tests/e2e/fixtures/setPhone.ts", email, phone], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir() },
  });
}

/** The file's co-signers: a minor's legal guardian, or personal guarantors (fixtures/setCoSigners.ts). */
export function giveCoSigners(
  reference: string,
  kind: "minor" | "guarantor" | "twoGuarantors",
): void {
  execFileSync(process.execPath, ["tests/e2e/fixtures/setCoSigners.ts", reference, kind], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir() },
  });
}

export function staff(action: StaffAction, reference: string, ...reason: string[]): string {
  return execFileSync(process.execPath, ["server/staff.ts", action, reference, ...reason], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir() },
  }).toString();
}

/** Another file takes the first free inventory slot of this file's residence (fixtures/takeSlot.ts). */
export function takeFirstFreeSlot(reference: string): void {
  execFileSync(process.execPath, ["tests/e2e/fixtures/takeSlot.ts", reference], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir() },
  });
}

/** What a staff listing prints: `appointments`, `insurances`, or `mails <address>`. */
export function staffListing(
  listing: "appointments" | "insurances" | "mails",
  address = "",
): string {
  return execFileSync(process.execPath, ["server/staff.ts", listing, address], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir() },
  }).toString();
}

/** A payslip, or a passport with its identity check, as step 4 stores them (fixtures/addDocuments.ts). */
export function giveDocuments(reference: string, ...kinds: ("payslip" | "passport")[]): void {
  execFileSync(process.execPath, ["tests/e2e/fixtures/addDocuments.ts", reference, ...kinds], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir() },
  });
}

/** A staff account's current TOTP code, as its authenticator app shows it (`npm run staff -- totp`). */
export function staffTotp(email: string): string {
  return execFileSync(process.execPath, ["server/staff.ts", "totp", email], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir() },
  })
    .toString()
    .trim();
}

/**
 * The mails the test SMTP server received for an address (scripts/e2e-server.ts writes each one
 * down): what the applicant's mailbox got, oldest first.
 */
export function mailsReceivedBy(address: string): { subject: string; text: string }[] {
  const mailbox = join(dataDir(), "smtp-received");
  return readdirSync(mailbox)
    .sort((a, b) => Number.parseInt(a, 10) - Number.parseInt(b, 10))
    .map((name) => JSON.parse(readFileSync(join(mailbox, name), "utf8")) as ReceivedMail)
    .filter((mail) => mail.to.some((to) => to.toLowerCase() === address.toLowerCase()));
}

type ReceivedMail = { to: string[]; subject: string; text: string };
