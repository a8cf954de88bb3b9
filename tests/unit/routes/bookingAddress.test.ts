import { describe, expect, it } from "vitest";
import { bookingAddress, bookingOfAddress } from "../../../src/routes/bookingAddress.ts";

const studio = {
  id_residence: "crm-residence-gerland",
  type_typologie: "crm-typology-gerland-studio",
  id_bien: "bed-GER-ST-103",
  date_arrivee: "2031-09-01",
  resicamp: false,
  id_offre: null,
  typology: "studio-gerland",
};

describe("a pending booking as an address", () => {
  it("is the tunnel's path with the flat and the day, read back whole", () => {
    const address = bookingAddress(studio, "en") ?? "";
    expect(address).toBe(
      "/en/application?id_residence=crm-residence-gerland&type_typologie=crm-typology-gerland-studio&id_bien=bed-GER-ST-103&date_arrivee=2031-09-01&typology=studio-gerland",
    );
    const search = Object.fromEntries(new URL(address, "https://site.test").searchParams);
    expect(bookingOfAddress(search)).toEqual(studio);
  });

  it("leaves out bookings that do not come from the public pages", () => {
    expect(bookingAddress({ ...studio, resicamp: true }, "fr")).toBeUndefined();
    expect(bookingAddress({ ...studio, id_offre: "offer-1" }, "fr")).toBeUndefined();
  });

  it("reads nothing from an address without a whole booking", () => {
    expect(bookingOfAddress({})).toBeUndefined();
    expect(bookingOfAddress({ payment: "success" })).toBeUndefined();
    expect(bookingOfAddress({ ...studio, date_arrivee: "someday" })).toBeUndefined();
    expect(bookingOfAddress({ ...studio, id_bien: "" })).toBeUndefined();
  });
});
