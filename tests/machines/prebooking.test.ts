import { expect } from "vitest";
import type { AnyActorRef } from "xstate";
import {
  hasPrebookingEnded,
  type PrebookingSnapshot,
  toPrebookingView,
} from "../../machines/prebooking.selectors.ts";
import { type PrebookingEvent, prebookingMachine } from "../../machines/prebooking.ts";
import { informationStatus, type TunnelDossier } from "../../machines/tunnelLoader.dossier.ts";
import { describePathCoverage, type EventTeaching, type WalkRun } from "./pathCoverage.ts";

const at = (time: string) => Date.parse(`2025-06-02T${time}:00Z`);
const MINUTE = 60_000;

const held: TunnelDossier = {
  dossierId: "D-1",
  statuscode: "creation",
  informationStatus: informationStatus.lotPreReserved,
  temporaryApplicationId: null,
  prebookingEndsAt: "2025-06-02T10:30:00Z",
  isResicamp: false,
  arrivalDate: "2025-09-01T00:00:00",
  listing: {
    residence: { fr: "les-estudines", en: "the-estudines" },
    typology: { fr: "studio", en: "studio-flat" },
  },
};

/** The browser effects asked for, by actor session, so each walk checks its own. */
const effects = new Map<string, string[]>();
const effectsOf = (actor: AnyActorRef) => effects.get(actor.sessionId) ?? [];
const note = (self: AnyActorRef, effect: string) =>
  effects.set(self.sessionId, [...effectsOf(self), effect]);

const machine = prebookingMachine.provide({
  actions: {
    goHome: ({ self }) => note(self, "home"),
    goToLastSearch: ({ self }, target) =>
      note(self, `listing ${target.aliasResidence.en}/${target.aliasTypology.en} ${target.date}`),
  },
});

const events = {
  cancelPrebooking: { cause: 'clicks "Annuler la pré-réservation"' },
  extendPrebooking: { cause: 'clicks "Prolonger la pré-réservation"' },
  close: { cause: "closes the dialog" },
  newSearch: { cause: 'clicks "Nouvelle recherche"' },
  lastSearch: { cause: 'clicks "Dernière recherche"' },
  lotReleased: { cause: "the wizard's send of the file found the lot freed" },
} satisfies EventTeaching<PrebookingEvent>;

const offline = { offline: new Error("network down") };
const view = (snapshot: PrebookingSnapshot, deviceNow: number) =>
  toPrebookingView(snapshot, deviceNow);
const lastEffect = (run: WalkRun) => effectsOf(run.actor).at(-1);

/**
 * The device clock readings the walks try. With the end at 10:30 and 15-minute extensions, a
 * reading of 10:40 is past the end once and before it after one extension: the graph stays finite.
 */
const readings = { "device reads 10:10": at("10:10"), "device reads 10:40": at("10:40") };

describePathCoverage({
  id: "prebooking",
  machine,
  inputs: {
    "a flat held until 10:30": { dossier: held },
    "a resicamp dossier": { dossier: { ...held, isResicamp: true } },
    "nothing pre-reserved": {
      dossier: { ...held, prebookingEndsAt: null, informationStatus: informationStatus.noLot },
    },
  },
  events,
  invocations: {
    readServerClockOffset: {
      done: { "device clock right": 0, "device clock 5 minutes slow": 5 * MINUTE },
      error: { "offset unknown": new Error("no server date yet") },
    },
    readClock: { done: readings, error: { "clock unreadable": new Error("no clock") } },
    cancelPrebooking: { done: { OK: { status: "OK" } }, error: offline },
    extendPrebooking: {
      done: {
        "15 minutes": { outcome: "extended", minutes: 15 },
        KO: { outcome: "released" },
      },
      error: offline,
    },
  },
  states: {
    readingServerClock: (snapshot, run) => {
      expect(run.actors.isRunning("readServerClockOffset")).toBe(true);
      expect(view(snapshot, at("10:10")).countdown, "nothing shown before the offset").toBeNull();
    },
    checkingTheClock: (snapshot, run) => {
      expect(run.actors.isRunning("readClock")).toBe(true);
      // The end date is the one loaded, moved by whole 15-minute extensions only.
      const moved = (snapshot.context.endsAt ?? Number.NaN) - at("10:30");
      expect([0, 15 * MINUTE, 30 * MINUTE]).toContain(moved);
      // What the header confirms: the last extension's minutes, none before any.
      expect(snapshot.context.extendedMinutes).toBe(moved === 0 ? null : 15);
      expect(view(snapshot, at("10:10")).countdown?.isOver).toBe(false);
    },
    counting: (snapshot) => {
      const endsAt = snapshot.context.endsAt ?? Number.NaN;
      const offset = snapshot.context.serverClockOffsetMs;
      // Counting goes on only while a reading the walks try is before the end on the server clock.
      const readingBefore = Object.values(readings).some((reading) => reading + offset < endsAt);
      expect(readingBefore).toBe(true);
      expect(view(snapshot, endsAt - offset - 90_000)).toMatchObject({
        dialog: null,
        countdown: { isOver: false, hours: 0, minutes: 1, showsHours: false },
      });
      expect(view(snapshot, endsAt - offset).countdown?.isOver).toBe(true);
    },
    showingExpired: (snapshot) => {
      const endsAt = snapshot.context.endsAt ?? Number.NaN;
      const offset = snapshot.context.serverClockOffsetMs;
      expect(hasPrebookingEnded(snapshot.context, at("10:40"))).toBe(true);
      // The end was reached on the server's clock: the device reading 10:40 (+ offset) is past it.
      expect(at("10:40") + offset).toBeGreaterThanOrEqual(endsAt);
      expect(view(snapshot, at("10:40"))).toMatchObject({
        dialog: "prebookingExpired",
        isBusy: false,
        canCancel: true,
        canExtend: true,
        countdown: { isOver: true, remainingMs: 0 },
      });
      expect(["generic", null]).toContain(snapshot.context.errorCode);
    },
    cancelling: (snapshot, run) => {
      expect(view(snapshot, at("10:40"))).toMatchObject({
        dialog: "prebookingExpired",
        isBusy: true,
        errorCode: null,
        canCancel: false,
      });
      expect(run.actors.isRunning("cancelPrebooking")).toBe(true);
    },
    extending: (snapshot, run) => {
      expect(view(snapshot, at("10:40"))).toMatchObject({ isBusy: true, canExtend: false });
      expect(run.actors.isRunning("extendPrebooking")).toBe(true);
    },
    showingLotReleased: (snapshot) => {
      expect(view(snapshot, at("10:40"))).toMatchObject({
        dialog: "lotReleased",
        countdown: null,
        lastSearchTarget: {
          aliasResidence: { fr: "les-estudines", en: "the-estudines" },
          aliasTypology: { fr: "studio", en: "studio-flat" },
          date: "2025-09-01",
        },
      });
    },
    sentHome: (snapshot, run) => {
      expect(lastEffect(run)).toBe("home");
      expect(snapshot.status).toBe("done");
    },
    sentToLastSearch: (_, run) => {
      expect(lastEffect(run)).toBe("listing the-estudines/studio-flat 2025-09-01");
    },
    countdownNotShown: (snapshot) => {
      expect(view(snapshot, at("10:10"))).toMatchObject({ countdown: null, dialog: null });
      // Still running: the wizard may yet tell it the lot was freed.
      expect(snapshot.status).toBe("active");
    },
  },
});
