import { describe, expect, it } from "vitest";
import { keepTrackingParameters } from "../../../src/routes/tracking.ts";

describe("keepTrackingParameters", () => {
  const current = { utm_source: "newsletter", gclid: "abc", city: "lyon", mid: "7" };

  it("carries the tracking parameters, and only them, for a visitor who is not signed in", () => {
    expect(keepTrackingParameters(current, { page: "2" }, false)).toEqual({
      utm_source: "newsletter",
      gclid: "abc",
      mid: "7",
      page: "2",
    });
  });

  it("lets the next page's own value win", () => {
    expect(keepTrackingParameters(current, { utm_source: "banner" }, false)).toMatchObject({
      utm_source: "banner",
    });
  });

  it("keeps nothing for a signed-in visitor", () => {
    expect(keepTrackingParameters(current, { page: "2" }, true)).toEqual({ page: "2" });
  });
});
