/** The session-expired dialog's sign-in keeps the booking the visitor was choosing (public spec 4). */
import { renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { getDataLayer } from "../../../src/analytics/dataLayer.ts";
import { type BrowserPage, keepPendingBooking } from "../../../src/auth/sessionActors.ts";
import { type OfferedBooking, useOfferedBooking } from "../../../src/shared/offeredBooking.ts";
import {
  createTemporaryDossierInfo,
  temporaryDossierInfoStorage,
} from "../../../src/storage/index.ts";

const studioPage = "/fr/logements/residence-etudiante-paris-montsouris/studio";
const offer: OfferedBooking = {
  path: studioPage,
  typology: "studio",
  application: {
    id_residence: "r-1",
    type_typologie: "t-1",
    id_bien: "b-1",
    date_arrivee: "2031-09-01",
    resicamp: false,
    id_offre: null,
  },
};

const pageAt = (path: string): BrowserPage => ({
  origin: "https://site.test",
  currentPath: () => path,
  assign: () => undefined,
  reload: () => undefined,
});

const conversions = () =>
  getDataLayer().filter((entry) => (entry as { event?: string }).event === "booking_conversion");

beforeEach(() => {
  localStorage.clear();
  getDataLayer().length = 0;
});
afterEach(() => localStorage.clear());

describe("keepPendingBooking", () => {
  it("keeps the flat and day the page offers for 5 minutes, reports the conversion and comes back to the tunnel", () => {
    const shown = renderHook(() => useOfferedBooking(offer));
    const before = Date.now();
    expect(keepPendingBooking(pageAt(`${studioPage}?date=2031-09-01`), "fr")).toBe("/fr/dossier");
    const kept = temporaryDossierInfoStorage.read();
    expect(kept).toMatchObject({ ...offer.application, typology: "studio" });
    expect((kept?.validityDate ?? 0) - before).toBeGreaterThanOrEqual(5 * 60_000);
    expect(conversions()).toHaveLength(1);
    shown.unmount();
  });

  it("forgets the offer when its page is gone, and keeps nothing without a booking", () => {
    renderHook(() => useOfferedBooking(offer)).unmount();
    expect(keepPendingBooking(pageAt(studioPage), "fr")).toBeUndefined();
    expect(temporaryDossierInfoStorage.read()).toBeUndefined();
    expect(conversions()).toHaveLength(0);
  });

  it("takes no offer of another page", () => {
    const shown = renderHook(() => useOfferedBooking(offer));
    expect(keepPendingBooking(pageAt("/fr/faq"), "fr")).toBeUndefined();
    shown.unmount();
  });

  it("renews a pending booking in the tunnel and comes back to the step shown", () => {
    temporaryDossierInfoStorage.write(
      createTemporaryDossierInfo(offer.application, Date.now() - 60_000, "studio"),
    );
    expect(keepPendingBooking(pageAt("/en/application/profile"), "en")).toBe(
      "/en/application/profile",
    );
    expect((temporaryDossierInfoStorage.read()?.validityDate ?? 0) - Date.now()).toBeGreaterThan(
      4.9 * 60_000,
    );
    expect(conversions()).toHaveLength(1);
  });
});
