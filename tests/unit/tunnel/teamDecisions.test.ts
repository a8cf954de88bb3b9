/**
 * What step 5 shows of the team's decisions: the reasons of a file sent back
 * (`changesRequested`) and the check of the insurance certificate (`insuranceReview`), from the
 * answers' schemas (malformed ones included) to the selectors and the words shown.
 */
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { selectChangesToMake } from "../../../machines/followUp.selectors.ts";
import { STAFF_REASONS } from "../../../server/domain/staffReasons.ts";
import { ChangesRequestedSchema, DossierInfoSchema } from "../../../src/api/dossierSchemas.ts";
import { FollowUpDataSchema } from "../../../src/api/followUpSchemas.ts";
import { HandoverFactsSchema, InsuranceReviewSchema } from "../../../src/api/handoverSchemas.ts";
import {
  concernLabel,
  teamReasonLabel,
  teamReasonLabels,
  unknownReasonLabel,
} from "../../../src/features/tunnel/step5/teamReasons.ts";
import { followUpAnswer, followUpData } from "../../machines/fixtures/followUpData.ts";

const expired = {
  code: "identityExpired",
  step: 4,
  section: "identity",
  label: "Pièce d'identité expirée : envoyez une pièce en cours de validité.",
};
const address = {
  code: "addressIncomplete",
  step: 2,
  field: "address2_line1",
  label: "Adresse incomplète : précisez le numéro et la rue.",
};
const nothingKnown = { code: null, step: null, field: null, section: null, label: null };
const sentBack = (changesRequested: unknown) =>
  followUpData({ statuscode: "toUpdate" }, { changesRequested });

describe("ChangesRequestedSchema, declared once for getInfos and getSignature", () => {
  it("reads the reasons as the server sends them", () => {
    const parsed = v.parse(ChangesRequestedSchema, {
      at: "2026-08-01T10:00:00.000Z",
      text: "Merci !",
      reasons: [expired, address],
    });
    expect(parsed).toEqual({
      at: "2026-08-01T10:00:00.000Z",
      text: "Merci !",
      reasons: [
        { ...expired, field: null },
        { ...address, section: null },
      ],
    });
  });

  it("reads a malformed entry as a reason with what is readable of it, never failing", () => {
    const parsed = v.parse(ChangesRequestedSchema, {
      at: 12,
      text: "   ",
      reasons: [
        "identityExpired",
        null,
        { code: 7, step: "4", section: ["identity"], label: "" },
        { code: "newCode", step: 9, label: "Nouveau motif" },
        { ...address, step: 2.5 },
      ],
    });
    expect(parsed?.at).toBeNull();
    expect(parsed?.text, "a blank message is no message").toBeNull();
    expect(parsed?.reasons).toEqual([
      nothingKnown,
      nothingKnown,
      nothingKnown,
      { code: "newCode", step: null, field: null, section: null, label: "Nouveau motif" },
      { ...address, step: null, section: null },
    ]);
  });

  it("reads a value that is not an object, or reasons that are not a list, as none", () => {
    expect(v.parse(ChangesRequestedSchema, "oops")).toBeNull();
    expect(v.parse(ChangesRequestedSchema, undefined)).toBeNull();
    expect(v.parse(ChangesRequestedSchema, { text: "Voir le mail", reasons: "x" })).toEqual({
      at: null,
      text: "Voir le mail",
      reasons: [],
    });
  });

  it("keeps both whole answers readable when it is malformed", () => {
    const followUp = v.safeParse(FollowUpDataSchema, {
      ...followUpAnswer({ statuscode: "toUpdate" }),
      changesRequested: { reasons: [42] },
    });
    expect(followUp.success).toBe(true);
    const info = v.safeParse(DossierInfoSchema, {
      id_dossier: "D-1",
      statuscode: "toUpdate",
      applicatif: { statut: 4 },
      changesRequested: 3,
    });
    expect(info.success && info.output.changesRequested).toBeNull();
    // An answer without the field (an older server) reads as none too.
    expect(v.parse(FollowUpDataSchema, followUpAnswer()).changesRequested).toBeNull();
  });
});

