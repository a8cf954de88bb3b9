import { describe, expect, it } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import { FollowUpCallFailure } from "../../machines/followUp.failure.ts";
import { selectInsuranceCheck, toHandoverView } from "../../machines/handover.selectors.ts";
import {
  type HandoverEvent,
  handoverMachine,
  type LoadedHandover,
} from "../../machines/handover.ts";
import type { ChosenProof } from "../../machines/proofUpload.ts";
import type { InsuranceReview } from "../../src/api/handoverSchemas.ts";
import { describePathCoverage, type EventTeaching } from "./pathCoverage.ts";

const certificate = new File(["%PDF-1.4 assurance"], "assurance.pdf", {
  type: "application/pdf",
});
const chosen: ChosenProof = {
  file: certificate,
  name: "assurance.pdf",
  size: certificate.size,
  previewUrl: null,
};
const slot = (id: number, startsAt: string) => ({
  id,
  startsAt,
  endsAt: startsAt.replace("T09", "T10"),
});
const first = slot(7, "2027-09-01T09:00:00.000Z");
const second = slot(8, "2027-09-02T09:00:00.000Z");
const sent = { fileName: "assurance.pdf", sentAt: "2027-08-20T10:00:00.000Z" };
const clientSpaceUrl = "https://client.example/";
const nothingDone: LoadedHandover = {
  clientSpaceUrl,
  insurance: null,
  insuranceReview: null,
  appointment: null,
  slots: [first, second],
};
const allDone: LoadedHandover = { ...nothingDone, insurance: sent, appointment: first, slots: [] };
const refusal: InsuranceReview = {
  status: "refused",
  reasons: ["insuranceWrongDates"],
  text: null,
};
/** The team refused the certificate: the server removed it, so none is held. */
const certificateRefused: LoadedHandover = { ...nothingDone, insuranceReview: refusal };

const wrongContent = new FollowUpCallFailure({ kind: "code", code: "typeNonConforme" });
const tooBig = new FollowUpCallFailure({ kind: "code", code: "fichierTropVolumineux" });
const taken = new FollowUpCallFailure({ kind: "code", code: "creneauPris" });
const serverFault = new FollowUpCallFailure({ kind: "generic" });

const events = {
  retry: { cause: 'clicks "Réessayer"' },
  chooseInsurance: {
    cause: "chooses or drops the certificate",
    cases: [{ type: "chooseInsurance", file: certificate }],
  },
  removeInsurance: { cause: 'clicks "Retirer"' },
  sendInsurance: { cause: 'clicks "Envoyer l\'attestation"' },
  bookSlot: { cause: "clicks a free slot", cases: [{ type: "bookSlot", slotId: first.id }] },
} satisfies EventTeaching<HandoverEvent>;

const view = toHandoverView;

describePathCoverage({
  id: "handover",
  machine: handoverMachine,
  events,
  invocations: {
    loadHandover: {
      done: { "nothing done yet": nothingDone, "both done": allDone },
      error: { "server fault": serverFault },
    },
    checkInsurance: {
      done: { passes: chosen },
      error: { "content is not a PDF": wrongContent },
    },
    sendInsurance: {
      done: { stored: sent },
      error: { "too large": tooBig },
    },
    bookSlot: {
      done: { booked: first },
      error: { "taken meanwhile": taken, "server fault": serverFault },
    },
    reloadSlots: {
      done: {
        "one left": { insurance: null, insuranceReview: null, appointment: null, slots: [second] },
      },
      error: { "server fault": serverFault },
    },
  },
  states: {
    loading: (snapshot) => {
      expect(view(snapshot)).toMatchObject({ isLoading: true, clientSpaceUrl: null });
    },
    loadFailed: (snapshot) => {
      expect(view(snapshot)).toMatchObject({ hasLoadFailed: true, isLoading: false });
      expect(snapshot.can({ type: "retry" })).toBe(true);
    },
    "ready.insurance.waitingForFile": (snapshot) => {
      const { insurance, clientSpaceUrl: link } = view(snapshot);
      expect(link).toBe(clientSpaceUrl);
      expect(insurance).toMatchObject({ sent: null, chosen: null, canSend: false });
      expect([null, wrongContent.reason]).toContainEqual(insurance.error);
    },
    "ready.insurance.checking": (snapshot, run) => {
      expect(run.actors.inputsOf("checkInsurance").at(-1)).toEqual({ file: certificate });
      expect(view(snapshot).insurance).toMatchObject({ isChecking: true, canSend: false });
      expect(Object.keys(snapshot.children), "choosing only checks: nothing is sent").not.toContain(
        "sendInsurance",
      );
    },
    "ready.insurance.chosen": (snapshot) => {
      expect(view(snapshot).insurance).toMatchObject({ chosen, canSend: true, canRemove: true });
      expect([null, wrongContent.reason, tooBig.reason]).toContainEqual(
        view(snapshot).insurance.error,
      );
    },
    "ready.insurance.sending": (snapshot, run) => {
      expect(run.actors.inputsOf("sendInsurance").at(-1)).toEqual({ file: certificate });
      expect(view(snapshot).insurance).toMatchObject({ isSending: true, canSend: false });
    },
    "ready.insurance.sent": (snapshot, run) => {
      expect(view(snapshot).insurance.sent, "the to-do item is done").toEqual(sent);
      // Read as done, never sent here: the item does not take the focus.
      const triedHere = run.actors.inputsOf("sendInsurance").length > 0;
      if (!triedHere) expect(view(snapshot).justDone).not.toBe("insurance");
      expect(view(snapshot).insurance.canSend).toBe(false);
      expect([null, wrongContent.reason]).toContainEqual(view(snapshot).insurance.error);
    },
    "ready.appointment.choosingSlot": (snapshot) => {
      const { appointment } = view(snapshot);
      expect(appointment.booked).toBeNull();
      expect(appointment.canBook).toBe(true);
      expect(appointment.slots.length).toBeGreaterThan(0);
      if (appointment.error === null) return;
      // After a refusal, the taken slot is no longer offered, whether the reload worked or not.
      if (appointment.error === taken.reason) expect(appointment.slots).toEqual([second]);
      else expect(appointment.error).toEqual(serverFault.reason);
    },
    "ready.appointment.booking": (snapshot, run) => {
      expect(run.actors.inputsOf("bookSlot").at(-1)).toEqual({ slotId: first.id });
      expect(view(snapshot).appointment).toMatchObject({ bookingSlotId: first.id, canBook: false });
    },
    "ready.appointment.reloadingSlots": (snapshot) => {
      expect(view(snapshot).appointment).toMatchObject({
        isReloadingSlots: true,
        error: taken.reason,
        canBook: false,
      });
    },
    "ready.appointment.booked": (snapshot, run) => {
      const bookedHere = run.actors.inputsOf("bookSlot").length > 0;
      if (!bookedHere)
        expect(view(snapshot).justDone, "read as done: no focus").not.toBe("appointment");
      expect(view(snapshot).appointment, "the to-do item is done").toMatchObject({
        booked: first,
        slots: [],
        canBook: false,
      });
    },
  },
});

