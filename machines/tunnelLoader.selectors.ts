/**
 * What the tunnel page derives from the loader: the rules on the loaded facts (used by the
 * machine's guards), the "last search" target shared by the tunnel's dialogs, and the view model.
 */
import type { SnapshotFrom } from "xstate";
import type { TemporaryDossierInfo } from "../src/storage/temporaryDossier.ts";
import {
  informationStatus,
  type ListingTarget,
  type LoadedDossier,
  selectLastSearchTarget,
  type TunnelDossier,
  type TunnelErrorCode,
} from "./tunnelLoader.dossier.ts";
import type { tunnelLoaderMachine } from "./tunnelLoader.ts";

export type TunnelLoaderSnapshot = SnapshotFrom<typeof tunnelLoaderMachine>;

/** Statuses in which a new temporary application may be created (spec 4, loading rule 1). */
const statusesOpenToNewApplication: ReadonlySet<string> = new Set(["creation", "abandoned"]);

/** Rule 1: no dossier yet (an empty answer), or one in creation or abandoned. */
export function isOpenToNewApplication(statuscode: string | null): boolean {
  return statuscode === null || statuscode === "" || statusesOpenToNewApplication.has(statuscode);
}

/**
 * Rule 4: a lot is pre-reserved and a temporary application for another one waits (its id differs
 * from the dossier's): the applicant must say whether to change apartment.
 */
export function isAnotherLotWaiting(dossier: TunnelDossier): boolean {
  return (
    dossier.informationStatus === informationStatus.lotPreReserved &&
    dossier.temporaryApplicationId !== null &&
    dossier.temporaryApplicationId !== dossier.dossierId
  );
}

/**
 * Rule 4, "if finished, go to step 5": a sent file (information status finished), and a refused
 * one, whose lot is released when staff refuse it (status 0) but whose refusal step 5 explains.
 * @spec tunnel §4 Loading the tunnel
 */
export function isFollowUpDue(dossier: TunnelDossier): boolean {
  return (
    dossier.informationStatus === informationStatus.finished || dossier.statuscode === "refused"
  );
}

/**
 * The temporary info is valid only while its validity date is strictly in the future (spec 5):
 * `isTemporaryDossierInfoValid` of src/storage, restated here for the same reason.
 * @spec tunnel §5 Other
 */
export function isTemporaryInfoValid(info: TemporaryDossierInfo, now: number): boolean {
  return info.validityDate > now;
}

type TunnelLoaderDialog =
  | "bedChange"
  | "apartmentUnavailable"
  | "genderIncompatibility"
  | "lotFreed";

export interface TunnelLoaderView {
  /** A call of the loading sequence is in flight: show the page's loader. */
  isLoading: boolean;
  /** A call of the loading sequence failed: show the generic error with a retry button. */
  hasLoadFailed: boolean;
  canRetry: boolean;
  /** The pop-up (or the step-1 notice, for a freed lot) the page shows; null when none. */
  dialog: TunnelLoaderDialog | null;
  /** A dialog's call is in flight (changing apartment, releasing the flat): disable its buttons. */
  isDialogBusy: boolean;
  /** The error shown in the dialog, to be translated. */
  errorCode: TunnelErrorCode | null;
  lastSearchTarget: ListingTarget | null;
  /** Where the tunnel goes once loaded; null while loading or when the visitor was sent away. */
  next: "wizard" | "followUp" | null;
  dossier: TunnelDossier | null;
  /** The dossier as loaded, facts and the answer the page renders; null before it is. */
  loaded: LoadedDossier | null;
  /** Step 5 right after sending: it shows the right column and focuses its heading. */
  hasJustDeposited: boolean;
}

function dialogOf(snapshot: TunnelLoaderSnapshot): TunnelLoaderDialog | null {
  if (snapshot.matches("askingAboutBedChange") || snapshot.matches("changingBed"))
    return "bedChange";
  if (snapshot.matches("showingApartmentUnavailable")) return "apartmentUnavailable";
  if (snapshot.hasTag("genderIncompatibility")) return "genderIncompatibility";
  if (snapshot.matches("showingFreedLot")) return "lotFreed";
  return null;
}

function nextOf(snapshot: TunnelLoaderSnapshot): TunnelLoaderView["next"] {
  if (snapshot.matches("readyForWizard")) return "wizard";
  if (snapshot.matches("readyForFollowUp")) return "followUp";
  return null;
}

function loadedOf({ context }: TunnelLoaderSnapshot): LoadedDossier | null {
  return context.dossier && context.details
    ? { dossier: context.dossier, details: context.details }
    : null;
}

export function toTunnelLoaderView(snapshot: TunnelLoaderSnapshot): TunnelLoaderView {
  return {
    isLoading: snapshot.hasTag("loading"),
    hasLoadFailed: snapshot.hasTag("loadFailed"),
    canRetry: snapshot.can({ type: "retry" }),
    dialog: dialogOf(snapshot),
    isDialogBusy: snapshot.hasTag("dialogBusy"),
    errorCode: snapshot.context.errorCode,
    lastSearchTarget: selectLastSearchTarget(snapshot.context.dossier),
    next: nextOf(snapshot),
    dossier: snapshot.context.dossier,
    loaded: loadedOf(snapshot),
    hasJustDeposited: snapshot.context.hasJustDeposited,
  };
}
