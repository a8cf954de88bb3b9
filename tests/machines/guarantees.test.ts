import { expect } from "vitest";
import { type AnyActorRef, fromCallback } from "xstate";
import { toGuaranteeView } from "../../machines/guarantees.selectors.ts";
import {
  type GuaranteeChoice,
  type GuaranteeSubmission,
  type GuaranteesEvent,
  guaranteesMachine,
  missingAnswerOf,
  NO_CHOICE,
} from "../../machines/guarantees.ts";
import { describePathCoverage, type EventTeaching } from "./pathCoverage.ts";

/** The submissions handed to the wizard, by actor session. */
const forwarded = new Map<string, GuaranteeSubmission[]>();
const forwardedBy = (actor: AnyActorRef) => forwarded.get(actor.sessionId) ?? [];
/** The choices told to the app as unsaved, by actor session. */
const kept = new Map<string, GuaranteeChoice[]>();
const keptBy = (actor: AnyActorRef) => kept.get(actor.sessionId) ?? [];
const machine = guaranteesMachine.provide({
  // The record's arrival is sent as an event by the walks (`recordLoaded`).
  actors: { awaitRecord: fromCallback(() => {}) },
  actions: {
    keepUnsavedChoice: ({ self }, choice) =>
      void kept.set(self.sessionId, [...keptBy(self), choice]),
    forwardSubmission: ({ self }, submission) =>
      void forwarded.set(self.sessionId, [...forwardedBy(self), submission]),
  },
});

const RENT = 690;
const oneGuarantorSaved: GuaranteeChoice = {
  hasGuarantor: "oui",
  guarantees: "guarantor1",
  isBoursier: "",
};
const values = { guarantor: { financial: { netIncome: "2760" } } };

const events = {
  recordLoaded: {
    cause: "getInfosGarant answers",
    cases: [
      { type: "recordLoaded", status: "student", choice: NO_CHOICE },
      { type: "recordLoaded", status: "youngWorker", choice: oneGuarantorSaved },
    ],
  },
  situationSaved: {
    cause: "step 2 is saved with a situation",
    cases: [{ type: "situationSaved", status: "youngIndependent" }],
  },
  answerGuarantorNeeded: {
    cause: 'answers "Avez-vous besoin d\'un garant ?"',
    cases: [
      { type: "answerGuarantorNeeded", answer: "oui" },
      { type: "answerGuarantorNeeded", answer: "non" },
    ],
  },
  chooseKind: {
    cause: "chooses a kind of guarantee",
    cases: [
      { type: "chooseKind", kind: "guarantor1" },
      { type: "chooseKind", kind: "guarantor2" },
      { type: "chooseKind", kind: "garantme" },
      { type: "chooseKind", kind: "noGuarantor" },
    ],
  },
  confirmFranceIncome: { cause: "answers Yes to the France-income question" },
  declineFranceIncome: { cause: "answers No to the France-income question" },
  answerScholarship: {
    cause: 'answers "Êtes-vous boursier ?"',
    cases: [
      { type: "answerScholarship", answer: "oui" },
      { type: "answerScholarship", answer: "non" },
    ],
  },
  restoreChoice: {
    cause: 'clicks "Reprendre ma saisie"',
    cases: [
      {
        type: "restoreChoice",
        choice: { hasGuarantor: "non", guarantees: null, isBoursier: "oui" },
      },
    ],
  },
  submit: {
    cause: 'clicks Continue or "Reprendre plus tard" with the form valid',
    cases: [
      { type: "submit", mustSave: false, incomes: [2760], rentIncludingCharges: RENT, values },
      { type: "submit", mustSave: true, incomes: [2759], rentIncludingCharges: RENT, values },
      {
        type: "submit",
        mustSave: false,
        incomes: [2070, 2069],
        rentIncludingCharges: RENT,
        values,
      },
    ],
  },
  close: { cause: "closes the dialog" },
} satisfies EventTeaching<GuaranteesEvent>;

