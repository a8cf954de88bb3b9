import { describe, expect, it } from "vitest";
import {
  hasEndOfFile,
  hasPdfHeader,
  isPasswordProtected,
  pdfOpeningProblem,
} from "../../../src/features/tunnel/step4/pdfStructure.ts";

const bytes = (text: string) => new Uint8Array(Buffer.from(text, "latin1"));

const body =
  "1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n";
const plain = bytes(`%PDF-1.7\n${body}trailer<</Root 1 0 R/Size 3>>\nstartxref\n9\n%%EOF\n`);
const protectedByTrailer = bytes(
  `%PDF-1.4\n${body}5 0 obj<</Filter/Standard/V 2/R 3/O(x)/U(y)/P -4>>endobj\ntrailer<</Root 1 0 R/Encrypt 5 0 R/ID[<a><b>]>>\n%%EOF\n`,
);
/** PDF 1.5+: no trailer keyword, the cross-reference stream's dictionary carries /Encrypt. */
const protectedByXrefStream = bytes(
  `%PDF-1.6\n${body}9 0 obj<</Type/XRef/Size 10/Root 1 0 R/Encrypt<</Filter/Standard/V 4>>/W[1 2 1]>>stream\n\u0001\u0002\nendstream endobj\nstartxref\n120\n%%EOF`,
);

describe("pdfOpeningProblem", () => {
  it("opens a plain PDF", () => {
    expect(pdfOpeningProblem(plain)).toBeNull();
  });
  it("says a password protects it, by trailer or by cross-reference stream", () => {
    expect(pdfOpeningProblem(protectedByTrailer)).toBe("pdfProtected");
    expect(pdfOpeningProblem(protectedByXrefStream)).toBe("pdfProtected");
  });
  it("says a file cut short (no %%EOF) or no PDF at all is damaged", () => {
    expect(pdfOpeningProblem(plain.subarray(0, plain.length - 20))).toBe("pdfDamaged");
    expect(pdfOpeningProblem(bytes("pas un PDF"))).toBe("pdfDamaged");
    expect(pdfOpeningProblem(new Uint8Array())).toBe("pdfDamaged");
  });
});

describe("the structure's markers", () => {
  it("finds the header after a few leading bytes, not past the first kilobyte", () => {
    expect(hasPdfHeader(bytes(`\r\n%PDF-1.4`))).toBe(true);
    expect(hasPdfHeader(bytes(`${" ".repeat(2000)}%PDF-1.4`))).toBe(false);
  });
  it("finds the end marker followed by trailing bytes", () => {
    expect(hasEndOfFile(bytes(`%PDF-1.4\n%%EOF\n\n  `))).toBe(true);
    expect(hasEndOfFile(bytes(`%PDF-1.4\n%%EOF${" ".repeat(4000)}`))).toBe(false);
  });
  it("does not take the word Encrypt in text for an encryption dictionary", () => {
    expect(isPasswordProtected(bytes("BT (Encrypt your files /Encrypt) Tj ET"))).toBe(false);
  });
});
