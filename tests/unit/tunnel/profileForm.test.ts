import { describe, expect, it } from "vitest";
import {
  type ProfileFormValues,
  profileFormSchema,
} from "../../../src/features/tunnel/step2/profileForm.ts";
import {
  isDigitsOnly,
  isPastDay,
  isWholeEuros,
  profileMaxLength,
} from "../../../src/features/tunnel/step2/profileRules.ts";
import { messagesByField } from "../forms/issueTexts.ts";

const parisNoon = (day: string) => new Date(`${day}T12:00:00+01:00`);
const today = parisNoon("2026-11-24");
const schema = profileFormSchema(() => today);

/** A valid student of 20, nothing optional filled. */
function valid(): ProfileFormValues {
  return {
    personalInformations: {
      gender: "221310001",
      birthDate: "2006-04-10",
      firstname: "Léa",
      lastname: "Dupont",
      locationCityBirth: "",
      locationCountryBirth: "1",
      nationality: "1",
    },
    responsible: {
      gender: "",
      lastname: "",
      firstname: "",
      email: "",
      phone: "",
      country: "1",
      completeAddress: "",
      complementaryInformation: "",
      postalCode: "",
      city: "",
      birthDate: "",
      countryBirth: "1",
      cityBirth: "",
    },
    currentAddress: {
      country: "1",
      completeAddress: "",
      complementaryInformation: "",
      postalCode: "",
      city: "",
    },
    schoolSituation: "221310000",
    yourEstablishment: { type: "", name: "", preparedDegree: "" },
    youngWorkerSituation: { contract: "", experience: 0 },
    youngWorkerEmployer: {
      employerName: "",
      employerStreet: "",
      employerPostal: "",
      employerCity: "",
    },
    youngIndependent: { status: "", autre: "", activityDate: "" },
    youngIncome: { netIncome: "", otherIncome: "" },
    howYfCampus: {
      from: "",
      by: "",
      godFatherLastname: "",
      godFatherFirstname: "",
      godFatherEmail: "",
      specificRequest: "",
    },
  };
}

type Groups = Omit<ProfileFormValues, "schoolSituation">;
function withField<G extends keyof Groups>(
  group: G,
  field: Partial<Groups[G]>,
  base = valid(),
): ProfileFormValues {
  return { ...base, [group]: { ...base[group], ...field } };
}
const errors = (values: ProfileFormValues) => messagesByField(schema, values);
const x = (length: number) => "a".repeat(length);

describe("step 2 form: always-asked fields", () => {
  it("accepts a valid form", () => {
    expect(errors(valid())).toEqual({});
  });

  it("requires first and last name, gender, birth date and situation", () => {
    const empty = withField("personalInformations", {
      gender: "",
      birthDate: "",
      firstname: " ",
      lastname: "",
    });
    expect(errors({ ...empty, schoolSituation: "" })).toEqual({
      "personalInformations.gender": ["Requis*"],
      "personalInformations.birthDate": ["Requis*"],
      "personalInformations.firstname": ["Requis*"],
      "personalInformations.lastname": ["Requis*"],
      schoolSituation: ["Requis*"],
    });
  });

  it("takes names of letters with accents, refuses digits and symbols", () => {
    expect(
      errors(withField("personalInformations", { firstname: "Jean-Éric", lastname: "N'Diaye" })),
    ).toEqual({});
    expect(
      errors(withField("personalInformations", { firstname: "Léa2", lastname: "Du@pont" })),
    ).toEqual({
      "personalInformations.firstname": ["Format incorrect*"],
      "personalInformations.lastname": ["Format incorrect*"],
    });
  });

  it("caps lastname at 32 and firstname and birth city at 255", () => {
    const at = withField("personalInformations", {
      lastname: x(32),
      firstname: x(255),
      locationCityBirth: x(255),
    });
    expect(errors(at)).toEqual({});
    const over = withField("personalInformations", {
      lastname: x(33),
      firstname: x(256),
      locationCityBirth: x(256),
    });
    expect(Object.keys(errors(over)).sort()).toEqual([
      "personalInformations.firstname",
      "personalInformations.lastname",
      "personalInformations.locationCityBirth",
    ]);
  });

  it("says 'Date incorrecte*' for no calendar day and for a day to come", () => {
    expect(errors(withField("personalInformations", { birthDate: "2006-02-30" }))).toEqual({
      "personalInformations.birthDate": ["Date incorrecte*"],
    });
    expect(errors(withField("personalInformations", { birthDate: "2026-11-25" }))).toEqual({
      "personalInformations.birthDate": ["Date incorrecte*"],
    });
    expect(
      errors(withField("personalInformations", { birthDate: "2026-11-24" })),
    ).not.toHaveProperty("personalInformations.birthDate");
  });

  it("caps address lines at 50, postal code at 10, city at 40", () => {
    const at = withField("currentAddress", {
      completeAddress: x(50),
      complementaryInformation: x(50),
      postalCode: x(10),
      city: x(40),
    });
    expect(errors(at)).toEqual({});
    const over = withField("currentAddress", {
      completeAddress: x(51),
      complementaryInformation: x(51),
      postalCode: x(11),
      city: x(41),
    });
    expect(Object.values(errors(over))).toEqual(Array(4).fill(["Texte trop long"]));
  });

  it("caps the specific request at 1024", () => {
    expect(errors(withField("howYfCampus", { specificRequest: x(1024) }))).toEqual({});
    expect(errors(withField("howYfCampus", { specificRequest: x(1025) }))).toEqual({
      "howYfCampus.specificRequest": ["Texte trop long"],
    });
  });
});

