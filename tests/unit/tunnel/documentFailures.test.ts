import * as v from "valibot";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FileFailure, problemOf } from "../../../machines/documentProblem.ts";
import { defineCall } from "../../../src/api/call.ts";
import {
  missingItemAnchor,
  missingItemDetail,
  missingItemLabel,
} from "../../../src/features/tunnel/dialogs/missingItems.ts";
import { withFileProblem } from "../../../src/features/tunnel/step4/uploadFailures.ts";
import { failureOf, json, networkDrop, type Responder } from "../api/fakeBackend.ts";

beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

const upload = defineCall({
  method: "POST",
  path: "/api/ac_campus/sharepoint/add",
  answer: v.record(v.string(), v.array(v.object({ fileName: v.string(), url: v.string() }))),
});

/** The problem a file's actor receives when the server answers this way. */
async function problemFrom(responder: Responder, fileName = "carte.png") {
  const error = await failureOf(
    (options) => withFileProblem(fileName, () => upload(options)),
    responder,
  );
  expect(error).toBeInstanceOf(FileFailure);
  return problemOf(error);
}

describe("the server's refusals of a file read as the step's rules", () => {
  it.each([
    ["extensionNonAutorisee", "carte.png", "extensionNotAllowed"],
    ["typeNonConforme", "carte.png", "contentMismatch"],
    ["fichierExistant", "carte.png", "duplicateName"],
    ["fichierUnique", "carte.png", "oneFileOnly"],
    ["rubriquePleine", "fiche.png", "sectionFull"],
    ["quotaDossierAtteint", "fiche.png", "applicationFull"],
    ["fichierTropVolumineux", "carte.png", "imageTooBig"],
    ["fichierTropVolumineux", "avis.pdf", "pdfTooBig"],
    ["dossierPasEnCreation", "carte.png", "notEditable"],
  ])("400 %s (%s) → %s", async (code, fileName, problem) => {
    expect(await problemFrom(() => json({ error: code }, { status: 400 }), fileName)).toBe(problem);
  });

  it("413 is the size rule; 403 the rights message", async () => {
    expect(await problemFrom(() => new Response("", { status: 413 }), "a.pdf")).toBe("pdfTooBig");
    expect(await problemFrom(() => json({ error: "droits" }, { status: 403 }))).toBe(
      "deleteForbidden",
    );
  });

  it("a fault that refused nothing is a failed upload, which may be retried", async () => {
    expect(await problemFrom(() => json({ error: "internal" }, { status: 500 }))).toBe(
      "uploadFailed",
    );
    expect(await problemFrom(networkDrop)).toBe("uploadFailed");
    expect(await problemFrom(() => json({ error: "inconnu" }, { status: 400 }))).toBe(
      "uploadFailed",
    );
    expect(await problemFrom(() => json({ identity: "nope" }))).toBe("uploadFailed");
  });
});

describe("the incomplete dialog's items", () => {
  const item = (error: string, more_info: string | null, step: 1 | 2 | 3 | 4 = 4) => ({
    step,
    error,
    more_info,
  });
  it("names a missing document by its section, never by its key", () => {
    const detail = missingItemDetail(item("missing_doc", "identity"));
    expect(typeof detail).not.toBe("string");
    expect((detail as { message?: string }).message ?? (detail as { id: string }).id).toMatch(
      /Pièce d'identité/,
    );
    expect(missingItemAnchor(item("missing_doc", "identity"))).toBe("documents-identity");
    expect(missingItemAnchor(item("missing_info", "newsletter"))).toBe("documents-newsletter");
  });
  it("names fields of steps 2 and 3; an unknown key is shown as written", () => {
    expect(typeof missingItemDetail(item("missing_info", "address2_city", 2))).not.toBe("string");
    expect(typeof missingItemDetail(item("no_gurantor", "guarantees", 3))).not.toBe("string");
    expect(missingItemDetail(item("missing_info", "eft_inconnu", 2))).toBe("eft_inconnu");
    expect(missingItemDetail(item("missing_bed", null, 1))).toBeNull();
    expect(missingItemAnchor(item("missing_info", "address2_city", 2))).toBeNull();
    expect(typeof missingItemLabel("missing_guarantor_1_doc")).not.toBe("string");
  });
});
