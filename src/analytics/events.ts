import { pushToDataLayer } from "./dataLayer.ts";

/** The tunnel steps as analytics names them (tunnel spec 7), by step number. */
export const tunnelStepLabels = {
  1: "1 your flat",
  2: "2 your profile",
  3: "3 guarantors profile",
  4: "4 your documents",
} as const;
export type TunnelStep = keyof typeof tunnelStepLabels;
export type TunnelStepLabel = (typeof tunnelStepLabels)[TunnelStep];

/** Every event the product sends besides page views. Nothing personal, nothing token-like. */
export type AnalyticsEvent =
  /** Continue pressed on a tunnel step. */
  | { event: "tunnel_continue"; step: TunnelStepLabel }
  /** "Save and resume later" pressed on a tunnel step. */
  | { event: "tunnel_save_later"; step: TunnelStepLabel }
  /** Sign-in chosen from the reservation (session-expired) dialog (spec public 4). */
  | { event: "booking_conversion" }
  /** An application deposited (spec public 7: conversion on deposit). */
  | { event: "deposit_conversion" };

export function trackEvent(event: AnalyticsEvent): void {
  pushToDataLayer(event);
}

/** The tunnel event for a step number: `tunnelEvent("tunnel_continue", 2)`. */
export function tunnelEvent(
  event: "tunnel_continue" | "tunnel_save_later",
  step: TunnelStep,
): AnalyticsEvent {
  return { event, step: tunnelStepLabels[step] };
}