describePathCoverage({
  id: "guarantees",
  machine,
  inputs: { "a dossier under way": { dossierId: "D-1" } },
  events,
  states: {
    waitingForRecord: (snapshot) => {
      const view = toGuaranteeView(snapshot);
      expect(view.isReady).toBe(false);
      expect(view.dialog).toBeNull();
    },
    "deciding.askingWhetherNeeded": (snapshot, run) => {
      const view = toGuaranteeView(snapshot);
      expect(view).toMatchObject({
        isReady: true,
        hasGuarantor: "",
        offeredKinds: [],
        guarantorForms: 0,
        asksScholarship: false,
        dialog: null,
        showsContinue: true,
      });
      expect(view.missingAnswer).toBe(snapshot.context.showsMissingAnswer ? "hasGuarantor" : null);
      expect(forwardedBy(run.actor), "nothing is saved unanswered").toEqual([]);
    },
    "deciding.guarantorNeeded": (snapshot, run) => {
      const view = toGuaranteeView(snapshot);
      const lastKept = keptBy(run.actor).at(-1);
      if (lastKept) expect(lastKept.hasGuarantor, "the app knows of the change").toBe("oui");
      const young =
        snapshot.context.status === "youngWorker" || snapshot.context.status === "youngIndependent";
      expect(view.hasGuarantor).toBe("oui");
      expect(view.dialog).toBeNull();
      expect(view.asksScholarship).toBe(false);
      expect(view.offeredKinds.includes("noGuarantor"), '"none" hidden for young workers').toBe(
        !young,
      );
      const kind = snapshot.context.choice.guarantees;
      expect(view.guarantorForms).toBe(kind === "guarantor2" ? 2 : kind === "guarantor1" ? 1 : 0);
      expect(view.showsCertificateNotice).toBe(kind === "garantme" || kind === "visale");
      expect(view.showsContinue).toBe(!(kind === "noGuarantor" && !young));
      for (const submission of forwardedBy(run.actor)) {
        expect(submission.values).toBe(values);
        expect(
          missingAnswerOf(snapshot.context.status, submission.choice),
          "only a complete choice is handed on",
        ).toBeNull();
        // Only a choice meeting the rule is handed on.
        expect(
          submission.mustSave || !(kind === "noGuarantor" && !young),
          "a hidden Continue forwards nothing",
        ).toBe(true);
      }
    },
    "deciding.noGuarantorNeeded": (snapshot) => {
      expect(snapshot.context.choice.hasGuarantor).toBe("non");
      const view = toGuaranteeView(snapshot);
      expect(view.hasGuarantor).toBe("non");
      expect(view.offeredKinds).toEqual([]);
      expect(view.guarantorForms).toBe(0);
      expect(view.asksScholarship).toBe(snapshot.context.status === "student");
      expect(view.showsContinue).toBe(true);
      expect(view.dialog).toBeNull();
    },
    askingFranceIncome: (snapshot) => {
      const view = toGuaranteeView(snapshot);
      expect(view.dialog).toBe("franceIncome");
      expect(view.shownKind, "the radios show the kind asked about").toBe(
        snapshot.context.pendingKind,
      );
      expect(snapshot.context.pendingKind).not.toBeNull();
      expect(view.guarantorForms, "the forms wait for the answer").toBe(
        snapshot.context.choice.guarantees === "guarantor2"
          ? 2
          : snapshot.context.choice.guarantees === "guarantor1"
            ? 1
            : 0,
      );
    },
    showingScholarshipNotice: (snapshot, run) => {
      const view = toGuaranteeView(snapshot);
      expect(keptBy(run.actor).at(-1), "the answer is kept as unsaved").toEqual(
        snapshot.context.choice,
      );
      expect(view.dialog).toBe("scholarshipNotice");
      expect(view.isBoursier).toBe("non");
    },
    showingInsufficientGuarantees: (snapshot) => {
      const view = toGuaranteeView(snapshot);
      expect(view.dialog).toBe("insufficientGuarantees");
      expect(["guarantor1", "guarantor2"]).toContain(snapshot.context.choice.guarantees);
      const expected = snapshot.context.choice.guarantees === "guarantor2" ? RENT * 3 : RENT * 4;
      expect(view.minimumIncome).toBe(expected);
    },
  },
});
