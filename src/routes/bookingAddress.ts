import * as v from "valibot";
import { DateTextSchema, IdentifierSchema, type TemporaryApplication } from "../api/schemas.ts";
import type { Locale } from "../config/index.ts";
import { pathFor } from "./paths.ts";

/**
 * A pending booking as an address of the site: the tunnel's path with the flat and the arrival
 * day, in the temporary application's own names. It travels with a sign-in to the provider
 * (`return_path`), so a sign-up confirmed in another browser comes back to the booking; opened,
 * the tunnel keeps it as the pending booking (`loadPage` of the dossier page) and signs in.
 * Only public-page bookings travel (never resicamp, no offer), as the Book button makes them.
 */
const BookingSearchSchema = v.object({
  id_residence: IdentifierSchema,
  type_typologie: IdentifierSchema,
  id_bien: IdentifierSchema,
  date_arrivee: DateTextSchema,
  /** The flat type's alias, to send the visitor back to its page if the booking has expired. */
  typology: v.optional(v.pipe(IdentifierSchema, v.nonEmpty())),
});

export type AddressedBooking = TemporaryApplication & { typology?: string | undefined };

/** The booking's address, or undefined for a booking that does not travel (resicamp, offer). */
export function bookingAddress(booking: AddressedBooking, locale: Locale): string | undefined {
  if (booking.resicamp || booking.id_offre !== null) return undefined;
  return pathFor("dossier", locale, undefined, {
    id_residence: booking.id_residence,
    type_typologie: booking.type_typologie,
    id_bien: booking.id_bien,
    date_arrivee: booking.date_arrivee,
    ...(booking.typology ? { typology: booking.typology } : {}),
  });
}

/** The booking an address carries (its search parameters), if it carries a whole one. */
export function bookingOfAddress(search: Record<string, unknown>): AddressedBooking | undefined {
  const parsed = v.safeParse(BookingSearchSchema, search);
  if (!parsed.success) return undefined;
  return { ...parsed.output, resicamp: false, id_offre: null };
}
