import { describe, expect, it } from "vitest";
import { createActor, fromPromise } from "xstate";
import { toDeviceSessionsView } from "../../machines/deviceSessions.selectors.ts";
import {
  type DeviceSession,
  type DeviceSessionsEvent,
  deviceSessionsMachine,
} from "../../machines/deviceSessions.ts";
import { describePathCoverage, type EventTeaching } from "./pathCoverage.ts";

const here: DeviceSession = {
  id: "here-aaaaaaaaaaaaaaaaaa",
  device: "Chrome sur Linux",
  createdAt: "2026-11-20T08:00:00.000Z",
  lastUsedAt: "2026-11-26T09:00:00.000Z",
  current: true,
};
const phone: DeviceSession = {
  id: "phone-aaaaaaaaaaaaaaaaa",
  device: "Safari sur iOS",
  createdAt: "2026-11-21T08:00:00.000Z",
  lastUsedAt: "2026-11-25T19:30:00.000Z",
  current: false,
};
const laptop: DeviceSession = {
  ...phone,
  id: "laptop-aaaaaaaaaaaaaaaa",
  device: "Firefox sur Windows",
};

const events = {
  retry: { cause: "presses Réessayer under the generic error" },
  end: {
    cause: "presses Déconnecter beside another device",
    cases: [{ type: "end", id: phone.id }],
  },
  endOthers: { cause: "presses Déconnecter tous les autres appareils" },
} satisfies EventTeaching<DeviceSessionsEvent>;

describePathCoverage({
  id: "deviceSessions",
  machine: deviceSessionsMachine,
  events,
  invocations: {
    loadSessions: {
      done: { "three devices": [here, phone, laptop] },
      error: { "server error": new Error("500") },
    },
    endSession: {
      done: { "the list without it": [here, laptop] },
      error: { "server error": new Error("500") },
    },
    endOtherSessions: {
      done: { "only this device": [here] },
      error: { "network drop": new Error("network") },
    },
  },
  states: {
    loadingSessions: (snapshot, run) => {
      const view = toDeviceSessionsView(snapshot);
      expect(view).toMatchObject({ isLoading: true, showsList: false, loadFailed: false });
      expect(run.actors.isRunning("loadSessions")).toBe(true);
    },
    loadFailed: (snapshot) => {
      const view = toDeviceSessionsView(snapshot);
      expect(view).toMatchObject({ isLoading: false, showsList: false, loadFailed: true });
      expect(snapshot.can({ type: "retry" })).toBe(true);
    },
    "showingSessions.idle": (snapshot) => {
      const view = toDeviceSessionsView(snapshot);
      expect(view).toMatchObject({ showsList: true, isEnding: false, endFailed: false });
      expect(view.sessions).toEqual([here, phone, laptop]);
      expect(view.hasOtherSessions).toBe(true);
      expect(view.announcement).toBeNull();
    },
    "showingSessions.sessionEnded": (snapshot) => {
      const view = toDeviceSessionsView(snapshot);
      expect(view.sessions).not.toContainEqual(phone);
      expect(view.announcement).toEqual({ kind: "sessionEnded", device: "Safari sur iOS" });
      expect(view.endFailed).toBe(false);
    },
    "showingSessions.otherSessionsEnded": (snapshot) => {
      const view = toDeviceSessionsView(snapshot);
      expect(view.sessions).toEqual([here]);
      expect(view.hasOtherSessions).toBe(false);
      expect(view.announcement).toEqual({ kind: "otherSessionsEnded" });
    },
    "showingSessions.endFailed": (snapshot) => {
      const view = toDeviceSessionsView(snapshot);
      expect(view).toMatchObject({ showsList: true, endFailed: true, isEnding: false });
      expect(view.sessions.length).toBeGreaterThan(0);
      expect(view.announcement).toBeNull();
    },
    endingSession: (snapshot, run) => {
      const view = toDeviceSessionsView(snapshot);
      expect(view).toMatchObject({ showsList: true, isEnding: true });
      expect(run.actors.inputsOf("endSession").at(-1)).toEqual({ id: phone.id });
    },
    endingOtherSessions: (snapshot, run) => {
      expect(toDeviceSessionsView(snapshot)).toMatchObject({ showsList: true, isEnding: true });
      expect(run.actors.isRunning("endOtherSessions")).toBe(true);
    },
  },
});

describe("ending a device", () => {
  it("announces the device by the name it had in the list", async () => {
    const machine = deviceSessionsMachine.provide({
      actors: {
        loadSessions: fromPromise(async () => [here, phone]),
        endSession: fromPromise(async () => [here]),
        endOtherSessions: fromPromise(async () => [here]),
      },
    });
    const actor = createActor(machine).start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    actor.send({ type: "end", id: phone.id });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(toDeviceSessionsView(actor.getSnapshot()).announcement).toEqual({
      kind: "sessionEnded",
      device: "Safari sur iOS",
    });
  });

  it("does not end this device, or one the list does not show", async () => {
    const machine = deviceSessionsMachine.provide({
      actors: { loadSessions: fromPromise(async () => [here, phone]) },
    });
    const actor = createActor(machine).start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().can({ type: "end", id: here.id })).toBe(false);
    expect(actor.getSnapshot().can({ type: "end", id: "unknown" })).toBe(false);
    expect(actor.getSnapshot().can({ type: "end", id: phone.id })).toBe(true);
  });

  it("fails visibly when the app forgot to provide the calls", async () => {
    const actor = createActor(deviceSessionsMachine).start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(toDeviceSessionsView(actor.getSnapshot()).loadFailed).toBe(true);
  });
});
