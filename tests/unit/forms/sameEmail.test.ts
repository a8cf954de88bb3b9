import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { emailFormat } from "../../../src/forms/rules.ts";
import { findSameEmailFields, noSameEmail } from "../../../src/forms/sameEmail.ts";
import { messagesByField } from "./issueTexts.ts";

describe("findSameEmailFields", () => {
  it("flags each later field repeating an earlier address, ignoring case and spaces", () => {
    expect(
      findSameEmailFields([
        ["email", "Jean@Example.fr"],
        ["guardian", "other@example.fr"],
        ["guarantor", " jean@example.fr "],
        ["guarantor2", "OTHER@example.fr"],
      ]),
    ).toEqual(["guarantor", "guarantor2"]);
  });

  it("never flags empty or missing fields", () => {
    expect(
      findSameEmailFields([
        ["a", ""],
        ["b", ""],
        ["c", undefined],
        ["d", "  "],
      ]),
    ).toEqual([]);
  });
});

describe("noSameEmail", () => {
  const email = v.pipe(v.string(), emailFormat());
  const schema = v.pipe(
    v.object({
      firstname: v.pipe(v.string(), v.nonEmpty("required")),
      email,
      guarantor: v.object({ email }),
    }),
    noSameEmail([["email"], ["guarantor", "email"]]),
  );
  const sameEmailText = "Cette adresse de courriel est déjà saisie dans un autre champ.";

  it("puts the message on the repeating field, even while other fields are invalid", () => {
    expect(
      messagesByField(schema, { firstname: "", email: "a@b.fr", guarantor: { email: "A@B.fr" } }),
    ).toEqual({ firstname: ["required"], "guarantor.email": [sameEmailText] });
  });

  it("accepts different addresses", () => {
    expect(
      messagesByField(schema, { firstname: "x", email: "a@b.fr", guarantor: { email: "c@d.fr" } }),
    ).toEqual({});
  });

  it("leaves malformed addresses to the email rule", () => {
    expect(
      messagesByField(schema, { firstname: "x", email: "a@b", guarantor: { email: "a@b" } }),
    ).toEqual({
      email: ["Format du courriel incorrect"],
      "guarantor.email": ["Format du courriel incorrect"],
    });
  });
});