describe("toHandoverView", () => {
  it("offers no booking and no send before the to-do list is read", () => {
    const snapshot = handoverMachine.resolveState({
      value: "loading",
      context: {
        clientSpaceUrl: null,
        insurance: null,
        insuranceReview: null,
        appointment: null,
        slots: [],
        chosenInsurance: null,
        insuranceError: null,
        slotId: null,
        appointmentError: null,
        justDone: null,
      },
    });
    expect(view(snapshot)).toMatchObject({
      isLoading: true,
      insurance: { canSend: false, isChecking: false },
      appointment: { canBook: false, bookingSlotId: null },
    });
  });
});

describe("selectInsuranceCheck: the team's check of the certificate", () => {
  const accepted: InsuranceReview = { status: "accepted", reasons: [], text: null };
  it("is nothing while no certificate was sent or checked", () => {
    expect(selectInsuranceCheck({ insurance: null, insuranceReview: null })).toBeNull();
    // An acceptance without a certificate held (read out of order) says nothing either.
    expect(selectInsuranceCheck({ insurance: null, insuranceReview: accepted })).toBeNull();
  });
  it("waits for the check once sent, and is accepted when the team says so", () => {
    expect(selectInsuranceCheck({ insurance: sent, insuranceReview: null })).toEqual({
      status: "waitingForCheck",
    });
    expect(selectInsuranceCheck({ insurance: sent, insuranceReview: accepted })).toEqual({
      status: "accepted",
    });
  });
  it("is refused, with the reasons and the message, while no other certificate is held", () => {
    const withText = { ...refusal, text: "Il manque la page 2." };
    expect(selectInsuranceCheck({ insurance: null, insuranceReview: withText })).toEqual({
      status: "refused",
      reasons: ["insuranceWrongDates"],
      text: "Il manque la page 2.",
    });
    // Another certificate held: it waits for the team's check, the refusal is past.
    expect(selectInsuranceCheck({ insurance: sent, insuranceReview: refusal })).toEqual({
      status: "waitingForCheck",
    });
  });
  it("offers the upload of another certificate after a refusal, and a new one waits for the check", async () => {
    const actor = createActor(
      handoverMachine.provide({
        actors: {
          loadHandover: fromPromise(async () => certificateRefused),
          checkInsurance: fromPromise(async () => chosen),
          sendInsurance: fromPromise(async () => sent),
        },
      }),
    ).start();
    await waitFor(actor, (snapshot) => snapshot.matches("ready"));
    expect(view(actor.getSnapshot()).insurance.check).toMatchObject({ status: "refused" });
    expect(actor.getSnapshot().matches({ ready: { insurance: "waitingForFile" } })).toBe(true);
    actor.send({ type: "chooseInsurance", file: certificate });
    await waitFor(actor, (snapshot) => snapshot.can({ type: "sendInsurance" }));
    actor.send({ type: "sendInsurance" });
    await waitFor(actor, (snapshot) => snapshot.matches({ ready: { insurance: "sent" } }));
    expect(view(actor.getSnapshot()).insurance.check).toEqual({ status: "waitingForCheck" });
    actor.stop();
  });
});
