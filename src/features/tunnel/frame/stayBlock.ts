import type { ProgressStep } from "../../../../machines/wizard.selectors.ts";

export type StayBlockView =
  /** Step 5, accepted or later: the contract start date (`date_debut_de_bail`), no duration. */
  | { kind: "leaseStart"; date: string | null }
  /** Steps 1 to 4 ("stay") and step 5 otherwise ("wanted"): arrival date and duration. */
  | { kind: "stay" | "wanted"; arrivalDate: string | null; months: number };

export type StayFacts = {
  statuscode: string | null;
  arrivalDate: string | null;
  leaseStart: string | null;
  months: number;
};

/**
 * The statuses of a file whose lease is decided: accepted (spec 2) and the ones that follow it,
 * signed, paid and definitive. Once the lease is signed, "wanted" arrival and duration would no
 * longer be true: the contract's start is.
 */
const LEASE_STATUSES: ReadonlySet<string> = new Set(["accepted", "signed", "payed", "definitive"]);

/** Spec 2, common frame: what the stay block says at each step and status. */
export function stayBlockView(step: ProgressStep, facts: StayFacts): StayBlockView {
  if (step === 5 && facts.statuscode !== null && LEASE_STATUSES.has(facts.statuscode)) {
    return { kind: "leaseStart", date: facts.leaseStart };
  }
  return {
    kind: step === 5 ? "wanted" : "stay",
    arrivalDate: facts.arrivalDate,
    months: facts.months,
  };
}

/** Spec 2: with status refused, step 5 hides the residence and apartment recap. */
export function showsBookingRecap(step: ProgressStep, statuscode: string | null): boolean {
  return !(step === 5 && statuscode === "refused");
}
