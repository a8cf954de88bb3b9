import { isMinorAt } from "../../../forms/minor.ts";
import { toIsoDay } from "../../../i18n/format.ts";
import {
  EXPERIENCE_MONTHS,
  INDEPENDENT_STATUS,
  type Situation,
  SOURCE,
  situationOf,
} from "./profileCodes.ts";

/**
 * Which parts of step 2 apply (tunnel spec 4, "Conditional sections"). The form shows them,
 * validates them and sends them by these rules only; a part that does not apply is sent empty.
 */

const STUDYING: ReadonlySet<Situation> = new Set(["student", "professionalization", "researcher"]);

/** Establishment: for student, professionalization and researcher. */
export function showsEstablishment(situation: string): boolean {
  const status = situationOf(situation);
  return status !== null && STUDYING.has(status);
}

/** Worker situation and employer: for a young worker. */
export function showsYoungWorker(situation: string): boolean {
  return situationOf(situation) === "youngWorker";
}

/** Independent status and activity: for a young independent. */
export function showsIndependent(situation: string): boolean {
  return situationOf(situation) === "youngIndependent";
}

/** The free text beside the independent status: when the status is "autre". */
export function asksIndependentOther(status: string): boolean {
  return status === String(INDEPENDENT_STATUS.autre);
}

/** Income: for a young worker and a young independent. */
export function showsIncome(situation: string): boolean {
  return showsYoungWorker(situation) || showsIndependent(situation);
}

/**
 * Guardian block: only while the applicant is under 18 by birth date (Paris time). A birth date
 * still to come is a typo ("Date incorrecte*"), not a minor: it asks for no guardian.
 */
export function showsGuardian(birthDate: string, now: Date): boolean {
  return isMinorAt(birthDate, now) && birthDate <= toIsoDay(now);
}

/** The free-text "by" field: when the source is "other". */
export function asksSourceDetail(source: string): boolean {
  return source === String(SOURCE.other);
}

/** The sponsor's names and email: when the source is sponsorship. */
export function asksSponsor(source: string): boolean {
  return source === String(SOURCE.sponsorship);
}

export type ProfileSections = {
  guardian: boolean;
  establishment: boolean;
  youngWorker: boolean;
  independent: boolean;
  independentOther: boolean;
  income: boolean;
  sourceDetail: boolean;
  sponsor: boolean;
};

/** The sections of the form as it stands: what the step renders. */
export function profileSectionsOf(
  values: {
    personalInformations: { birthDate: string };
    schoolSituation: string;
    youngIndependent: { status: string };
    howYfCampus: { from: string };
  },
  now: Date,
): ProfileSections {
  const situation = values.schoolSituation;
  return {
    guardian: showsGuardian(values.personalInformations.birthDate, now),
    establishment: showsEstablishment(situation),
    youngWorker: showsYoungWorker(situation),
    independent: showsIndependent(situation),
    independentOther:
      showsIndependent(situation) && asksIndependentOther(values.youngIndependent.status),
    income: showsIncome(situation),
    sourceDetail: asksSourceDetail(values.howYfCampus.from),
    sponsor: asksSponsor(values.howYfCampus.from),
  };
}

/**
 * Spec 4: the experience slider's label is empty at 0 or 24, months below 12, one year at 12,
 * years and months otherwise.
 */
export type ExperienceLabel =
  | { kind: "none" }
  | { kind: "months"; months: number }
  | { kind: "oneYear" }
  | { kind: "yearsAndMonths"; years: number; months: number };

/** @spec tunnel §4 Conditional sections (step 2 and 3) */
export function experienceLabel(months: number): ExperienceLabel {
  if (months <= EXPERIENCE_MONTHS.min || months >= EXPERIENCE_MONTHS.max) return { kind: "none" };
  if (months < 12) return { kind: "months", months };
  if (months === 12) return { kind: "oneYear" };
  return { kind: "yearsAndMonths", years: Math.floor(months / 12), months: months % 12 };
}
