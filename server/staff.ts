/**
 * `npm run staff -- <action> <reference>`: the operator's staff at work on sent files.
 *   list                      files with their status
 *   accept <reference>        accept (the lease gets a code; step 5 shows "request accepted")
 *   lease <reference>         the lease is ready in the e-signature tool: payment opens
 *   pay <reference>           the entry fees are paid by card, as the card page records it
 *   sign <reference> [tenant|guardian|guarantor1|guarantor2]
 *                             the signer named signs the lease, on their turn, as their page of
 *                             the signature tool records it (the tenant starting the signature);
 *                             with none named, every signer signs in turn; the team's
 *                             countersignature waits
 *   refuse-signature <reference> <tenant|guardian|guarantor1|guarantor2>
 *                             the signer whose turn it is refuses: the signature stops (REFUS)
 *   expire-signature <reference>
 *                             the signature under way lapses now, as after 8 days (EXPIRATION)
 *   update <reference>        ask the applicant to complete the file (status toUpdate)
 *   refuse <reference>        refuse and release the lot
 *   countersign <reference>   the team countersigns once the tenant signed (status signed)
 *   confirm-transfer <reference>
 *                             the bank transfer whose proof was sent is received: paid
 *   refuse-transfer <reference> <reason...>
 *                             the transfer proof is refused; the applicant reads the reason and
 *                             may send another
 *   accept-insurance <reference>, refuse-insurance <reference> <reason...>
 *                             the home-insurance certificate is accepted, or refused (it goes)
 *   move-appointment <reference> <slot id>, cancel-appointment <reference>
 *                             the inventory appointment moves to another free slot, or is freed
 *   appointments              the inventory-of-fixtures appointments booked at the handover
 *   insurances                the home-insurance certificates received at the handover
 *   seed-files <count>        adds <count> sent files spread over the queue's tabs, to measure it
 *   totp <email>              the staff account's current sign-in code (its authenticator's,
 *                             for testers: the demo staff accounts' secrets are drawn at seed)
 *   mails <address>           the mails stored for an address, newest first, each with its
 *                             delivery (kept in the outbox without SMTP_URL: this is how a tester
 *                             follows a sign-up's confirmation link); their text is the sender's,
 *                             so control characters print escaped and a body's lines are
 *                             indented (terminal.ts)
 */
import { effectiveOrigin, loadConfig } from "./config.ts";
import { openDatabase } from "./db.ts";
import { listInsuranceCertificates, listInventoryAppointments } from "./domain/handover.ts";
import { mailsTo, type StoredMail } from "./domain/mail.ts";
import {
  listDossiers,
  STAFF_ACTIONS,
  type StaffAction,
  StaffError,
  staffDecision,
} from "./domain/staff.ts";
import { currentTotp, findStaffByEmail } from "./domain/staffAccounts.ts";
import { ApiError } from "./http/errors.ts";
import { seedDatabase } from "./seed/index.ts";
import { seedReviewFiles } from "./seed/reviewFiles.ts";
import { terminalBlock, terminalLine } from "./terminal.ts";

const [action, reference, ...reasonWords] = process.argv.slice(2);
const config = loadConfig();
const db = openDatabase(config.dataDir);
seedDatabase(db);

try {
  if (action === "list" || !action) {
    for (const row of listDossiers(db)) {
      console.info(
        `${row.reference}  ${row.statuscode.padEnd(10)} ${terminalLine(row.email).padEnd(32)} ${row.date_arrivee ?? ""}`,
      );
    }
    if (!action)
      console.info(
        `\nUsage: npm run staff -- <list|${STAFF_ACTIONS.join("|")}> [reference] | mails <address>`,
      );
  } else if (action === "appointments") {
    const appointments = listInventoryAppointments(db);
    for (const row of appointments)
      console.info(
        `${row.starts_at}  ${row.reference}  ${terminalLine(row.email).padEnd(32)} ${row.residence}`,
      );
    if (appointments.length === 0) console.info("No appointment booked.");
  } else if (action === "insurances") {
    const certificates = listInsuranceCertificates(db);
    for (const row of certificates)
      console.info(
        `${row.created_at}  ${row.reference}  ${terminalLine(row.email).padEnd(32)} ${terminalLine(row.file_name)}`,
      );
    if (certificates.length === 0) console.info("No certificate received.");
  } else if (action === "seed-files" && reference) {
    const count = Number(reference);
    if (!Number.isInteger(count) || count < 1 || count > 100_000) {
      console.error("Usage: npm run staff -- seed-files <count, 1 to 100000>");
      process.exitCode = 1;
    } else console.info(`${seedReviewFiles(db, count, new Date())} files added.`);
  } else if (action === "totp" && reference) {
    const staff = findStaffByEmail(db, reference);
    if (staff) console.info(await currentTotp(staff, new Date()));
    else {
      console.error(`No staff account ${terminalLine(reference)}.`);
      process.exitCode = 1;
    }
  } else if (action === "mails" && reference) {
    const mails = mailsTo(db, reference);
    // A mail's subject and body are the sender's: escaped, the body indented under its record,
    // the delivery before the subject so that no subject can pass for it.
    for (const mail of mails)
      console.info(
        `${mail.created_at}  [${terminalLine(delivery(mail))}]  ${terminalLine(mail.sujet)}\n${terminalBlock(mail.content)}\n`,
      );
    if (mails.length === 0) console.info(`No mail for ${reference}.`);
  } else if ((STAFF_ACTIONS as readonly string[]).includes(action) && reference) {
    const origin = effectiveOrigin(config, config.port);
    const reason = reasonWords.join(" ");
    // `move-appointment <reference> <slot id>`: the slot, not a text.
    const slotId = action === "move-appointment" ? Number(reason) : undefined;
    const updated = staffDecision(
      db,
      reference,
      action as StaffAction,
      new Date(),
      origin,
      reason,
      {
        ...(slotId ? { slotId, text: "" } : {}),
      },
    );
    console.info(`${updated.reference}: ${action} done, status ${updated.statuscode}`);
  } else {
    console.error(
      `Usage: npm run staff -- <list|appointments|insurances|${STAFF_ACTIONS.join("|")}> [reference] | mails <address> | totp <email> | seed-files <count>`,
    );
    process.exitCode = 1;
  }
} catch (error) {
  // A refused booking (a slot taken or unknown) answers as the API would: its code.
  if (error instanceof ApiError) console.error(JSON.stringify(error.body));
  else if (!(error instanceof StaffError)) throw error;
  else console.error(error.message);
  process.exitCode = 1;
} finally {
  db.close();
}

/** A mail's delivery in a few words; an SMTP server's error is its own text, escaped above. */
function delivery(mail: StoredMail): string {
  const tries = `${mail.attempts} ${mail.attempts === 1 ? "try" : "tries"}`;
  const lastError = mail.last_error ? `, last error: ${mail.last_error}` : "";
  if (mail.delivery === "sent") return `sent at ${mail.sent_at} (${tries})`;
  if (mail.delivery === "kept") return "kept in the outbox (no SMTP_URL)";
  if (mail.delivery === "failed") return `failed after ${tries}${lastError}`;
  const next = mail.next_attempt_at ? `next try at ${mail.next_attempt_at}` : "to send now";
  return `pending, ${next} (${tries}${lastError})`;
}
