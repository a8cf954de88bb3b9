/**
 * Lets a navigation the tunnel itself decides (a dialog's "Nouvelle recherche", closing the
 * expired dialog...) through the leave warning, which is only for the applicant's own moves.
 */
export type LeavePermit = { grant(): void; isGranted(): boolean };

export function createLeavePermit(): LeavePermit {
  let granted = false;
  return {
    grant: () => {
      granted = true;
    },
    isGranted: () => granted,
  };
}
