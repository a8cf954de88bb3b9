/**
 * What a profile section derives from its machine: the flags its form renders, the errors on
 * screen and the values to show. Components read `toProfileSectionView(snapshot)` and never
 * spell state paths.
 */
import type { SnapshotFrom } from "xstate";
import type { ProfileMessage, ProfileValues, profileMachine } from "./profile.ts";

export type ProfileSnapshot = SnapshotFrom<typeof profileMachine>;

type ProfileSectionStatus = "editing" | "saving" | "saved" | "failed" | "switchingInterface";

const noFieldErrors: Readonly<Record<string, string>> = Object.freeze({});

function selectStatus(snapshot: ProfileSnapshot): ProfileSectionStatus {
  if (snapshot.matches("saving")) return "saving";
  if (snapshot.matches("saved")) return "saved";
  if (snapshot.matches("failed")) return "failed";
  if (snapshot.matches("switchingInterface")) return "switchingInterface";
  return "editing";
}

/** The server's errors by field name, while the section shows its failed save. */
function selectFieldErrors(snapshot: ProfileSnapshot): Readonly<Record<string, string>> {
  const { failure } = snapshot.context;
  return snapshot.matches("failed") && failure && "fields" in failure
    ? failure.fields
    : noFieldErrors;
}

/**
 * The error above the save button, while the section shows its failed save: a text, or
 * `message: null` for the spec's generic error. `null` when the failure is all field errors.
 */
function selectFormError(snapshot: ProfileSnapshot): { message: ProfileMessage | null } | null {
  const { failure } = snapshot.context;
  return snapshot.matches("failed") && failure && "message" in failure ? failure : null;
}

export interface ProfileSectionView {
  status: ProfileSectionStatus;
  isSaving: boolean;
  /** The save button may be pressed (not while a save is under way or the page is switching). */
  canSave: boolean;
  /** "Vos modifications ont été enregistrées" shows. */
  showsConfirmation: boolean;
  fieldErrors: Readonly<Record<string, string>>;
  formError: { message: ProfileMessage | null } | null;
  /** What the form shows once a save succeeded, and what it starts from. */
  saved: ProfileValues;
}

export function toProfileSectionView(snapshot: ProfileSnapshot): ProfileSectionView {
  const status = selectStatus(snapshot);
  return {
    status,
    isSaving: status === "saving" || status === "switchingInterface",
    canSave: status === "editing" || status === "saved" || status === "failed",
    showsConfirmation: status === "saved" || status === "switchingInterface",
    fieldErrors: selectFieldErrors(snapshot),
    formError: selectFormError(snapshot),
    saved: snapshot.context.saved,
  };
}
