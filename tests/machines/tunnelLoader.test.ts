import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { type AnyActorRef, createActor, fromCallback, fromPromise } from "xstate";
import { followUpMachine, type PaymentReturn } from "../../machines/followUp.ts";
import {
  informationStatus,
  type LoadedDossier,
  type TunnelDossier,
} from "../../machines/tunnelLoader.dossier.ts";
import {
  type TunnelLoaderSnapshot,
  toTunnelLoaderView,
} from "../../machines/tunnelLoader.selectors.ts";
import { type TunnelLoaderEvent, tunnelLoaderMachine } from "../../machines/tunnelLoader.ts";
import type { wizardMachine } from "../../machines/wizard.ts";
import { DossierInfoSchema } from "../../src/api/dossierSchemas.ts";
import type { FollowUpData } from "../../src/api/followUpSchemas.ts";
import type { TemporaryDossierInfo } from "../../src/storage/temporaryDossier.ts";
import { heldDossier as heldAnswer } from "../components/tunnel/tunnelFixtures.ts";
import { followUpParsed } from "./fixtures/followUpData.ts";
import { describePathCoverage, type EventTeaching, type WalkRun } from "./pathCoverage.ts";

const NOW = Date.parse("2025-06-02T10:00:00Z");

const chosenFlat: TemporaryDossierInfo = {
  id_residence: "RES-7",
  type_typologie: "TYP-3",
  id_bien: "LOT-31",
  date_arrivee: "2025-09-01",
  resicamp: false,
  id_offre: null,
  typology: "studio-t1",
  validityDate: NOW + 4 * 60_000,
};
const chosenResicampFlat: TemporaryDossierInfo = { ...chosenFlat, resicamp: true, id_bien: "RC-9" };
/** Valid only strictly in the future: a validity date equal to now has expired. */
const expiredChoice: TemporaryDossierInfo = { ...chosenFlat, validityDate: NOW };

const heldDossier: TunnelDossier = {
  dossierId: "D-1",
  statuscode: "creation",
  informationStatus: informationStatus.lotPreReserved,
  temporaryApplicationId: null,
  prebookingEndsAt: "2025-06-02T10:30:00Z",
  isResicamp: false,
  arrivalDate: "2025-09-01",
  listing: {
    residence: { fr: "les-estudines", en: "the-estudines" },
    typology: { fr: "studio", en: "studio-flat" },
  },
};
const bedChangeWaiting: TunnelDossier = { ...heldDossier, temporaryApplicationId: "TMP-5" };
const freedLot: TunnelDossier = {
  ...heldDossier,
  informationStatus: informationStatus.lotFreed,
  prebookingEndsAt: null,
};
const sentDossier: TunnelDossier = {
  ...heldDossier,
  statuscode: "complete",
  informationStatus: informationStatus.finished,
  prebookingEndsAt: null,
};
const sentBackForChanges: TunnelDossier = { ...sentDossier, statuscode: "toUpdate" };
const refusedMeanwhile: TunnelDossier = {
  ...sentDossier,
  statuscode: "refused",
  informationStatus: informationStatus.noLot,
};
const noDossier: TunnelDossier = {
  dossierId: null,
  statuscode: null,
  informationStatus: informationStatus.noLot,
  temporaryApplicationId: null,
  prebookingEndsAt: null,
  isResicamp: false,
  arrivalDate: null,
  listing: null,
};

/** The browser effects asked for, by actor session, so each walk checks its own. */
const effects = new Map<string, string[]>();
const effectsOf = (actor: AnyActorRef) => effects.get(actor.sessionId) ?? [];
const note = (self: AnyActorRef, effect: string) =>
  effects.set(self.sessionId, [...effectsOf(self), effect]);

