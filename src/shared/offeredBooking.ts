import { useEffect } from "react";
import type { TemporaryApplication } from "../api/schemas.ts";

/** The flat and day a flat type's page offers to book right now, and that page's path. */
export type OfferedBooking = {
  path: string;
  application: TemporaryApplication;
  /** The flat type's alias, kept with the pending booking. */
  typology: string;
};

let offered: OfferedBooking | undefined;

/**
 * The session-expired dialog's sign-in keeps the booking the visitor was choosing (public spec
 * 4), but the session lives outside the page: the booking panel tells it here what it offers,
 * for as long as it is shown. A bridge from React to the session, so an effect.
 */
export function useOfferedBooking(booking: OfferedBooking | undefined): void {
  const key = booking && JSON.stringify(booking);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the booking.
  useEffect(() => {
    offered = booking;
    return () => {
      if (offered === booking) offered = undefined;
    };
  }, [key]);
}

/** The booking offered on the page at `path`, if that page shows one now. */
export function offeredBookingAt(path: string): OfferedBooking | undefined {
  return offered?.path === path ? offered : undefined;
}
