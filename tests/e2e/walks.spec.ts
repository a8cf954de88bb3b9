/**
 * Browser walks generated from the machines (tests/e2e/walks/): the session's, the wizard's and
 * the follow-up's path-coverage plans, walked through the real app against the real server. One
 * test per starting situation walks its journeys one after the other on one page (a situation's
 * set-up, an account and a booked flat, is the costly part); a failed journey is reported and the
 * next one starts again. The last test prints, per machine, the states and transitions reached in
 * the browser and why the others are not, and writes it to test-results/machine-walks.json.
 */
import { type APIRequestContext, expect, type Page, test } from "./test.ts";
import {
  type AnyBrowserTeaching,
  type BrowserJourney,
  journeysOf,
  walkInBrowser,
} from "./walks/browserWalks.ts";
import { followUpWalks } from "./walks/followUpWalks.ts";
import { recordReached, writeReport } from "./walks/report.ts";
import { sessionWalks } from "./walks/sessionWalks.ts";
import { wizardWalks } from "./walks/wizardWalks.ts";

const teachings: readonly AnyBrowserTeaching[] = [sessionWalks, wizardWalks, followUpWalks];

/** A journey's gestures and set-up, at most this long (a slow save included). */
const JOURNEY_BUDGET_MS = 60_000;

function bySituation(journeys: BrowserJourney[]): Map<string, BrowserJourney[]> {
  const groups = new Map<string, BrowserJourney[]>();
  for (const journey of journeys)
    groups.set(journey.situation, [...(groups.get(journey.situation) ?? []), journey]);
  return groups;
}

/** Walks journeys one after the other on one page; a failed one is reported, the next goes on. */
async function walkAll(
  teaching: AnyBrowserTeaching,
  journeys: BrowserJourney[],
  page: Page,
  request: APIRequestContext,
) {
  test.setTimeout(30_000 + journeys.length * JOURNEY_BUDGET_MS);
  // A gesture the page does not offer fails its journey soon, not at the test's end.
  page.setDefaultTimeout(10_000);
  const failures: string[] = [];
  for (const [index, planned] of journeys.entries()) {
    await test.step(planned.name, async () => {
      try {
        const start = index === 0 ? "setUp" : "again";
        await walkInBrowser(teaching, { page, request, notes: {} }, planned, recordReached, start);
      } catch (error) {
        failures.push(`${planned.name}\n${String(error)}`);
      }
    });
  }
  expect(failures, "journeys the page did not follow").toEqual([]);
}

for (const teaching of teachings) {
  test.describe(`machine ${teaching.id}: browser walks`, () => {
    for (const [situation, journeys] of bySituation(journeysOf(teaching))) {
      const taught = teaching.situations[situation];
      if (taught && "again" in taught && taught.again) {
        // One page for the situation: its set-up (an account, a booked flat) is the costly part.
        test(`${situation}: ${journeys.length} journeys`, ({ page, request }) =>
          walkAll(teaching, journeys, page, request));
      } else {
        for (const [index, planned] of journeys.entries()) {
          test(`${index + 1}. ${planned.name}`, ({ page, request }) =>
            walkAll(teaching, [planned], page, request));
        }
      }
    }
  });
}

test("machine walks: states and transitions reached in the browser", () => {
  console.info(writeReport(teachings));
});
