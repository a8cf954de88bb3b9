import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { createActor, fromCallback, fromPromise } from "xstate";
import { followUpMachine } from "../../../machines/followUp.ts";
import {
  informationStatus,
  selectLastSearchTarget,
  type TunnelDossier,
  toIsoDay,
} from "../../../machines/tunnelLoader.dossier.ts";
import {
  isAnotherLotWaiting,
  isFollowUpDue,
  isOpenToNewApplication,
  isTemporaryInfoValid,
  toTunnelLoaderView,
} from "../../../machines/tunnelLoader.selectors.ts";
import {
  type DossierTypeAnswer,
  type TunnelLoaderInput,
  tunnelLoaderMachine,
} from "../../../machines/tunnelLoader.ts";
import { wizardMachine } from "../../../machines/wizard.ts";
import { DossierInfoSchema } from "../../../src/api/dossierSchemas.ts";
import type { FollowUpData } from "../../../src/api/followUpSchemas.ts";
import {
  isTemporaryDossierInfoValid,
  type TemporaryDossierInfo,
} from "../../../src/storage/temporaryDossier.ts";
import { heldDossier } from "../../components/tunnel/tunnelFixtures.ts";
import { stillWizardChildren } from "../../machines/fixtures/wizardChildren.ts";

const NOW = Date.parse("2025-06-02T10:00:00Z");
const details = v.parse(DossierInfoSchema, heldDossier());
const held: TunnelDossier = {
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
const chosenFlat: TemporaryDossierInfo = {
  id_residence: "RES-7",
  type_typologie: "TYP-3",
  id_bien: "LOT-31",
  date_arrivee: "2025-09-01",
  resicamp: false,
  id_offre: "OFFER-2",
  validityDate: NOW + 1,
};

const settle = async () => {
  for (let turn = 0; turn < 5; turn++) await new Promise((resolve) => setImmediate(resolve));
};

describe("rules the machines restate from src/ (they import no code from it)", () => {
  it("judges the temporary info valid exactly as src/storage does: strictly in the future", () => {
    for (const validityDate of [NOW - 1, NOW, NOW + 1]) {
      const info = { ...chosenFlat, validityDate };
      expect(isTemporaryInfoValid(info, NOW)).toBe(isTemporaryDossierInfoValid(info, NOW));
    }
    expect(isTemporaryInfoValid({ ...chosenFlat, validityDate: NOW }, NOW)).toBe(false);
    expect(isTemporaryInfoValid({ ...chosenFlat, validityDate: NOW + 1 }, NOW)).toBe(true);
  });
});

describe("loading rule 1: may a temporary application be created?", () => {
  it("yes without a dossier (an empty answer) or with one in creation or abandoned", () => {
    for (const status of [null, "", "creation", "abandoned"]) {
      expect(isOpenToNewApplication(status), String(status)).toBe(true);
    }
  });
  it("no while a dossier is sent, under examination or further on", () => {
    for (const status of ["complete", "toUpdate", "recycling", "accepted", "signed", "refused"]) {
      expect(isOpenToNewApplication(status), status).toBe(false);
    }
  });
});

describe("loading rule 4: is another lot waiting (bed change)?", () => {
  it("yes when a lot is pre-reserved and a temporary application with another id waits", () => {
    expect(isAnotherLotWaiting({ ...held, temporaryApplicationId: "TMP-5" })).toBe(true);
  });
  it("no when the waiting application is the dossier itself, or none waits", () => {
    expect(isAnotherLotWaiting({ ...held, temporaryApplicationId: "D-1" })).toBe(false);
    expect(isAnotherLotWaiting(held)).toBe(false);
  });
  it("no when nothing is pre-reserved: there is nothing to change from", () => {
    const noLot = { ...held, informationStatus: informationStatus.noLot };
    expect(isAnotherLotWaiting({ ...noLot, temporaryApplicationId: "TMP-5" })).toBe(false);
  });
});

describe("toIsoDay: the arrival date as YYYY-MM-DD", () => {
  it("keeps a day written as a day or as a local date-time", () => {
    expect(toIsoDay("2025-09-01")).toBe("2025-09-01");
    expect(toIsoDay("2025-09-01T23:59:00")).toBe("2025-09-01");
  });
  it("reads an instant in Paris time, summer and winter", () => {
    expect(toIsoDay("2025-08-31T22:00:00Z")).toBe("2025-09-01");
    expect(toIsoDay("2025-08-31T21:59:59Z")).toBe("2025-08-31");
    expect(toIsoDay("2025-01-15T23:30:00Z")).toBe("2025-01-16");
    expect(toIsoDay("2025-09-01T23:30:00+02:00")).toBe("2025-09-01");
  });
  it("gives null for unreadable text", () => {
    expect(toIsoDay("soon")).toBeNull();
    expect(toIsoDay("")).toBeNull();
  });
});

describe("selectLastSearchTarget", () => {
  it("builds the flat type's listing with both languages' aliases and the day", () => {
    expect(selectLastSearchTarget({ ...held, arrivalDate: "2025-08-31T22:00:00Z" })).toEqual({
      aliasResidence: { fr: "les-estudines", en: "the-estudines" },
      aliasTypology: { fr: "studio", en: "studio-flat" },
      date: "2025-09-01",
    });
  });
  it("has no target without a listing, an arrival date, or a readable one", () => {
    expect(selectLastSearchTarget(null)).toBeNull();
    expect(selectLastSearchTarget({ ...held, listing: null })).toBeNull();
    expect(selectLastSearchTarget({ ...held, arrivalDate: null })).toBeNull();
    expect(selectLastSearchTarget({ ...held, arrivalDate: "n/a" })).toBeNull();
  });
});

describe("the loader with the app's actors", () => {
  function load(input: TunnelLoaderInput, dossier: TunnelDossier = held) {
    const effects: string[] = [];
    const created: unknown[] = [];
    const machine = tunnelLoaderMachine.provide({
      actors: {
        getTypeDossier: fromPromise(
          async (): Promise<DossierTypeAnswer> => ({ statuscode: "abandoned" }),
        ),
        createTemporaryApplication: fromPromise(async ({ input: payload }) => {
          created.push(payload);
          return { outcome: "created" as const };
        }),
        getDossierInfo: fromPromise(async () => ({ dossier, details })),
        // The wizard the loader opens is not under test here: it only opens, storing nothing.
        wizard: wizardMachine.provide({
          actors: stillWizardChildren,
          actions: { persistStep: () => undefined },
        }),
        // Nor is step 5, the loader's child once the file is sent: it only opens, reading nothing.
        followUp: followUpMachine.provide({
          actors: {
            loadFollowUp: fromPromise<FollowUpData, void>(() => new Promise(() => {})),
            watchPageVisibility: fromCallback(() => {}),
          },
          actions: { forgetPaymentReturn: () => undefined },
        }),
      },
      actions: {
        forgetTemporaryDossierInfo: () => effects.push("forget"),
        forgetJustDepositedFlag: () => undefined,
        goHome: () => effects.push("home"),
        redirectToSignIn: (_, { returnTo }) => effects.push(`signIn ${returnTo}`),
      },
    });
    const actor = createActor(machine, { input }).start();
    return { actor, effects, created };
  }

  it("creates the temporary application of a choice valid 1 ms more, sending the six fields", async () => {
    const { actor, effects, created } = load({
      isSignedIn: true,
      temporaryDossierInfo: { ...chosenFlat, typology: "studio-t1" },
      now: NOW,
    });
    await settle();
    expect(created).toEqual([
      {
        id_residence: "RES-7",
        type_typologie: "TYP-3",
        id_bien: "LOT-31",
        date_arrivee: "2025-09-01",
        resicamp: false,
        id_offre: "OFFER-2",
      },
    ]);
    expect(effects).toEqual(["forget"]);
    expect(actor.getSnapshot().value).toBe("readyForWizard");
    expect(toTunnelLoaderView(actor.getSnapshot())).toMatchObject({
      next: "wizard",
      isLoading: false,
      dossier: held,
    });
  });

  it("goes home without any call when the choice's validity is not strictly in the future", async () => {
    const { actor, effects, created } = load({
      isSignedIn: true,
      temporaryDossierInfo: { ...chosenFlat, validityDate: NOW },
      now: NOW,
    });
    await settle();
    expect(actor.getSnapshot().value).toBe("sentHome");
    expect(effects).toEqual(["forget", "home"]);
    expect(created).toEqual([]);
  });

  it("sends a signed-out visitor to sign in, coming back to the tunnel, and keeps the choice", async () => {
    const { actor, effects } = load({
      isSignedIn: false,
      temporaryDossierInfo: chosenFlat,
      now: NOW,
    });
    await settle();
    expect(actor.getSnapshot().value).toBe("sentToSignIn");
    expect(effects).toEqual(["signIn dossier"]);
  });

  it("goes to step 5 for a sent dossier", async () => {
    const sent = { ...held, informationStatus: informationStatus.finished };
    const { actor } = load({ isSignedIn: true, temporaryDossierInfo: null, now: NOW }, sent);
    await settle();
    expect(toTunnelLoaderView(actor.getSnapshot())).toMatchObject({
      next: "followUp",
      dossier: sent,
    });
  });

  it("opens the steps again from step 5 once the file, read anew, is still sent back for changes", async () => {
    const sentBack = {
      ...held,
      statuscode: "toUpdate",
      informationStatus: informationStatus.finished,
    };
    const { actor } = load({ isSignedIn: true, temporaryDossierInfo: null, now: NOW }, sentBack);
    await settle();
    expect(toTunnelLoaderView(actor.getSnapshot()).next).toBe("followUp");
    actor.send({ type: "reopenForChanges" });
    expect(toTunnelLoaderView(actor.getSnapshot())).toMatchObject({ next: null, isLoading: true });
    await settle();
    expect(toTunnelLoaderView(actor.getSnapshot())).toMatchObject({
      next: "wizard",
      dossier: sentBack,
    });
  });

  it("waits for a retry when the app forgot to provide a call, instead of a dead end", async () => {
    const actor = createActor(tunnelLoaderMachine, {
      input: { isSignedIn: true, temporaryDossierInfo: null, now: NOW },
    }).start();
    await settle();
    expect(actor.getSnapshot().value).toEqual({ fetchingDossierInfo: "failed" });
    expect(toTunnelLoaderView(actor.getSnapshot())).toMatchObject({
      hasLoadFailed: true,
      canRetry: true,
      isLoading: false,
    });
    actor.send({ type: "retry" });
    expect(toTunnelLoaderView(actor.getSnapshot())).toMatchObject({
      isLoading: true,
      hasLoadFailed: false,
    });
  });
});

describe("isFollowUpDue (rule 4: step 5 once sent)", () => {
  it("opens step 5 for a sent file and for a refused one, whose lot was released", () => {
    expect(isFollowUpDue({ ...held, informationStatus: informationStatus.finished })).toBe(true);
    expect(
      isFollowUpDue({ ...held, statuscode: "refused", informationStatus: informationStatus.noLot }),
    ).toBe(true);
    expect(isFollowUpDue(held)).toBe(false);
    expect(
      isFollowUpDue({
        ...held,
        statuscode: "abandoned",
        informationStatus: informationStatus.noLot,
      }),
    ).toBe(false);
  });
});
