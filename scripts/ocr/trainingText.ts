/**
 * Prints the training lines of the MRZ model (scripts/ocr/train-mrz-model.sh): zones of
 * invented people, and random lines over the zone's 37 characters so that no character is
 * learnt only from where it usually stands.
 * Usage: node scripts/ocr/trainingText.ts LINES SEED
 */
import { cardZone, inventPerson, passportZone, seededRandom } from "./syntheticMrz.ts";

const CHARSET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789<";
const [count = "400", seed = "1"] = process.argv.slice(2);
const random = seededRandom(Number(seed));
const lines: string[] = [];
while (lines.length < Number(count)) {
  const roll = random.next();
  const person = inventPerson(random);
  if (roll < 0.35) lines.push(...passportZone(person));
  else if (roll < 0.7) lines.push(...cardZone(person, random.next() < 0.5 ? "ID" : "IR"));
  else {
    const length = random.pick([30, 36, 44]);
    lines.push(Array.from({ length }, () => random.pick(CHARSET.split(""))).join(""));
  }
}
process.stdout.write(`${lines.slice(0, Number(count)).join("\n")}\n`);
