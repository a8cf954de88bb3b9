import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { DocumentsContactSchema } from "../../../src/api/documentsSchemas.ts";
import { documentUploads } from "../../../src/config/index.ts";
import {
  documentSectionGroups,
  uploadRulesOf,
} from "../../../src/features/tunnel/step4/documentSections.ts";
import {
  exceedsUniqueFile,
  hasAllowedExtension,
  isDuplicateName,
  screenChosenFiles,
  sizeProblem,
  uploadProblem,
} from "../../../src/features/tunnel/step4/uploadRules.ts";

const MB = 1024 * 1024;
const identity = uploadRulesOf("identity");
const status = uploadRulesOf("status");

describe("hasAllowedExtension", () => {
  it.each(["a.png", "a.jpg", "a.JPEG", "a.pdf", "a.gif"])("takes %s in a plain section", (name) =>
    expect(hasAllowedExtension(name, false)).toBe(true),
  );
  it("refuses GIF where the identity check reads the file", () => {
    expect(hasAllowedExtension("carte.gif", true)).toBe(false);
    expect(hasAllowedExtension("carte.png", true)).toBe(true);
  });
  it.each(["notes.txt", "archive.zip", "pdf", "a.pdf.exe"])("refuses %s", (name) =>
    expect(hasAllowedExtension(name, false)).toBe(false),
  );
});

describe("sizeProblem (checked uploads)", () => {
  it("takes an image of 12 MB and refuses one byte more", () => {
    expect(sizeProblem({ name: "a.jpg", size: documentUploads.imageMaxBytes }, true)).toBeNull();
    expect(sizeProblem({ name: "a.jpg", size: 12 * MB + 1 }, true)).toBe("imageTooBig");
  });
  it("takes a PDF of 4 MB and refuses one byte more", () => {
    expect(sizeProblem({ name: "a.pdf", size: 4 * MB }, true)).toBeNull();
    expect(sizeProblem({ name: "a.pdf", size: 4 * MB + 1 }, true)).toBe("pdfTooBig");
  });
  it("leaves sections without the check to the server", () => {
    expect(sizeProblem({ name: "a.pdf", size: 5 * MB }, false)).toBeNull();
  });
});

describe("isDuplicateName and exceedsUniqueFile", () => {
  it("compares stored names", () => {
    expect(isDuplicateName("carte.png", ["carte.png"])).toBe(true);
    expect(isDuplicateName("carte.png", ["carte_2.png"])).toBe(false);
  });
  it("holds one file in a one-file section only", () => {
    expect(exceedsUniqueFile(status, 1)).toBe(true);
    expect(exceedsUniqueFile(status, 0)).toBe(false);
    expect(exceedsUniqueFile(identity, 3)).toBe(false);
  });
});

describe("uploadProblem", () => {
  it("names the first rule broken", () => {
    expect(uploadProblem({ name: "vide.pdf", size: 0 }, identity, [])).toBe("noFile");
    expect(uploadProblem({ name: "notes.txt", size: 10 }, identity, [])).toBe(
      "extensionNotAllowed",
    );
    expect(
      uploadProblem({ name: "Carte recto.png", size: 10 }, identity, ["Carte_recto.png"]),
    ).toBe("duplicateName");
    expect(uploadProblem({ name: "b.pdf", size: 10 }, status, ["a.pdf"])).toBe("oneFileOnly");
    expect(uploadProblem({ name: "b.pdf", size: 10 }, status, [])).toBeNull();
  });
  it("lets an image over the limit go on, to be scaled down in the browser, not a PDF", () => {
    expect(uploadProblem({ name: "photo.png", size: 20 * MB }, identity, [])).toBeNull();
    expect(uploadProblem({ name: "scan.pdf", size: 5 * MB }, identity, [])).toBe("pdfTooBig");
  });
});

describe("screenChosenFiles", () => {
  it("keeps the first of two files chosen at once under one name, and sanitises names", () => {
    const screened = screenChosenFiles(
      [
        { name: "Carte d'identité.png", size: 10 },
        { name: "Carte didentite.png", size: 10 },
        { name: "notes.txt", size: 10 },
      ],
      identity,
      [],
    );
    expect(screened.accepted.map((item) => item.fileName)).toEqual(["Carte_didentite.png"]);
    expect(screened.refused).toEqual([
      { fileName: "Carte didentite.png", problem: "duplicateName" },
      { fileName: "notes.txt", problem: "extensionNotAllowed" },
    ]);
  });
  it("takes one file for a one-file section when two are dropped", () => {
    const screened = screenChosenFiles(
      [
        { name: "a.pdf", size: 10 },
        { name: "b.pdf", size: 10 },
      ],
      status,
      [],
    );
    expect(screened.accepted).toHaveLength(1);
    expect(screened.refused).toEqual([{ fileName: "b.pdf", problem: "oneFileOnly" }]);
  });
});

describe("documentSectionGroups", () => {
  const contact = (facts: Record<string, unknown>) => v.parse(DocumentsContactSchema, facts);
  it("shows a student's identity and status proof", () => {
    expect(documentSectionGroups(contact({ situationActuelle: "student" }))).toEqual([
      { group: "applicant", sections: ["identity", "status"] },
    ]);
  });
  it("shows a young worker's proofs, other income and the legal representative when minor", () => {
    const groups = documentSectionGroups(
      contact({
        situationActuelle: "youngWorker",
        revenusComplementaires: true,
        eft_prospect_etudiant_mineur: true,
      }),
    );
    expect(groups[0]?.sections).toEqual([
      "identity",
      "contratTravail",
      "bulletinsDeSalaire",
      "avisImposition",
      "autresRevenus",
      "legalResponsible",
    ]);
  });
  it("shows a young independent's proofs and a scholarship proof", () => {
    const [applicant] = documentSectionGroups(
      contact({ situationActuelle: "youngIndependent", isBoursier: "oui" }),
    );
    expect(applicant?.sections).toEqual(["identity", "kbis", "declarationCA", "boursier"]);
  });
  it("adds each personal guarantor's five sections, or the guarantee's certificate", () => {
    const two = documentSectionGroups(
      contact({ situationActuelle: "student", eft_garant: true, eft_garant_2: true }),
    );
    expect(two.map((group) => group.group)).toEqual(["applicant", "guarantor1", "guarantor2"]);
    expect(two[2]?.sections).toEqual([
      "guarantorIdentity2",
      "income2",
      "tax2",
      "domicile2",
      "other2",
    ]);
    const visale = documentSectionGroups(contact({ moral_guarantor: "visale" }));
    expect(visale).toEqual([
      { group: "applicant", sections: ["identity"] },
      { group: "guarantee", sections: ["certificate1"] },
    ]);
  });
});
