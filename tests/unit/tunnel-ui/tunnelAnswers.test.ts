import { HTTPError } from "ky";
import { describe, expect, it } from "vitest";
import {
  isGenderIncompatibility,
  toBedChangeAnswer,
  toDossierCheckAnswer,
  toDossierTypeAnswer,
  toExtensionAnswer,
  toSendAnswer,
  toTemporaryApplicationAnswer,
} from "../../../src/features/tunnel/tunnelAnswers.ts";

function httpError(status: number, data: unknown): HTTPError {
  const request = new Request("http://localhost/api/ac_campus/dossierTemporaire/creer", {
    method: "POST",
  });
  const response = new Response(JSON.stringify(data), { status });
  const error = new HTTPError(response, request, {} as never);
  error.data = data;
  return error;
}

describe("the tunnel's answers as the machines read them", () => {
  it("reads the dossier type's status, none for an empty answer", () => {
    expect(
      toDossierTypeAnswer({ typeDossier: "CAMPUS", statuscode: "creation", id_dossier: "D" }),
    ).toEqual({ statuscode: "creation" });
    expect(toDossierTypeAnswer(undefined)).toEqual({ statuscode: null });
  });

  it("OK holds the lot (or keeps it aside for the bed change), KO means it was taken", () => {
    const held = {
      status: "OK" as const,
      changementBien: true,
      id_dossier: "D",
      id_dossier_temporaire: "T",
      date_fin_prereservation: null,
    };
    expect(toTemporaryApplicationAnswer(held)).toEqual({ outcome: "created" });
    expect(toTemporaryApplicationAnswer({ status: "KO", error: "bienIndisponible" })).toEqual({
      outcome: "unavailable",
    });
    expect(toBedChangeAnswer(held)).toEqual({ outcome: "changed" });
    expect(toBedChangeAnswer({ status: "KO", error: null })).toEqual({ outcome: "unavailable" });
  });

  it("tells colocationIncorrecte from other refusals", () => {
    expect(isGenderIncompatibility(httpError(400, { error: "colocationIncorrecte" }))).toBe(true);
    expect(isGenderIncompatibility(httpError(400, { error: "reservationEnCours" }))).toBe(false);
    expect(isGenderIncompatibility(httpError(500, {}))).toBe(false);
  });

  it("reads an extension as minutes, and the KO marker as released", () => {
    expect(toExtensionAnswer({ status: "OK", minutes: 30 })).toEqual({
      outcome: "extended",
      minutes: 30,
    });
    expect(toExtensionAnswer(15)).toEqual({ outcome: "extended", minutes: 15 });
    expect(toExtensionAnswer({ status: "KO" })).toEqual({ outcome: "released" });
    expect(toExtensionAnswer("KO")).toEqual({ outcome: "released" });
  });

  it("reads the check as complete or the list of missing items", () => {
    expect(toDossierCheckAnswer({ status: "ok" })).toEqual({ outcome: "complete" });
    expect(
      toDossierCheckAnswer({
        status: "ko",
        errors: [{ step: 4, error: "missing_doc", more_info: "identity" }],
      }),
    ).toEqual({
      outcome: "incomplete",
      missingItems: [{ step: 4, error: "missing_doc", more_info: "identity" }],
    });
  });

  it("reads the send: deposited, too late (annoncePlusDisponible), or anything else", () => {
    expect(toSendAnswer({ status: "OK", reference: "HC", date_arrivee: null })).toEqual({
      outcome: "deposited",
    });
    expect(toSendAnswer({ status: "KO", error: "annoncePlusDisponible" })).toEqual({
      outcome: "noLongerAvailable",
    });
    expect(toSendAnswer({ status: "KO", error: "preReservationExpiree" })).toEqual({
      outcome: "otherAnswer",
    });
  });
});
