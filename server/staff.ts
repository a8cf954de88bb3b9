/**
 * `npm run staff -- <action> <reference>`: the operator's staff at work on sent files.
 *   list                      files with their status
 *   accept <reference>        accept (the lease gets a code; step 5 shows "request accepted")
 *   lease <reference>         the lease is ready in the e-signature tool: payment opens
 *   update <reference>        ask the applicant to complete the file (status toUpdate)
 *   refuse <reference>        refuse and release the lot
 *   countersign <reference>   the team countersigns once the tenant signed (status signed)
 */
import { loadConfig } from "./config.ts";
import { openDatabase } from "./db.ts";
import {
  listDossiers,
  STAFF_ACTIONS,
  type StaffAction,
  StaffError,
  staffDecision,
} from "./domain/staff.ts";
import { seedDatabase } from "./seed/index.ts";

const [action, reference] = process.argv.slice(2);
const db = openDatabase(loadConfig().dataDir);
seedDatabase(db);

try {
  if (action === "list" || !action) {
    for (const row of listDossiers(db)) {
      console.info(
        `${row.reference}  ${row.statuscode.padEnd(10)} ${row.email.padEnd(32)} ${row.date_arrivee ?? ""}`,
      );
    }
    if (!action)
      console.info(`\nUsage: npm run staff -- <list|${STAFF_ACTIONS.join("|")}> [reference]`);
  } else if ((STAFF_ACTIONS as readonly string[]).includes(action) && reference) {
    const updated = staffDecision(db, reference, action as StaffAction, new Date());
    console.info(`${updated.reference}: ${action} done, status ${updated.statuscode}`);
  } else {
    console.error(`Usage: npm run staff -- <list|${STAFF_ACTIONS.join("|")}> [reference]`);
    process.exitCode = 1;
  }
} catch (error) {
  if (!(error instanceof StaffError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  db.close();
}
