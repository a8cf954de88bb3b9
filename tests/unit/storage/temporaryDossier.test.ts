import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TEMPORARY_DOSSIER_VALIDITY_MS } from "../../../src/config/index.ts";
import { temporaryDossierInfoStorage } from "../../../src/storage/keys.ts";
import {
  createTemporaryDossierInfo,
  isTemporaryDossierInfoValid,
  type TemporaryDossierInfo,
} from "../../../src/storage/temporaryDossier.ts";
import { installStorages, type MemoryStorage } from "./browserShims.ts";

const application = {
  id_residence: "res-lyon",
  type_typologie: "T1",
  id_bien: 1204,
  date_arrivee: "2031-09-01",
  resicamp: false,
  id_offre: null,
};
const now = Date.parse("2031-06-01T10:00:00Z");

let local: MemoryStorage;
beforeEach(() => {
  ({ local } = installStorages());
});
afterEach(() => {
  temporaryDossierInfoStorage.clear();
  vi.unstubAllGlobals();
});

describe("temporary dossier info validity", () => {
  const infoValidUntil = (validityDate: number): TemporaryDossierInfo => ({
    ...application,
    id_bien: "1204",
    validityDate,
  });

  it("is valid while its validity date is in the future", () => {
    expect(isTemporaryDossierInfoValid(infoValidUntil(now + 1), now)).toBe(true);
  });

  it("is no longer valid at its validity date", () => {
    expect(isTemporaryDossierInfoValid(infoValidUntil(now), now)).toBe(false);
  });

  it("is not valid after it", () => {
    expect(isTemporaryDossierInfoValid(infoValidUntil(now - 1), now)).toBe(false);
  });
});

describe("creating and storing it", () => {
  it("lasts the spec's 5 minutes", () => {
    const info = createTemporaryDossierInfo(application, now, "studio-lyon");
    expect(TEMPORARY_DOSSIER_VALIDITY_MS).toBe(5 * 60 * 1000);
    expect(info.validityDate).toBe(now + 5 * 60 * 1000);
    expect(info.typology).toBe("studio-lyon");
  });

  it("survives a round trip through local storage (the sign-in redirect)", () => {
    temporaryDossierInfoStorage.write(createTemporaryDossierInfo(application, now, "studio-lyon"));
    expect(temporaryDossierInfoStorage.read()).toEqual({
      ...application,
      id_bien: "1204",
      typology: "studio-lyon",
      validityDate: now + TEMPORARY_DOSSIER_VALIDITY_MS,
    });
  });

  it("drops stored info that lacks its validity date", () => {
    local.setItem("temporary_dossier_info", JSON.stringify({ ...application }));
    expect(temporaryDossierInfoStorage.read()).toBeUndefined();
    expect(local.getItem("temporary_dossier_info")).toBeNull();
  });
});
