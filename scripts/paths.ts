/**
 * `npm run paths -- <machine> [--lang fr|en] [--transitions] [--json]`: a registered machine's
 * test plan (machines/index.ts) as numbered steps in the product's words, for a tester to run by
 * hand or paste into a test-management tool: journeys that together enter every state, then the
 * transitions that keep the state; `--transitions` for journeys that take every transition;
 * `--json` for tools. French by default, as the product.
 */
import { findMachineEntry, machineRegistry } from "../machines/index.ts";
import { type PlanLanguage, toJsonPlan, toTextPlan } from "../tools/machines/testPlanText.ts";
import { translatorFor } from "./machineDescriptions.ts";

const args = process.argv.slice(2);
const langAt = args.indexOf("--lang");
const language = langAt >= 0 ? args[langAt + 1] : "fr";
const id = args.find((arg, index) => !arg.startsWith("--") && (langAt < 0 || index !== langAt + 1));
const usage = `usage: npm run paths -- <machine> [--lang fr|en] [--transitions] [--json]\nmachines: ${machineRegistry.map((entry) => entry.id).join(", ")}`;

const entry = id === undefined ? undefined : findMachineEntry(id);
if (!entry || (language !== "fr" && language !== "en")) {
  console.error(id && !entry ? `unknown machine "${id}"\n${usage}` : usage);
  process.exit(2);
}
const plan = toJsonPlan(
  entry,
  language as PlanLanguage,
  translatorFor(language as PlanLanguage),
  args.includes("--transitions") ? "transitions" : "states",
);
process.stdout.write(
  args.includes("--json") ? `${JSON.stringify(plan, null, 2)}\n` : toTextPlan(plan),
);
