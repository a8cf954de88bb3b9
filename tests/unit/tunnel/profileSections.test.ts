import { describe, expect, it } from "vitest";
import {
  asksIndependentOther,
  asksSourceDetail,
  asksSponsor,
  experienceLabel,
  profileSectionsOf,
  showsEstablishment,
  showsGuardian,
  showsIncome,
  showsIndependent,
  showsYoungWorker,
} from "../../../src/features/tunnel/step2/profileSections.ts";

const parisNoon = (day: string) => new Date(`${day}T12:00:00+01:00`);
const SITUATIONS = {
  student: "221310000",
  professionalization: "221310001",
  researcher: "221310002",
  youngWorker: "221310004",
  youngIndependent: "221310005",
};

describe("step 2 conditional sections", () => {
  it("shows the establishment for student, professionalization and researcher", () => {
    expect(showsEstablishment(SITUATIONS.student)).toBe(true);
    expect(showsEstablishment(SITUATIONS.professionalization)).toBe(true);
    expect(showsEstablishment(SITUATIONS.researcher)).toBe(true);
    expect(showsEstablishment(SITUATIONS.youngWorker)).toBe(false);
    expect(showsEstablishment("")).toBe(false);
  });

  it("shows worker situation, employer and income for a young worker only", () => {
    expect(showsYoungWorker(SITUATIONS.youngWorker)).toBe(true);
    expect(showsYoungWorker(SITUATIONS.youngIndependent)).toBe(false);
    expect(showsIncome(SITUATIONS.youngWorker)).toBe(true);
  });

  it("shows the independent status and income for a young independent only", () => {
    expect(showsIndependent(SITUATIONS.youngIndependent)).toBe(true);
    expect(showsIndependent(SITUATIONS.student)).toBe(false);
    expect(showsIncome(SITUATIONS.youngIndependent)).toBe(true);
    expect(showsIncome(SITUATIONS.student)).toBe(false);
  });

  it("shows the guardian under 18 by birth date in Paris time", () => {
    expect(showsGuardian("2008-06-15", parisNoon("2026-06-14"))).toBe(true);
    expect(showsGuardian("2008-06-15", parisNoon("2026-06-15"))).toBe(false);
    expect(showsGuardian("", parisNoon("2026-06-15"))).toBe(false);
  });

  it("asks the independent's own words for the status 'autre' only", () => {
    expect(asksIndependentOther("6")).toBe(true);
    expect(asksIndependentOther("1")).toBe(false);
  });

  it("asks 'by' for the source other and the sponsor for sponsorship", () => {
    expect(asksSourceDetail("14")).toBe(true);
    expect(asksSourceDetail("1")).toBe(false);
    expect(asksSponsor("1")).toBe(true);
    expect(asksSponsor("14")).toBe(false);
  });

  it("gathers the sections of a form as it stands", () => {
    const values = {
      personalInformations: { birthDate: "2010-01-01" },
      schoolSituation: SITUATIONS.youngWorker,
      youngIndependent: { status: "6" },
      howYfCampus: { from: "1" },
    };
    expect(profileSectionsOf(values, parisNoon("2026-11-24"))).toEqual({
      guardian: true,
      establishment: false,
      youngWorker: true,
      independent: false,
      independentOther: false,
      income: true,
      sourceDetail: false,
      sponsor: true,
    });
  });
});

describe("experienceLabel", () => {
  it("is empty at 0 and 24", () => {
    expect(experienceLabel(0)).toEqual({ kind: "none" });
    expect(experienceLabel(24)).toEqual({ kind: "none" });
  });

  it("counts months below 12", () => {
    expect(experienceLabel(1)).toEqual({ kind: "months", months: 1 });
    expect(experienceLabel(11)).toEqual({ kind: "months", months: 11 });
  });

  it("says one year at 12", () => {
    expect(experienceLabel(12)).toEqual({ kind: "oneYear" });
  });

  it("gives years and months from 13 to 23", () => {
    expect(experienceLabel(13)).toEqual({ kind: "yearsAndMonths", years: 1, months: 1 });
    expect(experienceLabel(23)).toEqual({ kind: "yearsAndMonths", years: 1, months: 11 });
  });
});
