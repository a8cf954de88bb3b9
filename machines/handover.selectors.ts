/**
 * What the handover's page needs from its machine (machines/handover.ts), so components never
 * spell state paths: the Client space link, each to-do item done or not, and each side's flags.
 */
import type { SnapshotFrom } from "xstate";
import type { handoverMachine } from "./handover.ts";

export type HandoverSnapshot = SnapshotFrom<typeof handoverMachine>;

export function toHandoverView(snapshot: HandoverSnapshot) {
  const { context } = snapshot;
  const inInsurance = (state: "checking" | "sending") =>
    snapshot.matches({ ready: { insurance: state } });
  const inAppointment = (state: "booking" | "reloadingSlots") =>
    snapshot.matches({ ready: { appointment: state } });
  return {
    isLoading: snapshot.matches("loading"),
    hasLoadFailed: snapshot.matches("loadFailed"),
    clientSpaceUrl: context.clientSpaceUrl,
    /** The to-do item just done here, which takes the focus (its button is gone). */
    justDone: context.justDone,
    insurance: {
      /** The certificate the server holds: the to-do item is done. */
      sent: context.insurance,
      chosen: context.chosenInsurance,
      error: context.insuranceError,
      canSend: snapshot.can({ type: "sendInsurance" }),
      canRemove: snapshot.can({ type: "removeInsurance" }),
      isChecking: inInsurance("checking"),
      isSending: inInsurance("sending"),
    },
    appointment: {
      /** The booked appointment: the to-do item is done. */
      booked: context.appointment,
      slots: context.slots,
      error: context.appointmentError,
      canBook: snapshot.can({ type: "bookSlot", slotId: 0 }),
      /** The slot being booked, while it is. */
      bookingSlotId: inAppointment("booking") ? context.slotId : null,
      isReloadingSlots: inAppointment("reloadingSlots"),
    },
  };
}