/** Step 5, the loader's child: its own walks are tests/machines/followUp.test.ts. */
const quietFollowUp = (load: () => Promise<FollowUpData>) =>
  followUpMachine.provide({
    actors: {
      loadFollowUp: fromPromise<FollowUpData, void>(load),
      watchPageVisibility: fromCallback(() => {}),
    },
    actions: { forgetPaymentReturn: () => undefined },
  });
/** The card page sent the applicant back: the follow-up gets it once. */
const paidByCard: PaymentReturn = { outcome: "success" };

const machine = tunnelLoaderMachine.provide({
  actors: { followUp: quietFollowUp(() => new Promise<FollowUpData>(() => {})) },
  actions: {
    redirectToSignIn: ({ self }, { returnTo }) => note(self, `signIn then ${returnTo}`),
    goHome: ({ self }) => note(self, "home"),
    redirectToResicampCheck: ({ self }, { url }) => note(self, `resicamp ${url}`),
    goBackToSearch: ({ self }, { typology, arrivalDate }) =>
      note(self, `search ${typology ?? "anew"} ${arrivalDate}`),
    goToLastSearch: ({ self }, target) =>
      note(self, `listing ${target.aliasResidence.fr}/${target.aliasTypology.fr} ${target.date}`),
    forgetTemporaryDossierInfo: ({ self }) => note(self, "forget"),
    forgetJustDepositedFlag: ({ self }) => note(self, "forget just sent"),
  },
});

const events = {
  retry: { cause: "clicks retry under the error" },
  confirmBedChange: { cause: "confirms the change of apartment" },
  cancelBedChange: { cause: "keeps the current apartment" },
  restartSearch: { cause: "clicks restart search" },
  newSearch: { cause: "clicks new search" },
  lastSearch: { cause: "clicks last search" },
  reopenForChanges: { cause: 'clicks "Compléter ma demande" at step 5' },
} satisfies EventTeaching<TunnelLoaderEvent>;

const offline = { offline: new Error("network down") };
/** The page renders the answer; the loader decides on the facts. One answer serves every case. */
const details = v.parse(DossierInfoSchema, heldAnswer());
const loaded = (dossier: TunnelDossier): LoadedDossier => ({ dossier, details });
const view = (snapshot: TunnelLoaderSnapshot) => toTunnelLoaderView(snapshot);
const lastEffect = (run: WalkRun) => effectsOf(run.actor).at(-1);

const loading = (id: string) => (snapshot: TunnelLoaderSnapshot, run: WalkRun) => {
  expect(view(snapshot)).toMatchObject({ isLoading: true, hasLoadFailed: false, dialog: null });
  expect(run.actors.isRunning(id)).toBe(true);
};
const failed = (snapshot: TunnelLoaderSnapshot) => {
  expect(view(snapshot)).toMatchObject({ isLoading: false, hasLoadFailed: true, canRetry: true });
  expect(snapshot.status).toBe("active");
};

