/**
 * What the handover's page needs from its machine (machines/handover.ts), so components never
 * spell state paths: the Client space link, each to-do item done or not, and each side's flags.
 */
import type { SnapshotFrom } from "xstate";
import type { HandoverContext, handoverMachine } from "./handover.ts";

export type HandoverSnapshot = SnapshotFrom<typeof handoverMachine>;

/**
 * Where the home-insurance certificate stands with the team: nothing sent (`null`), sent and
 * waiting for the check, accepted, or refused with the reasons' codes and the team's message.
 */
export type InsuranceCheck =
  | { status: "waitingForCheck" }
  | { status: "accepted" }
  | { status: "refused"; reasons: string[]; text: string | null };

/**
 * The team's check of the certificate, the rule in one place: a refused certificate is removed by
 * the server, so a refusal shows while no certificate is held, and the upload asks for another;
 * a certificate held is accepted once the team says so, and waits for the check until then (a
 * new one sent clears the review, here as on the server).
 */
export function selectInsuranceCheck(
  context: Pick<HandoverContext, "insurance" | "insuranceReview">,
): InsuranceCheck | null {
  const { insurance, insuranceReview: review } = context;
  if (insurance === null) {
    return review?.status === "refused"
      ? { status: "refused", reasons: review.reasons, text: review.text }
      : null;
  }
  return review?.status === "accepted" ? { status: "accepted" } : { status: "waitingForCheck" };
}

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
      /** The team's check of it (`selectInsuranceCheck`); null while nothing is sent. */
      check: selectInsuranceCheck(context),
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
