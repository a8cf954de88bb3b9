import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { BookingRecap } from "../../../src/features/tunnel/frame/BookingRecap.tsx";
import { renderWithProviders } from "../providers.tsx";

const lot = {
  eft_refbien: "GERL12-T2-201",
  eft_bienid: null,
  surface: 38,
  bedrooms: 1,
  terrace: false,
  balcony: true,
  largeBed: false,
  lotType: "apartment",
};

describe("booking recap", () => {
  it("names the rooms as the flat type pages do, in each language", async () => {
    const { unmount } = await renderWithProviders(
      <BookingRecap residence={null} typologie={null} lot={lot} />,
    );
    expect(screen.getByText("1 chambre")).toBeTruthy();
    expect(screen.queryByText(/chambre\(s\)/)).toBeNull();
    unmount();
    await renderWithProviders(
      <BookingRecap residence={null} typologie={null} lot={{ ...lot, bedrooms: 2 }} />,
      "en",
    );
    expect(screen.getByText("2 bedrooms")).toBeTruthy();
    expect(screen.getByText("38 m²")).toBeTruthy();
  });
});
