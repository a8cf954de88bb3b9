import { expect } from "vitest";
import type { AnyActorRef } from "xstate";
import { FollowUpCallFailure } from "../../machines/followUp.failure.ts";
import {
  type ChosenProof,
  type ProofUploadEvent,
  proofUploadMachine,
} from "../../machines/proofUpload.ts";
import { describePathCoverage, type EventTeaching } from "./pathCoverage.ts";

const proof = new File(["%PDF-1.4 virement"], "virement.pdf", { type: "application/pdf" });
const chosen: ChosenProof = {
  file: proof,
  name: "virement.pdf",
  size: proof.size,
  previewUrl: null,
};
const wrongContent = new FollowUpCallFailure({ kind: "code", code: "typeNonConforme" });
const tooBig = new FollowUpCallFailure({ kind: "code", code: "fichierTropVolumineux" });
const cancelled = new FollowUpCallFailure({ kind: "code", code: "reservationAnnulee" });

/** The follow-ups told, by actor session. */
const told = new Set<string>();
const machine = proofUploadMachine.provide({
  actions: { notifySent: ({ self }: { self: AnyActorRef }) => void told.add(self.sessionId) },
});

const events = {
  choose: { cause: "chooses or drops a file", cases: [{ type: "choose", file: proof }] },
  remove: { cause: 'clicks "Retirer"' },
  send: { cause: 'clicks "Envoyer le justificatif"' },
} satisfies EventTeaching<ProofUploadEvent>;

describePathCoverage({
  id: "proofUpload",
  machine,
  inputs: { "bank transfer proof": { document: "transfer_justificative" } },
  events,
  invocations: {
    checkProof: {
      done: { passes: chosen },
      error: { "content is not a PDF": wrongContent },
    },
    uploadProof: {
      done: { uploaded: { fileName: "virement.pdf" } },
      error: { "too large": tooBig },
    },
    submitProof: {
      done: { sent: { status: "OK" } },
      error: { "reservation cancelled": cancelled },
    },
  },
  states: {
    waitingForFile: (snapshot) => {
      expect(snapshot.context.chosen).toBeNull();
      expect([null, wrongContent.reason]).toContainEqual(snapshot.context.error);
      expect(snapshot.can({ type: "send" }), "send is disabled until a proof is there").toBe(false);
      expect(Object.keys(snapshot.children), "nothing is being sent").toEqual([]);
    },
    checking: (snapshot, run) => {
      expect(run.actors.inputsOf("checkProof").at(-1)).toEqual({ file: proof });
      expect(Object.keys(snapshot.children), "choosing only checks: nothing is sent").toEqual([
        "checkProof",
      ]);
      expect(snapshot.context.error).toBeNull();
      expect(snapshot.can({ type: "send" })).toBe(false);
    },
    chosen: (snapshot, run) => {
      expect(snapshot.context.chosen).toEqual(chosen);
      expect([null, wrongContent.reason, tooBig.reason, cancelled.reason]).toContainEqual(
        snapshot.context.error,
      );
      expect(snapshot.can({ type: "send" })).toBe(true);
      expect(told.has(run.actor.sessionId)).toBe(false);
    },
    uploading: (snapshot, run) => {
      expect(run.actors.inputsOf("uploadProof").at(-1)).toEqual({
        document: "transfer_justificative",
        file: proof,
      });
      expect(snapshot.context.error).toBeNull();
      expect(snapshot.can({ type: "send" })).toBe(false);
    },
    submitting: (snapshot, run) => {
      expect(run.actors.inputsOf("submitProof").at(-1)).toEqual({
        document: "transfer_justificative",
      });
      expect(snapshot.can({ type: "remove" })).toBe(false);
    },
    sent: (snapshot, run) => {
      expect(told.has(run.actor.sessionId), "the follow-up reads the file again").toBe(true);
      expect(snapshot.can({ type: "send" })).toBe(false);
      expect(snapshot.can({ type: "remove" }), "a sent proof stays sent").toBe(false);
    },
  },
});
