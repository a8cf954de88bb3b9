import { describe, expect, it } from "vitest";
import { createActor, fromPromise } from "xstate";
import {
  isCurrentAlert,
  selectAlertQueue,
  selectCurrentAlert,
  toAlertBannerView,
} from "../../machines/alerts.selectors.ts";
import { type Alert, type AlertsEvent, alertsMachine } from "../../machines/alerts.ts";
import { describePathCoverage, type EventTeaching } from "./pathCoverage.ts";

const NOW = Date.parse("2025-03-10T12:00:00Z");

/** The title says where the alert must appear in the queue, so assertions need no second sort. */
function alert(
  id: string,
  title: string,
  beginning: string,
  end: string,
  description?: string | null,
): Alert {
  return { id, title, information: `information of ${id}`, description, beginning, end };
}

const mixedAlerts: readonly Alert[] = [
  alert("a", "shown 2nd", "2025-03-05T00:00:00Z", "2025-04-01T00:00:00Z", "<p>details</p>"),
  alert("b", "never shown (begins tomorrow)", "2025-03-11T00:00:00Z", "2025-04-01T00:00:00Z"),
  alert("c", "shown 1st", "2025-03-01T00:00:00Z", "2025-03-20T00:00:00Z"),
  alert("d", "never shown (ended)", "2025-02-01T00:00:00Z", "2025-03-10T11:59:59Z"),
  alert("e", "shown 3rd", "2025-03-10T12:00:00Z", "2025-05-01T00:00:00Z", null),
  alert("f", "never shown (ends now)", "2025-03-01T00:00:00Z", "2025-03-10T12:00:00Z"),
];
const onlyPastAndFuture = mixedAlerts.filter((candidate) => candidate.title.startsWith("never"));

const hidden = { isVisible: false, alert: undefined, hasLearnMore: false, position: 0 };

const events = {
  dismiss: { cause: "clicks the close button" },
} satisfies EventTeaching<AlertsEvent>;

describePathCoverage({
  id: "alerts",
  machine: alertsMachine,
  inputs: {
    "the machine loads the alerts": { now: NOW },
    "the page gives current and past alerts": { now: new Date(NOW), alerts: mixedAlerts },
    "the page gives no current alert": { now: NOW, alerts: onlyPastAndFuture },
  },
  events,
  invocations: {
    loadAlerts: {
      done: {
        "three current among six": mixedAlerts,
        "none current": onlyPastAndFuture,
        "empty list": [],
      },
      error: { "network down": new Error("offline") },
    },
  },
  states: {
    loadingAlerts: (snapshot, run) => {
      expect(toAlertBannerView(snapshot)).toMatchObject(hidden);
      expect(run.actors.isRunning("loadAlerts")).toBe(true);
    },
    showingAlert: (snapshot) => {
      const view = toAlertBannerView(snapshot);
      expect(view.isVisible).toBe(true);
      expect(view.count).toBe(3);
      expect(view.alert?.title).toBe(`shown ${["1st", "2nd", "3rd"][view.position - 1]}`);
      expect(view.hasLearnMore).toBe(view.alert?.id === "a");
      expect(snapshot.can({ type: "dismiss" })).toBe(true);
    },
    noCurrentAlert: (snapshot) => {
      expect(toAlertBannerView(snapshot)).toEqual({ ...hidden, count: 0 });
      expect(snapshot.status).toBe("done");
    },
    allDismissed: (snapshot) => {
      expect(toAlertBannerView(snapshot)).toEqual({ ...hidden, count: 3 });
      expect(snapshot.context.dismissedCount).toBe(3);
    },
    loadFailed: (snapshot) => {
      expect(toAlertBannerView(snapshot)).toMatchObject(hidden);
      expect(snapshot.status).toBe("done");
    },
  },
});

