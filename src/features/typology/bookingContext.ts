import { createActorContext } from "@xstate/react";
import { bookingMachine } from "../../../machines/booking.ts";

/** The Book button's machine, provided by the booking panel (see bookingActors.ts). */
export const BookingContext = createActorContext(bookingMachine);
