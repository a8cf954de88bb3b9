import { describe, expect, it } from "vitest";
import { invalidValuesMessage } from "../../../src/api/errors.ts";
import { saveFailureOf, signInAgainMessage } from "../../../src/features/profile/profileActors.ts";

describe("saveFailureOf: what a section shows for a failed save", () => {
  it("keeps the server's field errors when the section shows those fields", () => {
    const fields = { oldPassword: "Le mot de passe actuel est incorrect." };
    expect(saveFailureOf("password", { kind: "fields", fields })).toEqual({ fields });
    expect(saveFailureOf("email", { kind: "fields", fields: { email: "Déjà utilisée" } })).toEqual({
      fields: { email: "Déjà utilisée" },
    });
  });

  it("shows errors of fields the form does not have above the button", () => {
    expect(
      saveFailureOf("consents", {
        kind: "fields",
        fields: { hasAcceptedSMS: "Valeur non autorisée", hasAcceptedEmail: "Requis*" },
      }),
    ).toEqual({ userMessage: "Valeur non autorisée et Requis*" });
    expect(saveFailureOf("email", { kind: "fields", fields: { other: " " } })).toEqual({
      userMessage: invalidValuesMessage,
    });
  });

  it("shows a server's text as is, and asks to sign in again on a 401", () => {
    expect(saveFailureOf("phone", { kind: "message", message: "Refusé" })).toEqual({
      userMessage: "Refusé",
    });
    expect(saveFailureOf("phone", { kind: "forbidden", message: "droits" })).toEqual({
      userMessage: "droits",
    });
    expect(saveFailureOf("phone", { kind: "unauthenticated" })).toEqual({
      userMessage: signInAgainMessage,
    });
  });

  it("leaves everything else to the generic error", () => {
    expect(saveFailureOf("phone", { kind: "forbidden" })).toBeNull();
    expect(saveFailureOf("phone", { kind: "notFound" })).toBeNull();
    expect(saveFailureOf("phone", { kind: "cancelled" })).toBeNull();
    expect(saveFailureOf("phone", { kind: "genderIncompatibility" })).toBeNull();
  });
});
