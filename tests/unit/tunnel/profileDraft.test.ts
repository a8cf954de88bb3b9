import * as v from "valibot";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ProfileRecordSchema } from "../../../src/api/profileStepSchemas.ts";
import {
  keepProfileDraft,
  readProfileDraft,
  withDraft,
} from "../../../src/features/tunnel/step2/profileDraft.ts";
import { toProfileForm } from "../../../src/features/tunnel/step2/profileMapping.ts";

import { installStorages, type MemoryStorage } from "../storage/browserShims.ts";

let local: MemoryStorage;
beforeEach(() => {
  ({ local } = installStorages());
  vi.spyOn(console, "error").mockImplementation(() => {});
});

const saved = toProfileForm(v.parse(ProfileRecordSchema, { lastname: "Dupont", firstname: "Léa" }));

describe("step 2's local draft", () => {
  it("takes back the fields the form has, with the kind of value it gives them", () => {
    const merged = withDraft(saved, {
      personalInformations: { lastname: "Durand", firstname: 42, unknownField: "x" },
      notAGroup: { anything: true },
      howYfCampus: "not an object",
    });
    expect(merged.personalInformations.lastname).toBe("Durand");
    expect(merged.personalInformations.firstname).toBe("Léa");
    expect(merged.personalInformations).not.toHaveProperty("unknownField");
    expect(merged).not.toHaveProperty("notAGroup");
    expect(merged.howYfCampus).toEqual(saved.howYfCampus);
  });

  it("belongs to one dossier: another dossier's draft is not offered", () => {
    keepProfileDraft("D-42", saved);
    expect(readProfileDraft("D-42")?.values).toEqual(saved);
    expect(readProfileDraft("D-43")).toBeNull();
    expect(readProfileDraft(null)).toBeNull();
  });

  it("a malformed stored draft is dropped, never thrown", () => {
    local.setItem("draft_step_2", "{not json");
    expect(readProfileDraft("D-42")).toBeNull();
  });
});
