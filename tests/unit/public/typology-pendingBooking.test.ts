import { describe, expect, it } from "vitest";
import { pendingApplication } from "../../../src/features/typology/pendingBooking.ts";
import { createTemporaryDossierInfo } from "../../../src/storage/index.ts";

describe("pendingApplication", () => {
  it("names the residence and flat type by CRM id, with the bed and arrival day", () => {
    const application = pendingApplication(
      { crm_id: "res-1" },
      { crm_id: "typ-1" },
      { id_bien: "bed-1" },
      "2026-10-01",
    );
    expect(application).toEqual({
      id_residence: "res-1",
      type_typologie: "typ-1",
      id_bien: "bed-1",
      date_arrivee: "2026-10-01",
      resicamp: false,
      id_offre: null,
    });
    const now = Date.UTC(2026, 8, 1, 12);
    expect(createTemporaryDossierInfo(application, now).validityDate).toBe(now + 5 * 60_000);
  });
});
