import { describe, expect, it } from "vitest";
import { sanitizeFileName } from "../../../src/forms/fileName.ts";

describe("sanitizeFileName", () => {
  it("removes accents and symbols, turns spaces into underscores, keeps the extension", () => {
    expect(sanitizeFileName("Relevé d'impôts 2025 (1).pdf")).toBe("Releve_dimpots_2025_1.pdf");
  });

  it("keeps only the last dot", () => {
    expect(sanitizeFileName("bulletin.salaire.mars.PNG")).toBe("bulletinsalairemars.PNG");
  });

  it("spells out ligatures and collapses runs of spaces", () => {
    expect(sanitizeFileName("Cœur   Æther straße.jpg")).toBe("Coeur_AEther_strasse.jpg");
  });

  it("keeps a name when nothing of it survives, and handles names without extension", () => {
    expect(sanitizeFileName("(…).pdf")).toBe("document.pdf");
    expect(sanitizeFileName("( copie ) - 2.pdf")).toBe("copie_2.pdf");
    expect(sanitizeFileName("carte d'identité")).toBe("carte_didentite");
    expect(sanitizeFileName(".env")).toBe("env");
  });
});
