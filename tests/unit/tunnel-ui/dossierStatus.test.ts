import { describe, expect, it } from "vitest";
import { statusLabelOf } from "../../../src/features/tunnel/dossierStatus.ts";

const textOf = (statuscode: string) => {
  const label = statusLabelOf(statuscode);
  return typeof label === "string" ? label : label.message;
};

describe("a file's status in words", () => {
  it("names every status of the spec's catalogue, the follow-up ones included", () => {
    expect(textOf("signWait")).toBe("En attente de signature");
    expect(textOf("shouldCallProspect")).toBe("En cours d'examen : nous allons vous appeler");
    for (const code of ["hasCalledProspect", "noLotToSuggest", "notAttached", "accepted"]) {
      expect(textOf(code)).not.toBe(code);
    }
  });

  it("never shows a status code the page does not know", () => {
    expect(textOf("someNewStatus")).toBe("En cours de traitement");
  });
});
