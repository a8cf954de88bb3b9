import { setupI18n } from "@lingui/core";
import { beforeAll, describe, expect, it } from "vitest";
import {
  profileFieldLabel,
  toFormFieldErrors,
} from "../../../src/features/tunnel/step2/profileSaveError.ts";
import { activateLocale } from "../../../src/i18n/i18n.ts";

const i18n = setupI18n();

beforeAll(async () => {
  await activateLocale(i18n, "fr");
});

describe("profileFieldLabel", () => {
  it("names the fields a DQE or sameEmail refusal can be about, by the form's label", () => {
    expect(profileFieldLabel("eft_rl_email", i18n)).toBe("Courriel du représentant légal");
    expect(profileFieldLabel("eft_parrain_email", i18n)).toBe("Courriel du parrain");
    expect(profileFieldLabel("unknown", i18n)).toBeUndefined();
  });
});

describe("toFormFieldErrors", () => {
  it("puts each server field error under its form field", () => {
    expect(
      toFormFieldErrors(
        { eft_rl_nom: "Requis*", address2_postalcode: "Texte trop long", other: "?" },
        "221310000",
      ),
    ).toEqual({
      "responsible.lastname": "Requis*",
      "currentAddress.postalCode": "Texte trop long",
      other: "?",
    });
  });

  it("puts the establishment's name under the employer for a young worker", () => {
    expect(toFormFieldErrors({ eft_nom_etablissement: "Texte trop long" }, "221310004")).toEqual({
      "youngWorkerEmployer.employerName": "Texte trop long",
    });
    expect(toFormFieldErrors({ eft_nom_etablissement: "Texte trop long" }, "221310000")).toEqual({
      "yourEstablishment.name": "Texte trop long",
    });
  });
});
