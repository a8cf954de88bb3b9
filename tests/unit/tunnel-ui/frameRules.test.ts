import { describe, expect, it } from "vitest";
import { resumeStep } from "../../../machines/wizard.ts";
import { bookingStagesFor } from "../../../src/features/tunnel/frame/bookingStages.ts";
import {
  helpColumnView,
  showsColumnHelpPanel,
} from "../../../src/features/tunnel/frame/helpColumn.ts";
import { staticProgress } from "../../../src/features/tunnel/frame/staticProgress.ts";
import { showsBookingRecap, stayBlockView } from "../../../src/features/tunnel/frame/stayBlock.ts";

const stage = (key: string) => ({ key, title: key, text: "" });
const stages = [
  "welcome",
  "apartment",
  "profile",
  "guarantors",
  "documents",
  "onGoing",
  "rules",
  "signature",
  "handover",
].map(stage);
const keys = (step: 1 | 2 | 3 | 4 | 5) => bookingStagesFor(step, stages).map((entry) => entry.key);

describe("How to book", () => {
  it("shows the current stage and the next one before step 5", () => {
    expect(keys(1)).toEqual(["apartment", "profile"]);
    expect(keys(3)).toEqual(["guarantors", "documents"]);
    expect(keys(4)).toEqual(["documents", "onGoing"]);
  });

  it("shows review, payment rules and signature at step 5", () => {
    expect(keys(5)).toEqual(["onGoing", "rules", "signature"]);
  });

  it("skips stages the content lacks", () => {
    expect(bookingStagesFor(2, [stage("profile")]).map((entry) => entry.key)).toEqual(["profile"]);
  });
});

describe("the help column", () => {
  it("shows before step 5, at step 5 only right after sending", () => {
    expect(helpColumnView(2, false, "creation")).toEqual({
      showsColumn: true,
      showsHelpPanel: true,
    });
    expect(helpColumnView(5, false, "complete").showsColumn).toBe(false);
    expect(helpColumnView(5, true, "complete")).toEqual({
      showsColumn: true,
      showsHelpPanel: true,
    });
  });

  it("says when the column shows its help panel, so step 5 leaves out its own", () => {
    expect(showsColumnHelpPanel(5, true, "complete")).toBe(true);
    expect(showsColumnHelpPanel(5, false, "complete")).toBe(false);
    expect(showsColumnHelpPanel(5, true, "refused")).toBe(false);
    expect(showsColumnHelpPanel(3, false, "creation")).toBe(true);
  });

  it("hides the help panel at step 5 for a refused file", () => {
    expect(helpColumnView(5, true, "refused").showsHelpPanel).toBe(false);
    expect(helpColumnView(4, false, "refused").showsHelpPanel).toBe(true);
  });
});

describe("the stay block", () => {
  const facts = {
    statuscode: "accepted",
    arrivalDate: "2031-09-01",
    leaseStart: "2031-09-02",
    months: 9,
  };

  it("at step 5 once accepted, shows the contract start date and no duration", () => {
    expect(stayBlockView(5, facts)).toEqual({ kind: "leaseStart", date: "2031-09-02" });
    // Signed, paid, definitive: still the contract's start, never a "wanted" date.
    for (const statuscode of ["signed", "payed", "definitive"]) {
      expect(stayBlockView(5, { ...facts, statuscode }).kind).toBe("leaseStart");
    }
  });

  it("shows the wanted arrival and duration at step 5 otherwise, the stay before", () => {
    expect(stayBlockView(5, { ...facts, statuscode: "complete" })).toEqual({
      kind: "wanted",
      arrivalDate: "2031-09-01",
      months: 9,
    });
    expect(stayBlockView(2, facts).kind).toBe("stay");
  });

  it("hides the recap only at step 5 for a refused file", () => {
    expect(showsBookingRecap(5, "refused")).toBe(false);
    expect(showsBookingRecap(3, "refused")).toBe(true);
    expect(showsBookingRecap(5, "accepted")).toBe(true);
  });
});

describe("the progress bar without a wizard", () => {
  it("marks earlier steps done, the current one, later ones neutral, none clickable", () => {
    expect(staticProgress(3).map((item) => item.status)).toEqual([
      "done",
      "done",
      "current",
      "neutral",
      "neutral",
    ]);
    expect(staticProgress(3).some((item) => item.isClickable)).toBe(false);
  });
});

describe("the step a reload resumes on", () => {
  it("resumes the stored step of the same dossier", () => {
    expect(resumeStep({ step: 3, dossierId: "D-1" }, "D-1")).toBe(3);
  });

  it("starts at step 1 for another dossier, no dossier, nothing stored or step 5", () => {
    expect(resumeStep({ step: 3, dossierId: "D-0" }, "D-1")).toBe(1);
    expect(resumeStep({ step: 3, dossierId: "D-1" }, null)).toBe(1);
    expect(resumeStep({ step: undefined, dossierId: "D-1" }, "D-1")).toBe(1);
    expect(resumeStep({ step: 5, dossierId: "D-1" }, "D-1")).toBe(1);
  });
});
