/**
 * The development inspector hook (src/shared/inspector.ts): off unless asked, and when asked, the
 * actors' first events (sent before the lazily loaded inspector arrives) still reach it.
 */

import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createActor, type InspectionEvent } from "xstate";
import { alertsMachine } from "../../machines/alerts.ts";

const received = vi.hoisted(() => [] as InspectionEvent[]);

vi.mock("@statelyai/inspect", () => ({
  createBrowserInspector: () => ({
    inspect: { next: (event: InspectionEvent) => received.push(event) },
  }),
}));

async function freshGetInspect() {
  vi.resetModules();
  return (await import("../../src/shared/inspector.ts")).getInspect;
}

describe("getInspect", () => {
  beforeEach(() => {
    received.length = 0;
  });
  afterEach(() => vi.unstubAllEnvs());

  it("gives nothing when inspection was not asked for", async () => {
    const getInspect = await freshGetInspect();
    expect(getInspect()).toBeUndefined();
  });

  it("gives nothing in a production build, even when asked", async () => {
    vi.stubEnv("VITE_INSPECT", "true");
    vi.stubEnv("DEV", false);
    const getInspect = await freshGetInspect();
    expect(getInspect()).toBeUndefined();
  });

  it("forwards every event, the ones before the inspector loaded first and in order", async () => {
    vi.stubEnv("VITE_INSPECT", "true");
    const getInspect = await freshGetInspect();
    const inspect = getInspect();
    expect(inspect).toBeDefined();
    expect(getInspect()).toBe(inspect);

    const actor = createActor(alertsMachine, { input: { now: 0, alerts: [] }, inspect }).start();
    await vi.waitFor(() => expect(received.length).toBeGreaterThan(0));
    actor.stop();

    expect(received[0]?.type).toBe("@xstate.actor");
    expect(received[0]?.actorRef).toBe(actor);
    expect(received.some((event) => event.type === "@xstate.snapshot")).toBe(true);
  });
});