describe("selectChangesToMake", () => {
  it("is null unless the file is sent back for changes (toUpdate)", () => {
    const refused = followUpData(
      { statuscode: "refused" },
      { changesRequested: { reasons: [expired] } },
    );
    expect(selectChangesToMake(refused)).toBeNull();
    expect(selectChangesToMake(followUpData({ statuscode: "complete" }))).toBeNull();
  });

  it("groups the reasons by step in the tunnel's order, the ones of no step last, with the steps 2 to 4 to open", () => {
    const changes = selectChangesToMake(
      sentBack({
        text: "Merci !",
        reasons: [expired, { code: "zzz" }, address, { code: "noLongerAvailable", step: 1 }],
      }),
    );
    expect(changes?.text).toBe("Merci !");
    expect(changes?.steps.map(({ step, opens }) => [step, opens])).toEqual([
      [1, null],
      [2, 2],
      [4, 4],
      [null, null],
    ]);
    expect(changes?.steps[1]?.reasons).toEqual([{ ...address, section: null }]);
    expect(changes?.steps[3]?.reasons).toEqual([{ ...nothingKnown, code: "zzz" }]);
  });

  it("says a reason given twice once, and gives no step without reasons", () => {
    const twice = selectChangesToMake(sentBack({ reasons: [expired, expired, "x", "y"] }));
    expect(twice?.steps.map((group) => group.reasons.length)).toEqual([1, 1]);
    expect(selectChangesToMake(sentBack(null))).toEqual({ text: null, steps: [] });
    expect(selectChangesToMake(sentBack("garbage"))).toEqual({ text: null, steps: [] });
  });
});

describe("the reasons' words", () => {
  it("name every code of the server's catalogue, and only those", () => {
    expect(Object.keys(teamReasonLabels).sort()).toEqual(
      STAFF_REASONS.map((reason) => reason.code).sort(),
    );
  });

  it("name what each reason of the catalogue concerns, when it names a field or a section", () => {
    for (const { code, concerns } of STAFF_REASONS) {
      if (!concerns.field && !concerns.section) continue;
      const concern = concernLabel({
        field: concerns.field ?? null,
        section: concerns.section ?? null,
      });
      expect(concern, code).not.toBeNull();
    }
    expect(concernLabel({ field: "constructor", section: "toString" })).toBeNull();
  });

  it("show the server's label for a code the app does not know, else a generic line", () => {
    expect(teamReasonLabel("identityExpired", "ignored")).toBe(teamReasonLabels.identityExpired);
    expect(teamReasonLabel("newCode", "Nouveau motif")).toBe("Nouveau motif");
    expect(teamReasonLabel("newCode")).toBe(unknownReasonLabel);
    expect(teamReasonLabel(null, null)).toBe(unknownReasonLabel);
    expect(teamReasonLabel("constructor")).toBe(unknownReasonLabel);
  });
});

describe("InsuranceReviewSchema", () => {
  const facts = { insurance: null, appointment: null, slots: [] };
  it("reads the team's acceptance and refusal", () => {
    expect(v.parse(InsuranceReviewSchema, { status: "accepted", reasons: [] })).toEqual({
      status: "accepted",
      reasons: [],
      text: null,
    });
    expect(
      v.parse(InsuranceReviewSchema, {
        status: "refused",
        reasons: ["insuranceWrongDates", 3, null],
        text: "Page 2 ?",
      }),
    ).toEqual({ status: "refused", reasons: ["insuranceWrongDates"], text: "Page 2 ?" });
  });

  it("reads a review it cannot read as none, and the handover answer stays readable", () => {
    expect(v.parse(InsuranceReviewSchema, { status: "maybe", reasons: [] })).toBeNull();
    expect(v.parse(InsuranceReviewSchema, "refused")).toBeNull();
    expect(v.parse(InsuranceReviewSchema, { status: "refused", reasons: "x" })).toEqual({
      status: "refused",
      reasons: [],
      text: null,
    });
    expect(v.parse(HandoverFactsSchema, facts).insuranceReview).toBeNull();
    expect(v.parse(HandoverFactsSchema, { ...facts, insuranceReview: [1] }).insuranceReview).toBe(
      null,
    );
  });
});
