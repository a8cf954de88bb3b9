/**
 * The pre-booking machine on a simulated clock: its ticks are scheduled on the actor's clock and
 * its `readClock` reads the device clock, which a test can skew or jump like a real one.
 */
import { describe, expect, it } from "vitest";
import { createActor, fromPromise, SimulatedClock } from "xstate";
import { toPrebookingView } from "../../../machines/prebooking.selectors.ts";
import { type ExtensionAnswer, prebookingMachine, TICK_MS } from "../../../machines/prebooking.ts";
import { informationStatus, type TunnelDossier } from "../../../machines/tunnelLoader.dossier.ts";

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const END = Date.parse("2025-06-02T10:30:00Z");

const held: TunnelDossier = {
  dossierId: "D-1",
  statuscode: "creation",
  informationStatus: informationStatus.lotPreReserved,
  temporaryApplicationId: null,
  prebookingEndsAt: new Date(END).toISOString(),
  isResicamp: false,
  arrivalDate: "2025-09-01",
  listing: null,
};

/** Lets the clock read and the promise actors settle. */
const settle = async () => {
  for (let turn = 0; turn < 5; turn++) await new Promise((resolve) => setImmediate(resolve));
};

interface Setup {
  /** Server time at the start. */
  serverStart: number;
  /** Device clock minus server clock (negative: the device is slow). */
  deviceSkew?: number;
  /** The offset the app measured (server minus device). */
  serverClockOffsetMs?: number;
  extend?: () => Promise<ExtensionAnswer>;
  cancel?: () => Promise<unknown>;
  dossier?: TunnelDossier;
}

function start(options: Setup) {
  const clock = new SimulatedClock();
  clock.set(options.serverStart);
  const skew = { ms: options.deviceSkew ?? 0 };
  const effects: string[] = [];
  const machine = prebookingMachine.provide({
    actors: {
      readClock: fromPromise(async () => clock.now() + skew.ms),
      readServerClockOffset: fromPromise(async () => options.serverClockOffsetMs ?? 0),
      extendPrebooking: fromPromise(options.extend ?? (async () => ({ outcome: "released" }))),
      cancelPrebooking: fromPromise(options.cancel ?? (async () => "OK")),
    },
    actions: {
      goHome: () => effects.push("home"),
      goToLastSearch: (_, target) => effects.push(`listing ${target.date}`),
    },
  });
  const actor = createActor(machine, {
    clock,
    input: { dossier: options.dossier ?? held },
  }).start();
  /** Moves time on; every tick due meanwhile fires, like a browser that kept running. */
  const runFor = async (ms: number) => {
    for (let elapsed = 0; elapsed < ms; elapsed += TICK_MS) {
      clock.increment(TICK_MS);
      await settle();
    }
  };
  /** A sleeping tab: time jumps at once and the one pending tick fires late. */
  const sleepFor = async (ms: number) => {
    clock.increment(ms);
    await settle();
  };
  const state = () => actor.getSnapshot().value;
  return { actor, clock, skew, effects, runFor, sleepFor, state };
}

describe("the countdown on a simulated clock", () => {
  it("opens the dialog exactly at the end date, not a tick before", async () => {
    const run = start({ serverStart: END - 3 * SECOND });
    await settle();
    expect(run.state()).toBe("counting");
    await run.runFor(2 * SECOND);
    expect(run.state()).toBe("counting");
    await run.runFor(SECOND);
    expect(run.state()).toBe("showingExpired");
  });

  it("shows the dialog at once when the page opens after the end", async () => {
    const run = start({ serverStart: END + MINUTE });
    await settle();
    expect(run.state()).toBe("showingExpired");
  });

  it("shows expired at the next tick after a tab slept past the end", async () => {
    const run = start({ serverStart: END - 20 * MINUTE });
    await settle();
    await run.sleepFor(40 * MINUTE);
    expect(run.state()).toBe("showingExpired");
    const view = toPrebookingView(run.actor.getSnapshot(), run.clock.now());
    expect(view).toMatchObject({ dialog: "prebookingExpired", countdown: { isOver: true } });
  });

  it("ends on the server's time when the device clock is 5 minutes slow", async () => {
    // The device reads 10:19 when the server is at 10:24.
    const corrected = start({
      serverStart: END - 6 * MINUTE,
      deviceSkew: -5 * MINUTE,
      serverClockOffsetMs: 5 * MINUTE,
    });
    const uncorrected = start({ serverStart: END - 6 * MINUTE, deviceSkew: -5 * MINUTE });
    await settle();
    await corrected.runFor(6 * MINUTE);
    await uncorrected.runFor(6 * MINUTE);
    expect(corrected.state()).toBe("showingExpired");
    // Without the offset the device's clock would keep the flat 5 minutes too long.
    expect(uncorrected.state()).toBe("counting");
  });

  it("follows the device clock when it jumps, instead of counting ticks", async () => {
    const run = start({ serverStart: END - 10 * MINUTE });
    await settle();
    await run.runFor(5 * SECOND);
    // The system clock is moved 10 minutes on: five ticks counted would still leave 9:55.
    run.skew.ms = 10 * MINUTE;
    await run.runFor(SECOND);
    expect(run.state()).toBe("showingExpired");
  });

  it("keeps no count of ticks: context after a minute of ticking is what it was", async () => {
    const run = start({ serverStart: END - 10 * MINUTE });
    await settle();
    const before = run.actor.getSnapshot().context;
    await run.runFor(MINUTE);
    expect(run.actor.getSnapshot().context).toEqual(before);
  });

  it("does not count for a resicamp dossier, nor without an end date", async () => {
    const resicamp = start({ serverStart: END, dossier: { ...held, isResicamp: true } });
    const nothingHeld = start({ serverStart: END, dossier: { ...held, prebookingEndsAt: null } });
    await settle();
    for (const run of [resicamp, nothingHeld]) {
      expect(run.state()).toBe("countdownNotShown");
      expect(toPrebookingView(run.actor.getSnapshot(), END).countdown).toBeNull();
    }
  });
});

