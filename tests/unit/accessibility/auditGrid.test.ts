import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { accessibilityAudit } from "../../../src/config/index.ts";
import {
  conformanceLevel,
  conformanceRate,
} from "../../../src/features/accessibility/conformance.ts";

/** Each criterion row of the grid: its number and result (C, NC, NV or NA). */
function gridResults() {
  const grid = readFileSync("docs/accessibility/rgaa-audit.md", "utf8");
  return [...grid.matchAll(/^\| (\d+\.\d+) \| .*? \| (C|NC|NV|NA) \| /gm)].map(
    ([, criterion, result]) => ({ criterion, result }),
  );
}

describe("the RGAA grid and the statement", () => {
  it("the grid has RGAA 4.1.2's 106 criteria, each once", () => {
    const criteria = gridResults().map((row) => row.criterion);
    expect(criteria).toHaveLength(106);
    expect(new Set(criteria).size).toBe(106);
  });

  it("the statement's counts are the grid's (not checked counts as failing)", () => {
    const results = gridResults().map((row) => row.result);
    const count = (result: string) => results.filter((each) => each === result).length;
    expect(accessibilityAudit.conformingCriteria).toBe(count("C"));
    expect(accessibilityAudit.applicableCriteria).toBe(count("C") + count("NC") + count("NV"));
  });

  it("names the level after RGAA's thresholds: 100 % total, 50 % partial, else none", () => {
    const audit = (conformingCriteria: number) => ({ conformingCriteria, applicableCriteria: 80 });
    expect(conformanceLevel(audit(80))).toBe("total");
    expect(conformanceLevel(audit(79))).toBe("partial");
    expect(conformanceLevel(audit(40))).toBe("partial");
    expect(conformanceLevel(audit(39))).toBe("none");
    expect(conformanceRate(audit(21))).toBe(26);
  });
});