describePathCoverage({
  id: "tunnelLoader",
  machine,
  inputs: {
    "nobody signed in": { isSignedIn: false, temporaryDossierInfo: chosenFlat, now: NOW },
    "signed in, no flat chosen": {
      isSignedIn: true,
      temporaryDossierInfo: null,
      now: NOW,
      paymentReturn: paidByCard,
    },
    "signed in, reloaded on step 3's address": {
      isSignedIn: true,
      temporaryDossierInfo: null,
      now: NOW,
      addressStep: 3,
    },
    "signed in, a flat chosen moments ago": {
      isSignedIn: true,
      temporaryDossierInfo: chosenFlat,
      now: NOW,
    },
    "signed in, a resicamp flat chosen": {
      isSignedIn: true,
      temporaryDossierInfo: chosenResicampFlat,
      now: NOW,
    },
    "signed in, the choice expires right now": {
      isSignedIn: true,
      temporaryDossierInfo: expiredChoice,
      now: NOW,
    },
  },
  events,
  invocations: {
    getTypeDossier: {
      done: {
        "empty answer": { statuscode: null },
        "in creation": { statuscode: "creation" },
        abandoned: { statuscode: "abandoned" },
        "sent, under examination": { statuscode: "complete" },
      },
      error: offline,
    },
    createTemporaryApplication: {
      done: {
        created: { outcome: "created" },
        "KO, lot taken": { outcome: "unavailable" },
        colocationIncorrecte: { outcome: "genderIncompatible" },
      },
      error: offline,
    },
    handOverToResicamp: {
      done: { accepted: { checkPageUrl: "https://resicamp.example/check?id_bien=RC-9" } },
      error: offline,
    },
    getDossierInfo: {
      done: {
        "lot held": loaded(heldDossier),
        "another lot waiting": loaded(bedChangeWaiting),
        "lot freed": loaded(freedLot),
        finished: loaded(sentDossier),
        "sent back for changes": loaded(sentBackForChanges),
        "no dossier": loaded(noDossier),
      },
      error: offline,
    },
    reloadDossierInfo: {
      done: {
        "still sent back for changes": loaded(sentBackForChanges),
        "refused meanwhile": loaded(refusedMeanwhile),
      },
      error: offline,
    },
    changeBed: {
      done: { changed: { outcome: "changed" }, "KO, lot taken": { outcome: "unavailable" } },
      error: offline,
    },
    restartColocationSearch: { done: { released: { status: "OK" } }, error: offline },
    // The wizard, the loader's child: its own walks are tests/machines/wizard.test.ts.
    wizard: {
      done: {
        "file sent": { next: "followUp", loaded: loaded(sentDossier) },
        "left for the home page": { next: "leftTunnel" },
      },
    },
  },
  states: {
    "fetchingDossierType.waitingForAnswer": loading("getTypeDossier"),
    "fetchingDossierType.failed": failed,
    "creatingTemporaryApplication.waitingForAnswer": (snapshot, run) => {
      loading("createTemporaryApplication")(snapshot, run);
      expect(run.actors.inputsOf("createTemporaryApplication").at(-1)).toEqual({
        id_residence: "RES-7",
        type_typologie: "TYP-3",
        id_bien: "LOT-31",
        date_arrivee: "2025-09-01",
        resicamp: false,
        id_offre: null,
      });
    },
    "creatingTemporaryApplication.failed": (snapshot, run) => {
      failed(snapshot);
      expect(effectsOf(run.actor)).not.toContain("forget");
    },
    "handingOverToResicamp.waitingForAnswer": (snapshot, run) => {
      loading("handOverToResicamp")(snapshot, run);
      expect(run.actors.inputsOf("handOverToResicamp").at(-1)).toEqual({ id_bien: "RC-9" });
    },
    "handingOverToResicamp.failed": failed,
    "fetchingDossierInfo.waitingForAnswer": loading("getDossierInfo"),
    "fetchingDossierInfo.failed": failed,
    "reopeningForChanges.waitingForAnswer": (snapshot, run) => {
      loading("reloadDossierInfo")(snapshot, run);
      expect(snapshot.children.followUp, "step 5 is stopped").toBeUndefined();
      expect(snapshot.context.paymentReturn, "the card page's answer was shown once").toBeNull();
      expect(view(snapshot).hasJustDeposited, "a later step 5 is not right after sending").toBe(
        false,
      );
      expect(
        view(snapshot).next,
        "neither the wizard nor step 5 while the file is read",
      ).toBeNull();
    },
    "reopeningForChanges.failed": failed,
    askingAboutBedChange: (snapshot) => {
      expect(view(snapshot)).toMatchObject({ dialog: "bedChange", isDialogBusy: false });
      expect(snapshot.can({ type: "confirmBedChange" })).toBe(true);
      expect(snapshot.can({ type: "cancelBedChange" })).toBe(true);
      expect(["bedChangeFailed", null]).toContain(snapshot.context.errorCode);
    },
    changingBed: (snapshot, run) => {
      expect(view(snapshot)).toMatchObject({ dialog: "bedChange", isDialogBusy: true });
      expect(view(snapshot).errorCode).toBeNull();
      expect(run.actors.inputsOf("changeBed").at(-1)).toEqual({ dossierTmp: "TMP-5" });
    },
    showingApartmentUnavailable: (snapshot) => {
      expect(view(snapshot).dialog).toBe("apartmentUnavailable");
      expect(snapshot.can({ type: "restartSearch" })).toBe(true);
      expect(snapshot.can({ type: "newSearch" })).toBe(true);
    },
    showingGenderIncompatibility: (snapshot, run) => {
      expect(view(snapshot)).toMatchObject({
        dialog: "genderIncompatibility",
        isDialogBusy: false,
      });
      expect(effectsOf(run.actor)).toContain("forget");
    },
    releasingSharedFlat: (snapshot, run) => {
      expect(view(snapshot)).toMatchObject({ dialog: "genderIncompatibility", isDialogBusy: true });
      expect(run.actors.isRunning("restartColocationSearch")).toBe(true);
    },
    showingFreedLot: (snapshot) => {
      expect(view(snapshot)).toMatchObject({
        dialog: "lotFreed",
        lastSearchTarget: {
          aliasResidence: { fr: "les-estudines", en: "the-estudines" },
          aliasTypology: { fr: "studio", en: "studio-flat" },
          date: "2025-09-01",
        },
      });
      expect(snapshot.can({ type: "lastSearch" })).toBe(true);
    },
    sentToSignIn: (snapshot, run) => {
      expect(effectsOf(run.actor)).toEqual(["signIn then dossier"]);
      expect(snapshot.output).toEqual({ next: "leftTunnel" });
    },
    sentHome: (snapshot, run) => {
      expect(lastEffect(run)).toBe("home");
      expect(view(snapshot).next).toBeNull();
    },
    sentBackToSearch: (snapshot, run) => {
      // Back to the chosen flat type at the chosen date; a fresh search when the choice is unknown
      // (a bed change found on loading) or was refused for gender.
      const chosen = snapshot.context.temporaryDossierInfo;
      expect(lastEffect(run)).toMatch(
        chosen ? /^search (studio-t1|anew) 2025-09-01$/ : /^search anew null$/,
      );
    },
    sentToLastSearch: (_, run) => {
      expect(lastEffect(run)).toBe("listing les-estudines/studio 2025-09-01");
    },
    handedOverToResicamp: (snapshot, run) => {
      expect(effectsOf(run.actor)).toEqual([
        "forget",
        "resicamp https://resicamp.example/check?id_bien=RC-9",
      ]);
      expect(snapshot.output).toEqual({ next: "leftTunnel" });
    },
    readyForWizard: (snapshot, run) => {
      const dossier = snapshot.context.dossier;
      // The wizard runs as the loader's child, opened on this dossier.
      expect(run.actors.isRunning("wizard")).toBe(true);
      expect(run.actors.inputsOf("wizard").at(-1)).toMatchObject({ loaded: { dossier, details } });
      // A file in progress, or one sent and then sent back for changes (step 5 opened it again).
      expect(
        dossier?.informationStatus !== informationStatus.finished ||
          dossier.statuscode === "toUpdate",
      ).toBe(true);
      expect(snapshot.status, "the loader stays while the steps are open").toBe("active");
      expect(view(snapshot).loaded).toEqual({ dossier, details });
      expect(view(snapshot)).toMatchObject({ next: "wizard", isLoading: false, dialog: null });
    },
    leftThroughWizard: (snapshot) => {
      expect(snapshot.output).toEqual({ next: "leftTunnel" });
      expect(view(snapshot).next).toBeNull();
    },
    readyForFollowUp: (snapshot, run) => {
      expect([sentDossier, sentBackForChanges, refusedMeanwhile]).toContainEqual(
        snapshot.context.dossier,
      );
      expect(view(snapshot).next).toBe("followUp");
      expect(snapshot.can({ type: "reopenForChanges" })).toBe(true);
      // Step 5 runs as the loader's child, given where the card page sent the applicant back.
      const followUp = snapshot.children.followUp;
      expect(followUp?.getSnapshot().status).toBe("active");
      expect([null, paidByCard]).toContainEqual(snapshot.context.paymentReturn);
      expect(followUp?.getSnapshot().context.paymentReturn).toEqual(snapshot.context.paymentReturn);
      // Step 5 shows: the stored just-sent flag is consumed, the fact stays for this showing.
      expect(lastEffect(run)).toBe("forget just sent");
      expect(view(snapshot).hasJustDeposited).toBe(snapshot.context.hasJustDeposited);
    },
  },
});

