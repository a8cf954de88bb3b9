/** `vialink/checkDocument`'s answer with what the server read, as the app parses it. */
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { DocumentCheckSchema } from "../../../src/api/documentsSchemas.ts";

const read = {
  surnames: "DUBOIS",
  givenNames: "CAMILLE",
  birthDate: "2006-04-12",
  expiryDate: "2025-01-31",
};

describe("DocumentCheckSchema", () => {
  it("keeps what was read beside a finding", () => {
    const answer = { status: "ko", reason: "nomDifferent", documentType: "STATE_ID", read };
    expect(v.parse(DocumentCheckSchema, answer)).toMatchObject({ reason: "nomDifferent", read });
  });

  it("reads an answer without a read (nothing could be read, or an older server) as null", () => {
    expect(
      v.parse(DocumentCheckSchema, { status: "ok", documentType: "PASSPORT" }).read,
    ).toBeNull();
    expect(v.parse(DocumentCheckSchema, { status: "ok", read: null }).read).toBeNull();
  });

  it("refuses a read whose dates are not days or whose names are missing", () => {
    const badDate = {
      status: "ko",
      reason: "documentExpire",
      read: { ...read, expiryDate: "310125" },
    };
    expect(v.safeParse(DocumentCheckSchema, badDate).success).toBe(false);
    const { surnames: _, ...noSurnames } = read;
    expect(v.safeParse(DocumentCheckSchema, { status: "ok", read: noSurnames }).success).toBe(
      false,
    );
  });
});
