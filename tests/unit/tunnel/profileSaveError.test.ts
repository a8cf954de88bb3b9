import { beforeAll, describe, expect, it } from "vitest";
import {
  profileSaveErrorText,
  toFormFieldErrors,
} from "../../../src/features/tunnel/step2/profileSaveError.ts";
import { activateLocale, i18n } from "../../../src/i18n/i18n.ts";

beforeAll(async () => {
  await activateLocale("fr");
});

const refusal = (error: string, key: string, defaultMessage: string) => ({
  error,
  content: { errorType: error, key, id: key, defaultMessage, mail: "tmp@yopmail.com" },
});

describe("profileSaveErrorText", () => {
  it("words a DQE or sameEmail refusal as '<label> - <message>'", () => {
    expect(
      profileSaveErrorText(
        refusal(
          "DQE",
          "eft_rl_email",
          "Les adresses de courriel temporaires ne sont pas acceptées.",
        ),
        i18n,
      ),
    ).toBe(
      "Courriel du représentant légal - Les adresses de courriel temporaires ne sont pas acceptées.",
    );
    expect(
      profileSaveErrorText(
        refusal("sameEmail", "eft_parrain_email", "{mail} est déjà utilisée."),
        i18n,
      ),
    ).toBe("Courriel du parrain - tmp@yopmail.com est déjà utilisée.");
  });

  it("leaves any other failure to the general handler", () => {
    expect(profileSaveErrorText({ errors: { firstname: "Requis*" } }, i18n)).toBeNull();
    expect(profileSaveErrorText("colocationIncorrecte", i18n)).toBeNull();
    expect(profileSaveErrorText(undefined, i18n)).toBeNull();
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