describe("isCurrentAlert: begun and not ended", () => {
  const at = (beginning: string, end: string) =>
    isCurrentAlert(alert("x", "x", beginning, end), NOW);

  it("keeps an alert that began in the past and ends in the future", () => {
    expect(at("2025-03-01T00:00:00Z", "2025-03-20T00:00:00Z")).toBe(true);
  });
  it("drops an alert that has not begun yet", () => {
    expect(at("2025-03-10T12:00:01Z", "2025-03-20T00:00:00Z")).toBe(false);
  });
  it("drops an alert that has ended", () => {
    expect(at("2025-03-01T00:00:00Z", "2025-03-10T11:59:59Z")).toBe(false);
  });
  it("counts the exact beginning as begun and the exact end as ended", () => {
    expect(at("2025-03-10T12:00:00Z", "2025-03-20T00:00:00Z")).toBe(true);
    expect(at("2025-03-01T00:00:00Z", "2025-03-10T12:00:00Z")).toBe(false);
  });
  it("reads offsets, not only UTC (13:00 in Paris is 12:00 UTC)", () => {
    expect(at("2025-03-10T13:00:00+01:00", "2025-03-20T00:00:00Z")).toBe(true);
    expect(at("2025-03-10T13:00:01+01:00", "2025-03-20T00:00:00Z")).toBe(false);
  });
  it("drops an alert with an unreadable date rather than showing it forever", () => {
    expect(at("soon", "2025-03-20T00:00:00Z")).toBe(false);
    expect(at("2025-03-01T00:00:00Z", "")).toBe(false);
  });
});

describe("selectAlertQueue", () => {
  const context = (loadedAlerts: readonly Alert[] | null) => ({
    loadedAlerts,
    now: NOW,
    dismissedCount: 0,
  });

  it("keeps only current alerts, earliest beginning first", () => {
    expect(selectAlertQueue(context(mixedAlerts)).map((queued) => queued.id)).toEqual([
      "c",
      "a",
      "e",
    ]);
  });
  it("keeps the loaded order for alerts beginning at the same moment", () => {
    const twins = [
      alert("second", "t", "2025-03-02T00:00:00Z", "2025-04-01T00:00:00Z"),
      alert("first-loaded", "t", "2025-03-01T00:00:00Z", "2025-04-01T00:00:00Z"),
      alert("also-first", "t", "2025-03-01T00:00:00Z", "2025-04-01T00:00:00Z"),
    ];
    expect(selectAlertQueue(context(twins)).map((queued) => queued.id)).toEqual([
      "first-loaded",
      "also-first",
      "second",
    ]);
  });
  it("is empty before the alerts are loaded", () => {
    expect(selectAlertQueue(context(null))).toEqual([]);
  });
  it("does not reorder the loaded list it was given", () => {
    const loaded = [...mixedAlerts];
    selectAlertQueue(context(loaded));
    expect(loaded).toEqual(mixedAlerts);
  });
});

describe("the banner's view model", () => {
  const start = (alerts: readonly Alert[]) =>
    createActor(alertsMachine, { input: { now: NOW, alerts } }).start();

  it("shows the earliest current alert first, with its position in the queue", () => {
    const view = toAlertBannerView(start(mixedAlerts).getSnapshot());
    expect(view).toMatchObject({ isVisible: true, position: 1, count: 3, hasLearnMore: false });
    expect(view.alert?.id).toBe("c");
  });
  it("offers learn-more only for an alert with a description", () => {
    const described = [
      alert("d1", "t", "2025-03-01T00:00:00Z", "2025-04-01T00:00:00Z", "<p>more</p>"),
    ];
    const blank = [alert("d2", "t", "2025-03-01T00:00:00Z", "2025-04-01T00:00:00Z", "  ")];
    expect(toAlertBannerView(start(described).getSnapshot()).hasLearnMore).toBe(true);
    expect(toAlertBannerView(start(blank).getSnapshot()).hasLearnMore).toBe(false);
  });
  it("moves to the next alert on close and disappears after the last", () => {
    const actor = start(mixedAlerts);
    actor.send({ type: "dismiss" });
    expect(selectCurrentAlert(actor.getSnapshot())?.id).toBe("a");
    actor.send({ type: "dismiss" });
    expect(selectCurrentAlert(actor.getSnapshot())?.id).toBe("e");
    actor.send({ type: "dismiss" });
    expect(toAlertBannerView(actor.getSnapshot())).toMatchObject({
      isVisible: false,
      alert: undefined,
    });
  });
});

describe("loading", () => {
  it("does not call the content service when the page gave the alerts", () => {
    let calls = 0;
    const machine = alertsMachine.provide({
      actors: {
        loadAlerts: fromPromise(async (): Promise<readonly Alert[]> => {
          calls++;
          return [];
        }),
      },
    });
    createActor(machine, { input: { now: NOW, alerts: mixedAlerts } }).start();
    expect(calls).toBe(0);
  });
  it("hides the banner when the app forgot to provide the loader", async () => {
    const actor = createActor(alertsMachine, { input: { now: NOW } }).start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().value).toBe("loadFailed");
    expect(toAlertBannerView(actor.getSnapshot()).isVisible).toBe(false);
  });
});
