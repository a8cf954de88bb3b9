import { beforeEach, describe, expect, it } from "vitest";
import {
  type AnalyticsEvent,
  trackEvent,
  tunnelEvent,
  tunnelStepLabels,
} from "../../../src/analytics/events.ts";

const host = globalThis as { dataLayer?: unknown[] };

describe("analytics events", () => {
  beforeEach(() => {
    delete host.dataLayer;
  });

  it("names the tunnel steps as the spec does", () => {
    expect(tunnelStepLabels).toEqual({
      1: "1 your flat",
      2: "2 your profile",
      3: "3 guarantors profile",
      4: "4 your documents",
    });
  });

  it("pushes Continue and Save later with the step label", () => {
    trackEvent(tunnelEvent("tunnel_continue", 2));
    trackEvent(tunnelEvent("tunnel_save_later", 4));
    expect(host.dataLayer).toEqual([
      { event: "tunnel_continue", step: "2 your profile" },
      { event: "tunnel_save_later", step: "4 your documents" },
    ]);
  });

  it("pushes the conversions", () => {
    trackEvent({ event: "booking_conversion" });
    trackEvent({ event: "deposit_conversion" });
    expect(host.dataLayer).toEqual([
      { event: "booking_conversion" },
      { event: "deposit_conversion" },
    ]);
  });

  it("accepts only the spec's events and step labels (checked by the compiler)", () => {
    // @ts-expect-error: not a step label of the spec
    const wrongStep: AnalyticsEvent = { event: "tunnel_continue", step: "5 payment" };
    // @ts-expect-error: not an event of the product
    const unknownEvent: AnalyticsEvent = { event: "purchase" };
    expect([wrongStep, unknownEvent]).toHaveLength(2);
  });
});
