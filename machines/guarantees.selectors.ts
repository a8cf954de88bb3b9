/** What step 3 shows of the guarantee choice: the view-model its panel renders. */
import type { SnapshotFrom } from "xstate";
import {
  asksScholarship,
  type GuaranteeKind,
  type guaranteesMachine,
  hidesContinue,
  type MissingAnswer,
  missingAnswerOf,
  offersNoGuarantor,
} from "./guarantees.ts";

export type GuaranteesSnapshot = SnapshotFrom<typeof guaranteesMachine>;

export type GuaranteeDialog = "franceIncome" | "scholarshipNotice" | "insufficientGuarantees";

const allKinds: readonly GuaranteeKind[] = [
  "guarantor1",
  "guarantor2",
  "garantme",
  "visale",
  "noGuarantor",
];

export interface GuaranteeView {
  /** The record is there: the questions can be asked. */
  isReady: boolean;
  hasGuarantor: "oui" | "non" | "";
  /** The kinds offered, in the spec's order; empty while no guarantor is needed. */
  offeredKinds: readonly GuaranteeKind[];
  /** The kind chosen (null when none, or "none" where it is not offered). */
  chosenKind: GuaranteeKind | null;
  /** The kind the radios show: the chosen one, or the one the France-income question is about. */
  shownKind: GuaranteeKind | null;
  asksScholarship: boolean;
  isBoursier: "oui" | "non" | "";
  /** How many guarantor forms show: 0, 1 or 2. */
  guarantorForms: 0 | 1 | 2;
  showsCertificateNotice: boolean;
  showsNoGuarantorNotice: boolean;
  showsContinue: boolean;
  dialog: GuaranteeDialog | null;
  /** The least income each guarantor needed, when the income rule stopped a save. */
  minimumIncome: number | null;
  /** The question to mark "Requis*", once a save was tried without its answer. */
  missingAnswer: MissingAnswer | null;
}

function dialogOf(snapshot: GuaranteesSnapshot): GuaranteeDialog | null {
  if (snapshot.matches("askingFranceIncome")) return "franceIncome";
  if (snapshot.matches("showingScholarshipNotice")) return "scholarshipNotice";
  if (snapshot.matches("showingInsufficientGuarantees")) return "insufficientGuarantees";
  return null;
}

export function toGuaranteeView(snapshot: GuaranteesSnapshot): GuaranteeView {
  const { status, choice, minimumIncome, showsMissingAnswer } = snapshot.context;
  const needed = choice.hasGuarantor === "oui";
  const offeredKinds = needed
    ? allKinds.filter((kind) => kind !== "noGuarantor" || offersNoGuarantor(status))
    : [];
  const chosenKind =
    needed && choice.guarantees !== null && offeredKinds.includes(choice.guarantees)
      ? choice.guarantees
      : null;
  const notNeeded = choice.hasGuarantor === "non";
  return {
    isReady: !snapshot.matches("waitingForRecord"),
    hasGuarantor: choice.hasGuarantor,
    offeredKinds,
    chosenKind,
    shownKind: snapshot.context.pendingKind ?? chosenKind,
    asksScholarship: notNeeded && asksScholarship(status),
    isBoursier: choice.isBoursier,
    guarantorForms: chosenKind === "guarantor2" ? 2 : chosenKind === "guarantor1" ? 1 : 0,
    showsCertificateNotice: chosenKind === "garantme" || chosenKind === "visale",
    showsNoGuarantorNotice: chosenKind === "noGuarantor",
    showsContinue: !hidesContinue(status, choice),
    dialog: dialogOf(snapshot),
    minimumIncome,
    missingAnswer: showsMissingAnswer ? missingAnswerOf(status, choice) : null,
  };
}