describe("step 2 form: the guardian", () => {
  const minor = withField("personalInformations", { birthDate: "2008-11-25" });
  const guardian = {
    gender: "221310000",
    lastname: "Martin",
    firstname: "Paul",
    email: "paul.martin@example.fr",
    phone: "0612345678",
  };

  it("is required the day before the 18th birthday, not on it", () => {
    expect(errors(minor)).toEqual({
      "responsible.gender": ["Requis*"],
      "responsible.lastname": ["Requis*"],
      "responsible.firstname": ["Requis*"],
      "responsible.email": ["Requis*"],
      "responsible.phone": ["Requis*"],
    });
    expect(errors(withField("personalInformations", { birthDate: "2008-11-24" }))).toEqual({});
  });

  it("checks names, email format and digits-only phone", () => {
    const wrong = withField(
      "responsible",
      { ...guardian, lastname: "M4rtin", email: "paul@", phone: "06 12 34" },
      minor,
    );
    expect(errors(wrong)).toEqual({
      "responsible.lastname": ["Format incorrect*"],
      "responsible.email": ["Format du courriel incorrect"],
      "responsible.phone": ["Format incorrect*"],
    });
    expect(errors(withField("responsible", guardian, minor))).toEqual({});
  });

  it("caps guardian names and email at 255", () => {
    const at = withField(
      "responsible",
      { ...guardian, lastname: x(255), firstname: x(255), email: `${x(243)}@example.fr` },
      minor,
    );
    expect(errors(at)).toEqual({});
    const over = withField("responsible", { ...guardian, lastname: x(256) }, minor);
    expect(errors(over)).toEqual({ "responsible.lastname": ["Texte trop long"] });
  });

  it("is not checked for an adult, whatever the hidden fields hold", () => {
    expect(errors(withField("responsible", { email: "not an email", phone: "abc" }))).toEqual({});
  });
});