/** The loader with only the stored just-sent flag's removal quiet: each test gives the rest. */
const quietFlagLoader = tunnelLoaderMachine.provide({
  actions: { forgetJustDepositedFlag: () => undefined },
});

describe("tunnelLoader and step 5, one actor system", () => {
  it("reopens the steps when the follow-up asks, with no closure from the page", async () => {
    const loads: string[] = [];
    const system = quietFlagLoader.provide({
      actors: {
        followUp: quietFollowUp(async () => followUpParsed.sentBackForChanges as FollowUpData),
        // The first load answers; the reload the follow-up's message causes is held.
        getDossierInfo: fromPromise<LoadedDossier, void>(() => {
          loads.push("getDossierInfo");
          return loads.length === 1
            ? Promise.resolve(loaded(sentBackForChanges))
            : new Promise(() => {});
        }),
      },
    });
    const loader = createActor(system, {
      input: { isSignedIn: true, temporaryDossierInfo: null, now: NOW },
    }).start();
    for (let turn = 0; turn < 3; turn++) await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loader.getSnapshot().value).toBe("readyForFollowUp");
    const followUp = loader.system.get("followUp");
    expect(followUp).toBe(loader.getSnapshot().children.followUp);
    expect(followUp.getSnapshot().matches({ showing: "sentBackForChanges" })).toBe(true);
    followUp.send({ type: "reopenForChanges" });
    expect(loader.getSnapshot().matches("reopeningForChanges")).toBe(true);
    expect(loads, "the loader reads the file again").toHaveLength(2);
    loader.stop();
  });
});

