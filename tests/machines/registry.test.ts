/**
 * Rules every machine of the registry follows, checked for all of them at once so a machine added
 * later is held to them without anyone writing a new test.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { machineRegistry } from "../../machines/index.ts";
import {
  allStateNodes,
  allTransitions,
  statePath,
  transitionKey,
} from "../../tools/machines/stateNodes.ts";

const root = join(import.meta.dirname, "../..");

describe.each(machineRegistry.map((entry) => [entry.id, entry] as const))(
  "registered machine %s",
  (id, entry) => {
    it("is registered under its own id", () => {
      expect(entry.machine.id).toBe(id);
      expect(entry.description.length).toBeGreaterThan(20);
    });

    it("has a path-coverage test", () => {
      const file = join(root, `tests/machines/${id}.test.ts`);
      expect(existsSync(file), `tests/machines/${id}.test.ts`).toBe(true);
      const source = existsSync(file) ? readFileSync(file, "utf8") : "";
      expect(source).toMatch(new RegExp(`describePathCoverage\\(\\{\\s*id: "${id}"`));
    });

    it("describes every state and every transition for the inspector and the diagram", () => {
      const undescribedStates = allStateNodes(entry.machine)
        .filter((node) => !node.description?.trim())
        .map(statePath);
      const undescribedTransitions = allTransitions(entry.machine)
        .filter((transition) => !transition.description?.trim())
        .map(transitionKey);
      expect(undescribedStates).toEqual([]);
      expect(undescribedTransitions).toEqual([]);
    });
  },
);