describe("the end-of-pre-reservation dialog", () => {
  it("moves the end date by the minutes the server grants and counts again", async () => {
    const run = start({
      serverStart: END,
      extend: async () => ({ outcome: "extended", minutes: 15 }),
    });
    await settle();
    run.actor.send({ type: "extendPrebooking" });
    await settle();
    expect(run.state()).toBe("counting");
    expect(run.actor.getSnapshot().context.endsAt).toBe(END + 15 * MINUTE);
    const view = toPrebookingView(run.actor.getSnapshot(), run.clock.now());
    expect(view.countdown).toMatchObject({ minutes: 15, isOver: false });
    await run.runFor(15 * MINUTE);
    expect(run.state()).toBe("showingExpired");
  });

  it("shows the released dialog on the KO marker, with the listing at the arrival day", async () => {
    const withListing: TunnelDossier = {
      ...held,
      arrivalDate: "2025-08-31T22:00:00Z",
      listing: {
        residence: { fr: "les-estudines", en: "the-estudines" },
        typology: { fr: "studio", en: "studio-flat" },
      },
    };
    const run = start({ serverStart: END, dossier: withListing });
    await settle();
    run.actor.send({ type: "extendPrebooking" });
    await settle();
    expect(run.state()).toBe("showingLotReleased");
    run.actor.send({ type: "lastSearch" });
    // 22:00 UTC on 31 August is 1 September in Paris, where the arrival is counted.
    expect(run.effects).toEqual(["listing 2025-09-01"]);
  });

  it("keeps the dialog open with the generic error when cancelling fails, and retries", async () => {
    let calls = 0;
    const run = start({
      serverStart: END,
      cancel: async () => {
        calls++;
        if (calls === 1) throw new Error("500");
        return "OK";
      },
    });
    await settle();
    run.actor.send({ type: "cancelPrebooking" });
    await settle();
    expect(run.state()).toBe("showingExpired");
    expect(run.actor.getSnapshot().context.errorCode).toBe("generic");
    run.actor.send({ type: "cancelPrebooking" });
    expect(run.actor.getSnapshot().context.errorCode).toBeNull();
    await settle();
    expect(run.effects).toEqual(["home"]);
    expect(calls).toBe(2);
  });

  it("ignores the ticks once the dialog is open: no clock read while the applicant decides", async () => {
    let reads = 0;
    const clock = new SimulatedClock();
    clock.set(END);
    const actor = createActor(
      prebookingMachine.provide({
        actors: {
          readClock: fromPromise(async () => {
            reads++;
            return clock.now();
          }),
        },
      }),
      { clock, input: { dossier: held } },
    ).start();
    await settle();
    clock.increment(10 * TICK_MS);
    await settle();
    expect(actor.getSnapshot().value).toBe("showingExpired");
    expect(reads).toBe(1);
  });

  it("fails loudly when the app forgot to provide the extension call", async () => {
    const clock = new SimulatedClock();
    clock.set(END);
    const actor = createActor(prebookingMachine, {
      clock,
      input: { dossier: held },
    }).start();
    await settle();
    actor.send({ type: "extendPrebooking" });
    await settle();
    expect(actor.getSnapshot().value).toBe("showingExpired");
    expect(actor.getSnapshot().context.errorCode).toBe("generic");
  });
});
