import * as v from "valibot";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { reasonOf, StepSaveFailure } from "../../../machines/stepSaveError.ts";
import { defineCall } from "../../../src/api/call.ts";
import { toStepSaveError, withTypedFailure } from "../../../src/features/tunnel/stepSaveErrors.ts";
import { applicationErrorMessages } from "../../../src/features/tunnel/stepSaveMessages.ts";
import {
  failureOf,
  json,
  networkDrop,
  neverAnswer,
  type Responder,
  text,
} from "../api/fakeBackend.ts";

beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const save = defineCall({
  method: "POST",
  path: "/api/ac_campus/dossier/setInfosPersonnelles",
  answer: v.object({ status: v.literal("OK") }),
});

/** The typed reason the wizard receives when the backend answers this way. */
async function reasonFrom(responder: Responder) {
  const error = await failureOf((options) => withTypedFailure(() => save(options)), responder);
  expect(error).toBeInstanceOf(StepSaveFailure);
  return reasonOf(error);
}

describe("a failed step save, typed for the wizard", () => {
  it("server fault, timeout and malformed answer: generic", async () => {
    expect(await reasonFrom(() => json({ error: "internal" }, { status: 500 }))).toEqual({
      kind: "generic",
    });
    expect(await reasonFrom(neverAnswer)).toEqual({ kind: "generic" });
    expect(await reasonFrom(() => json({ status: "maybe" }))).toEqual({ kind: "generic" });
  });

  it("any failure while the browser is offline: offline (saved again later); online, generic", async () => {
    vi.stubGlobal("navigator", { onLine: true });
    expect(await reasonFrom(networkDrop)).toEqual({ kind: "generic" });
    vi.stubGlobal("navigator", { onLine: false });
    expect(await reasonFrom(networkDrop)).toEqual({ kind: "offline" });
    expect(await reasonFrom(neverAnswer)).toEqual({ kind: "offline" });
    // An answer of the server is never "offline".
    expect(await reasonFrom(() => json({ error: "internal" }, { status: 500 }))).toEqual({
      kind: "generic",
    });
  });

  it("409 modifieAilleurs: the file changed elsewhere, not a generic failure", async () => {
    expect(
      await reasonFrom(() => json({ error: "modifieAilleurs", version: 4 }, { status: 409 })),
    ).toEqual({ kind: "changedElsewhere" });
  });

  it("400 with field errors: each under its field", async () => {
    expect(
      await reasonFrom(() => json({ errors: { lastname: "Requis*" } }, { status: 400 })),
    ).toEqual({ kind: "fields", fields: { lastname: "Requis*" } });
  });

  it("400 with a server text, or without a usable body", async () => {
    expect(await reasonFrom(() => json({ error: "Texte du serveur" }, { status: 400 }))).toEqual({
      kind: "message",
      text: "Texte du serveur",
    });
    expect(await reasonFrom(() => text("", { status: 400 }))).toEqual({ kind: "invalidValues" });
  });

  it("DQE and sameEmail: the field, the server's text and its mail parameter", async () => {
    const body = {
      error: "DQE",
      content: {
        errorType: "DQE",
        key: "responsibleEmail",
        id: "x",
        defaultMessage: "Adresse temporaire refusée",
        mail: "a@yopmail.com",
      },
    };
    expect(await reasonFrom(() => json(body, { status: 400 }))).toEqual({
      kind: "emailQuality",
      reason: "DQE",
      field: "responsibleEmail",
      message: "Adresse temporaire refusée",
      mail: "a@yopmail.com",
      guarantor: null,
      isSameAsLegalGuardian: false,
    });
    const same = { ...body, error: "sameEmail", content: { ...body.content, nbGuarantor: 2 } };
    expect(await reasonFrom(() => json(same, { status: 400 }))).toMatchObject({
      reason: "sameEmail",
      guarantor: 2,
      isSameAsLegalGuardian: false,
    });
    const legal = { ...same, content: { ...same.content, isSameRespLegal: true } };
    expect(await reasonFrom(() => json(legal, { status: 400 }))).toMatchObject({
      guarantor: 2,
      isSameAsLegalGuardian: true,
    });
  });

  it("garantiesInsuffisantes: the insufficient-guarantees pop-up, with the minimum income", async () => {
    const body = { error: "garantiesInsuffisantes", minimumIncome: 2760 };
    expect(await reasonFrom(() => json(body, { status: 400 }))).toEqual({
      kind: "insufficientGuarantees",
      minimumIncome: 2760,
    });
  });

  it("a named code of the Application catalogue, and colocationIncorrecte", async () => {
    expect(
      await reasonFrom(() => json({ error: "dossierPasEnCreation" }, { status: 400 })),
    ).toEqual({ kind: "application", code: "dossierPasEnCreation" });
    expect(
      await reasonFrom(() => json({ error: "colocationIncorrecte" }, { status: 400 })),
    ).toEqual({ kind: "genderIncompatible" });
  });

  it("anything that is not a StepSaveFailure reads as generic", () => {
    expect(reasonOf(new Error("bug"))).toEqual({ kind: "generic" });
    expect(toStepSaveError(new TypeError("x"))).toEqual({ kind: "generic" });
  });

  it("every named code has its own text", () => {
    const texts = Object.values(applicationErrorMessages).map((message) => message.id);
    expect(new Set(texts).size).toBe(texts.length);
  });
});
