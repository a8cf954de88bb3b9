import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { DossierInfoSchema } from "../../../src/api/dossierSchemas.ts";
import { step1ContentOf } from "../../../src/features/tunnel/steps/step1Content.ts";
import { toTunnelDossier } from "../../../src/features/tunnel/tunnelDossier.ts";
import { lastSearchHref, searchAgainHref } from "../../../src/features/tunnel/tunnelHrefs.ts";

const applicatif = {
  statut: 1,
  typologie: "crm-typology",
  date_arrivee: "2031-09-01",
  date_fin_prereservation: "2031-08-01T10:30:00.000Z",
  resicamp: false,
  alias_fr: "residence-gerland",
  alias_en: "student-residence-gerland",
  typologie_alias_fr: "studio",
  typologie_alias_en: "studio-en",
  extensionsRestantes: 2,
  dossierTemporaire: null,
};

const answer = {
  id_dossier: "D-42",
  statuscode: "creation",
  applicatif,
  crm: { eft_dossierid: "D-42", eft_name: "HC-1", eft_duree_du_sejour: 9, eft_code_promo: null },
  lot: null,
  typologie: null,
  residence: null,
  pricing: {
    rentExcludingCharges: 600,
    charges: 90,
    rentIncludingCharges: 690,
    fees: 400,
    feeDiscountPercent: 25,
    feesAfterDiscount: 300,
    deposit: 600,
    entryFees: 900,
    firstMonthProrated: null,
    paymentAmount: 900,
  },
  date_debut_de_bail: null,
  followup: { code_bail: null },
};

const parse = (value: unknown) => v.parse(DossierInfoSchema, value);

describe("the dossier as the tunnel's machines see it", () => {
  it("keeps the facts they decide on", () => {
    expect(toTunnelDossier(parse(answer))).toEqual({
      dossierId: "D-42",
      statuscode: "creation",
      informationStatus: 1,
      temporaryApplicationId: null,
      prebookingEndsAt: "2031-08-01T10:30:00.000Z",
      isResicamp: false,
      arrivalDate: "2031-09-01",
      listing: {
        residence: { fr: "residence-gerland", en: "student-residence-gerland" },
        typology: { fr: "studio", en: "studio-en" },
      },
    });
  });

  it("reads the waiting temporary application and a missing listing", () => {
    const dossier = toTunnelDossier(
      parse({
        ...answer,
        applicatif: {
          ...applicatif,
          typologie_alias_en: null,
          dossierTemporaire: { id_dossier_temporaire: "T-9", id_bien: "b", eft_refbien: "r" },
        },
      }),
    );
    expect(dossier.temporaryApplicationId).toBe("T-9");
    expect(dossier.listing).toBeNull();
  });

  it("reads the answer without any file", () => {
    const dossier = toTunnelDossier(
      parse({
        id_dossier: null,
        statuscode: null,
        applicatif: { statut: 0, dossierTemporaire: null },
        crm: null,
        lot: null,
        typologie: null,
        residence: null,
        pricing: null,
        date_debut_de_bail: null,
        followup: null,
      }),
    );
    expect(dossier).toMatchObject({ dossierId: null, informationStatus: 0, listing: null });
  });
});

describe("what step 1 shows", () => {
  it("welcomes without a file, hides the summary for abandoned or refused files", () => {
    expect(step1ContentOf(false, null)).toBe("welcome");
    expect(step1ContentOf(true, parse(answer))).toBe("summary");
    expect(step1ContentOf(true, parse({ ...answer, statuscode: "abandoned" }))).toBe("noFlat");
    expect(step1ContentOf(true, parse({ ...answer, statuscode: "refused" }))).toBe("noFlat");
    expect(step1ContentOf(true, parse({ ...answer, pricing: null }))).toBe("noFlat");
  });
});

describe("where the tunnel sends the applicant", () => {
  const target = {
    aliasResidence: { fr: "residence-gerland", en: "student-residence-gerland" },
    aliasTypology: { fr: "studio", en: "studio-en" },
    date: "2031-09-01",
  };

  it("the last search is the flat type's page in the page's language, with the date", () => {
    expect(lastSearchHref(target, "fr")).toBe(
      "/fr/logements/residence-gerland/studio?date=2031-09-01",
    );
    expect(lastSearchHref(target, "en")).toBe(
      "/en/accomodation/student-residence-gerland/studio-en?date=2031-09-01",
    );
  });

  it("a new search starts at the same arrival day when it is known", () => {
    expect(searchAgainHref({ typology: "studio", arrivalDate: "2031-09-01" }, "fr")).toBe(
      "/fr/resultats-recherche?date=2031-09-01",
    );
    expect(searchAgainHref({ typology: null, arrivalDate: null }, "en")).toBe("/en/search-results");
  });
});