describe("a reason's link at step 5", () => {
  it.each([
    [3, { stored: { step: 3, dossierId: "D-1" } }],
    [undefined, {}],
  ] as const)(
    "reopens the steps at step %s (none: step 2, the wizard's first)",
    async (step, stored) => {
      const system = quietFlagLoader.provide({
        actors: {
          followUp: quietFollowUp(async () => followUpParsed.sentBackForChanges as FollowUpData),
          getDossierInfo: fromPromise<LoadedDossier, void>(async () => loaded(sentBackForChanges)),
          wizard: fromPromise(() => new Promise(() => {})) as unknown as typeof wizardMachine,
        },
      });
      // The page opened on step 5's address: the link's step decides where the steps open.
      const loader = createActor(system, {
        input: { isSignedIn: true, temporaryDossierInfo: null, now: NOW, addressStep: 5 },
      }).start();
      for (let turn = 0; turn < 3; turn++) await new Promise((resolve) => setTimeout(resolve, 0));
      loader.system
        .get("followUp")
        .send(
          step === undefined ? { type: "reopenForChanges" } : { type: "reopenForChanges", step },
        );
      for (let turn = 0; turn < 3; turn++) await new Promise((resolve) => setTimeout(resolve, 0));
      expect(loader.getSnapshot().value).toBe("readyForWizard");
      const wizard = loader.getSnapshot().children.wizard;
      const input = (wizard?.getSnapshot() as { input?: Record<string, unknown> } | undefined)
        ?.input;
      if (step === undefined) expect(input).not.toHaveProperty("stored");
      else expect(input).toMatchObject(stored);
      loader.stop();
    },
  );
});

