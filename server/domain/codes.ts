/** Option-set codes of the spec (section 3), shared by validation and completeness checks. */
export const SITUATION = {
  student: 221310000,
  professionalization: 221310001,
  researcher: 221310002,
  youngWorker: 221310004,
  youngIndependent: 221310005,
} as const;

export type ContactStatus = keyof typeof SITUATION;

export function contactStatusOf(code: unknown): ContactStatus | null {
  const entry = Object.entries(SITUATION).find(([, value]) => value === code);
  return entry ? (entry[0] as ContactStatus) : null;
}

/** Situations where a grant can replace the guarantor and the establishment block shows. */
export const STUDYING: ReadonlySet<ContactStatus> = new Set([
  "student",
  "professionalization",
  "researcher",
]);

export const SOURCE_CODES = [1, 2, 3, 6, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20] as const;
export const SOURCE = { sponsorship: 1, other: 14 } as const;

/** guarantees: guarantor1 and guarantor2 share code 1 (guarantor2 present or not), garantme 3, visale 4. */
export const GUARANTEE = { guarantor: 1, garantme: 3, visale: 4 } as const;

export const NATIONALITY_MAX = 201;