describe("step 2 form: situations and sources", () => {
  const youngWorker = { ...valid(), schoolSituation: "221310004" };

  it("caps employer name and street at 50, postal code at 10, city at 40", () => {
    const fields = {
      employerName: x(50),
      employerStreet: x(50),
      employerPostal: x(10),
      employerCity: x(40),
    };
    expect(errors(withField("youngWorkerEmployer", fields, youngWorker))).toEqual({});
    const over = {
      employerName: x(51),
      employerStreet: x(51),
      employerPostal: x(11),
      employerCity: x(41),
    };
    expect(Object.keys(errors(withField("youngWorkerEmployer", over, youngWorker)))).toHaveLength(
      4,
    );
  });

  it("takes incomes of up to 10 digits, no sign, no decimals", () => {
    expect(
      errors(withField("youngIncome", { netIncome: "9999999999", otherIncome: "0" }, youngWorker)),
    ).toEqual({});
    expect(
      errors(withField("youngIncome", { netIncome: "-1", otherIncome: "12.5" }, youngWorker)),
    ).toEqual({
      "youngIncome.netIncome": ["Format incorrect*"],
      "youngIncome.otherIncome": ["Format incorrect*"],
    });
    expect(
      errors(withField("youngIncome", { netIncome: "12345678901" }, youngWorker)),
    ).toHaveProperty("youngIncome.netIncome");
  });

  it("keeps the slider between 0 and 24 months", () => {
    expect(errors(withField("youngWorkerSituation", { experience: 24 }, youngWorker))).toEqual({});
    expect(
      errors(withField("youngWorkerSituation", { experience: 25 }, youngWorker)),
    ).toHaveProperty("youngWorkerSituation.experience");
  });

  it("requires 'by' when the source is other, only then", () => {
    expect(errors(withField("howYfCampus", { from: "14" }))).toEqual({
      "howYfCampus.by": ["Requis*"],
    });
    expect(errors(withField("howYfCampus", { from: "14", by: "Un salon" }))).toEqual({});
    expect(errors(withField("howYfCampus", { from: "2" }))).toEqual({});
  });

  it("checks the sponsor's names and email when the source is sponsorship", () => {
    const sponsor = { from: "1", godFatherLastname: "Dur4nd", godFatherEmail: "chloe@" };
    expect(errors(withField("howYfCampus", sponsor))).toEqual({
      "howYfCampus.godFatherLastname": ["Format incorrect*"],
      "howYfCampus.godFatherEmail": ["Format du courriel incorrect"],
    });
  });

  it("leaves the fields of a hidden section unchecked", () => {
    const hidden = withField("howYfCampus", {
      from: "2",
      godFatherLastname: "Dur4nd",
      godFatherEmail: "chloe@",
    });
    expect(errors(hidden)).toEqual({});
    const notIndependent = withField("youngIndependent", { activityDate: "2024-02-30" });
    expect(errors(notIndependent)).toEqual({});
    const independent = { ...notIndependent, schoolSituation: "221310005" };
    expect(errors(independent)).toEqual({ "youngIndependent.activityDate": ["Date incorrecte*"] });
  });

  it("refuses the guardian's email again as the sponsor's", () => {
    const minor = withField(
      "responsible",
      {
        gender: "221310000",
        lastname: "Martin",
        firstname: "Paul",
        email: "paul.martin@example.fr",
        phone: "0612345678",
      },
      withField("personalInformations", { birthDate: "2010-01-01" }),
    );
    const values = withField(
      "howYfCampus",
      { from: "1", godFatherEmail: " Paul.Martin@example.fr" },
      minor,
    );
    expect(errors(values)).toEqual({
      "howYfCampus.godFatherEmail": [
        "Cette adresse de courriel est déjà saisie dans un autre champ.",
      ],
    });
  });
});

describe("step 2 named rules", () => {
  it("isDigitsOnly", () => {
    expect(isDigitsOnly("0612345678")).toBe(true);
    expect(isDigitsOnly("+33612")).toBe(false);
    expect(isDigitsOnly("")).toBe(false);
  });

  it("isWholeEuros", () => {
    expect(isWholeEuros("0")).toBe(true);
    expect(isWholeEuros("1".repeat(profileMaxLength.income))).toBe(true);
    expect(isWholeEuros("1".repeat(profileMaxLength.income + 1))).toBe(false);
    expect(isWholeEuros("-5")).toBe(false);
    expect(isWholeEuros("5,5")).toBe(false);
  });

  it("isPastDay", () => {
    expect(isPastDay("2026-11-24", today)).toBe(true);
    expect(isPastDay("2026-11-25", today)).toBe(false);
    expect(isPastDay("2026-13-01", today)).toBe(false);
  });
});