describe("a file sent back for changes, reloaded", () => {
  const openOn = async (addressStep: number | undefined) => {
    const system = quietFlagLoader.provide({
      actors: {
        followUp: quietFollowUp(() => new Promise<FollowUpData>(() => {})),
        getDossierInfo: fromPromise<LoadedDossier, void>(async () => loaded(sentBackForChanges)),
        // A stand-in that keeps its input and never ends: the wizard's own tests open it.
        wizard: fromPromise(() => new Promise(() => {})) as unknown as typeof wizardMachine,
      },
    });
    const loader = createActor(system, {
      input: {
        isSignedIn: true,
        temporaryDossierInfo: null,
        now: NOW,
        storedStep: { step: 4, dossierId: "D-1" },
        ...(addressStep === undefined ? {} : { addressStep }),
      },
    }).start();
    for (let turn = 0; turn < 3; turn++) await new Promise((resolve) => setTimeout(resolve, 0));
    return loader;
  };

  it("opens the wizard on the form step its address names (it was reopened)", async () => {
    const loader = await openOn(3);
    expect(loader.getSnapshot().value).toBe("readyForWizard");
    const wizard = loader.getSnapshot().children.wizard;
    expect((wizard?.getSnapshot() as { input?: unknown } | undefined)?.input).toMatchObject({
      stored: { step: 3, dossierId: "D-1" },
    });
    loader.stop();
  });

  it.each([
    [undefined, "no step"],
    [5, "step 5"],
    [1, "step 1, which is no longer edited"],
  ])("shows step 5 for an address naming %s (%s)", async (addressStep, _what) => {
    const loader = await openOn(addressStep);
    expect(loader.getSnapshot().value).toBe("readyForFollowUp");
    loader.stop();
  });
});

describe("step 5 right after sending (has_just_deposed)", () => {
  const openStep5 = async (input: { hasJustDeposited?: boolean }, wizardSends: boolean) => {
    const forgotten: string[] = [];
    const system = tunnelLoaderMachine.provide({
      actors: {
        followUp: quietFollowUp(() => new Promise<FollowUpData>(() => {})),
        getDossierInfo: fromPromise<LoadedDossier, void>(async () =>
          loaded(wizardSends ? heldDossier : sentDossier),
        ),
        // A stand-in for the wizard that sends the file at once.
        wizard: fromPromise(async () => ({
          next: "followUp",
          loaded: loaded(sentDossier),
        })) as unknown as typeof wizardMachine,
      },
      actions: { forgetJustDepositedFlag: () => forgotten.push("has_just_deposed") },
    });
    const loader = createActor(system, {
      input: { isSignedIn: true, temporaryDossierInfo: null, now: NOW, ...input },
    }).start();
    for (let turn = 0; turn < 4; turn++) await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loader.getSnapshot().value).toBe("readyForFollowUp");
    return { view: toTunnelLoaderView(loader.getSnapshot()), forgotten, loader };
  };

  it("sending the file shows step 5 as just sent, and forgets the stored flag", async () => {
    const { view: shown, forgotten, loader } = await openStep5({}, true);
    expect(shown.hasJustDeposited).toBe(true);
    expect(forgotten).toEqual(["has_just_deposed"]);
    loader.stop();
  });

  it("a page opened with the stored flag shows it once and forgets it", async () => {
    const { view: shown, forgotten, loader } = await openStep5({ hasJustDeposited: true }, false);
    expect(shown.hasJustDeposited).toBe(true);
    expect(forgotten).toEqual(["has_just_deposed"]);
    loader.stop();
  });

  it("a reload afterwards (the flag forgotten) shows step 5 without the right column", async () => {
    const { view: shown, loader } = await openStep5({ hasJustDeposited: false }, false);
    expect(shown.hasJustDeposited).toBe(false);
    loader.stop();
  });
});
