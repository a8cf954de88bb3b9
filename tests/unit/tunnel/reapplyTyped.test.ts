import { describe, expect, it } from "vitest";
import { changedFields, reapplyTyped } from "../../../src/features/tunnel/steps/reapplyTyped.ts";

describe("what this tab typed, put back over a record saved elsewhere", () => {
  const startedFrom = {
    firstname: "Léa",
    phone: "0600000000",
    address: { line1: "10 rue de Rivoli", city: "Paris" },
    tags: ["a"],
  };

  it("keeps every field this tab changed and takes the newer record's value for the others", () => {
    const typed = {
      ...startedFrom,
      firstname: "Lou",
      address: { ...startedFrom.address, city: "Lyon" },
    };
    const newer = {
      ...startedFrom,
      phone: "0711111111",
      address: { line1: "12 rue de Rivoli", city: "Paris" },
    };
    expect(reapplyTyped(startedFrom, typed, newer)).toEqual({
      firstname: "Lou",
      phone: "0711111111",
      address: { line1: "12 rue de Rivoli", city: "Lyon" },
      tags: ["a"],
    });
  });

  it("is the newer record when nothing was typed, and this tab's input when nothing changed elsewhere", () => {
    const newer = { ...startedFrom, phone: "0711111111" };
    expect(reapplyTyped(startedFrom, startedFrom, newer)).toEqual(newer);
    const typed = { ...startedFrom, tags: ["a", "b"] };
    expect(reapplyTyped(startedFrom, typed, startedFrom)).toEqual(typed);
  });

  it("names the top-level fields that differ", () => {
    const typed = { ...startedFrom, address: { ...startedFrom.address, city: "Lyon" } };
    expect(changedFields(startedFrom, typed)).toEqual(["address"]);
    expect(changedFields(startedFrom, { ...startedFrom })).toEqual([]);
  });
});
