import * as v from "valibot";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ProfileRecordSchema } from "../../../src/api/profileStepSchemas.ts";
import { toProfileForm } from "../../../src/features/tunnel/step2/profileMapping.ts";
import {
  guaranteeDraft,
  profileDraft,
  withDraft,
} from "../../../src/features/tunnel/steps/stepDraft.ts";
import { clearLocalSession } from "../../../src/storage/index.ts";

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
    profileDraft.keep("D-42", saved);
    expect(profileDraft.read("D-42")?.values).toEqual(saved);
    expect(profileDraft.read("D-43")).toBeNull();
    expect(profileDraft.read(null)).toBeNull();
  });

  it("a malformed stored draft is dropped, never thrown", () => {
    local.setItem("draft_step_2", "{not json");
    expect(profileDraft.read("D-42")).toBeNull();
  });
});

describe("step 3's local draft", () => {
  it("is kept apart from step 2's, and both go at logout", () => {
    const guarantors = { guarantor: { lastname: "Dupont" }, choice: { hasGuarantor: "oui" } };
    profileDraft.keep("D-42", saved);
    guaranteeDraft.keep("D-42", guarantors);
    expect(local.getItem("draft_step_3")).not.toBeNull();
    expect(guaranteeDraft.read("D-42")?.values).toEqual(guarantors);
    expect(profileDraft.read("D-42")?.values).toEqual(saved);
    guaranteeDraft.forget();
    expect(profileDraft.read("D-42"), "forgetting step 3's leaves step 2's").not.toBeNull();
    guaranteeDraft.keep("D-42", guarantors);
    clearLocalSession();
    expect(local.getItem("draft_step_2")).toBeNull();
    expect(local.getItem("draft_step_3")).toBeNull();
  });
});
