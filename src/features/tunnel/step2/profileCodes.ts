/** Step 2's option sets (tunnel spec 3, "Applicant profile"), as the CRM codes them. */
import type { ContactStatus } from "../../../../machines/guarantees.ts";

/** Civil gender; spec 3: the civility defaults to 221310001. */
export const CIVILITY = { woman: 221310001, man: 221310000 } as const;
export const DEFAULT_CIVILITY = CIVILITY.woman;

export const SITUATION = {
  student: 221310000,
  professionalization: 221310001,
  researcher: 221310002,
  youngWorker: 221310004,
  youngIndependent: 221310005,
} as const;
export type Situation = keyof typeof SITUATION;

/**
 * Step 2's situation code as step 3's `contactStatus`; null when none is chosen. Here, beside the
 * codes, so the step registry's save reads it without pulling step 3's mapping into the tunnel's
 * first chunk.
 */
export function contactStatusOfSituation(code: string): ContactStatus | null {
  const entry = Object.entries(SITUATION).find(([, value]) => String(value) === code);
  return entry ? (entry[0] as ContactStatus) : null;
}

export const ESTABLISHMENT_TYPE = {
  highschool: 1,
  bts: 2,
  commercial: 3,
  engineer: 4,
  university: 5,
  commercialSchool: 6,
  engineerSchool: 7,
  enterprise: 8,
  other: 9,
} as const;

export const CONTRACT = { cdi: 1, cdd: 2 } as const;

export const INDEPENDENT_STATUS = {
  autoEntrepreneur: 1,
  professionLiberale: 2,
  artisan: 3,
  commercant: 4,
  chefEntreprise: 5,
  autre: 6,
} as const;

/** "How did you hear about us" (`from`). */
export const SOURCE = {
  sponsorship: 1,
  wordOfMouth: 2,
  search: 3,
  studylease: 6,
  sudapart: 11,
  studentLocation: 12,
  socialNetwork: 13,
  other: 14,
  wellow: 15,
  seLoger: 16,
  garantMe: 17,
  smartGarant: 18,
  instagram: 19,
  tiktok: 20,
} as const;
export type Source = keyof typeof SOURCE;

/**
 * Spec 9: the experience slider runs from 0 to 24 months.
 * @spec tunnel §9 Business constants and limits
 */
export const EXPERIENCE_MONTHS = { min: 0, max: 24 } as const;

/** The situation a code stands for; anything else (not chosen yet) is null. */
export function situationOf(code: string | number | null): Situation | null {
  const entry = Object.entries(SITUATION).find(([, value]) => String(value) === String(code));
  return entry ? (entry[0] as Situation) : null;
}
