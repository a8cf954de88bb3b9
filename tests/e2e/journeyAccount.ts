/**
 * The applicant the journeys create, whether through the provider's sign-up form
 * (`fillSignUpForm`) or made at once by a fixture (`fixtures/createAccount.ts`): one set of
 * values, so both give the same account.
 */
export const journeyAccount = {
  firstname: "Camille",
  lastname: "Essai",
  birthdate: "2004-05-17",
  /** Spaces and symbols are accepted. */
  password: "Essai 2026 ok!#€",
} as const;

let accountCounter = 0;

/** An address no other test, worker or retry of this run has used. */
export function freshEmail(): string {
  accountCounter += 1;
  return `e2e-${Date.now()}-${process.pid}-${accountCounter}@example.org`;
}
