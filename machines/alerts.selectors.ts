/**
 * What the alert banner derives from the machine's facts: which alerts are current, in which
 * order, which one shows, and the flags the banner component renders.
 */

import type { SnapshotFrom } from "xstate";
import type { Alert, AlertsContext, alertsMachine } from "./alerts.ts";

export type AlertsSnapshot = SnapshotFrom<typeof alertsMachine>;

/**
 * The spec's rule (section 4): an alert is kept when its beginning is in the past and its end in
 * the future. The beginning itself counts as begun; the end itself counts as ended. An alert with
 * an unreadable date is never current: bad content must not put a banner on every page.
 * @spec public §4 States and transitions
 */
export function isCurrentAlert(alert: Alert, now: number): boolean {
  const beginning = Date.parse(alert.beginning);
  const end = Date.parse(alert.end);
  return beginning <= now && now < end;
}

/** Earliest beginning first; alerts that begin together keep the order they were loaded in. */
function byBeginning(a: Alert, b: Alert): number {
  return Date.parse(a.beginning) - Date.parse(b.beginning);
}

/** The queue the banner walks through: current alerts sorted by beginning. */
export function selectAlertQueue(context: AlertsContext): Alert[] {
  return (context.loadedAlerts ?? [])
    .filter((alert) => isCurrentAlert(alert, context.now))
    .toSorted(byBeginning);
}

/** The alert on screen, or `undefined` when the banner is hidden. */
export function selectCurrentAlert(snapshot: AlertsSnapshot): Alert | undefined {
  if (!snapshot.matches("showingAlert")) return undefined;
  return selectAlertQueue(snapshot.context)[snapshot.context.dismissedCount];
}

export interface AlertBannerView {
  isVisible: boolean;
  alert: Alert | undefined;
  /** The alert has a description, so the banner links to its details page. */
  hasLearnMore: boolean;
  /** 1-based position of the shown alert in the queue; 0 when hidden. */
  position: number;
  /** How many alerts are current, shown or already closed. */
  count: number;
}

export function toAlertBannerView(snapshot: AlertsSnapshot): AlertBannerView {
  const alert = selectCurrentAlert(snapshot);
  return {
    isVisible: alert !== undefined,
    alert,
    hasLearnMore: (alert?.description ?? "").trim() !== "",
    position: alert === undefined ? 0 : snapshot.context.dismissedCount + 1,
    count: selectAlertQueue(snapshot.context).length,
  };
}
