/** What the flat type's booking panel derives from the `booking` machine. */
import type { SnapshotFrom } from "xstate";
import type { bookingMachine } from "./booking.ts";

export type BookingSnapshot = SnapshotFrom<typeof bookingMachine>;

export interface BookingView {
  isDialogOpen: boolean;
  isStartingSignIn: boolean;
  hasSignInFailed: boolean;
  /** Which button started the sign-in: "Créer un compte" rather than "Se connecter". */
  createsAccount: boolean;
}

export function toBookingView(snapshot: BookingSnapshot): BookingView {
  return {
    isDialogOpen: snapshot.matches("askingToSignIn") || snapshot.matches("startingSignIn"),
    isStartingSignIn: snapshot.matches("startingSignIn") || snapshot.matches("leftForSignIn"),
    hasSignInFailed: snapshot.context.hasSignInFailed,
    createsAccount: snapshot.context.createsAccount,
  };
}
