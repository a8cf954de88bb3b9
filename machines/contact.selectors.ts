/**
 * What the contact dialog derives from the machine: which step shows, the residence select's
 * state, the errors on screen, and the flags the dialog renders. Components read
 * `toContactView(snapshot)` and never spell state paths.
 */
import type { SnapshotFrom } from "xstate";
import type {
  ContactErrorContext,
  ContactMessage,
  ContactResidence,
  contactMachine,
} from "./contact.ts";

export type ContactSnapshot = SnapshotFrom<typeof contactMachine>;

type ResidenceListStatus = "loading" | "ready" | "unavailable";

/** A failure on screen: the spec's context, and the text to show (`null`: the generic error). */
export interface ContactError {
  context: ContactErrorContext;
  message: ContactMessage | null;
}

export function selectIsOpen(snapshot: ContactSnapshot): boolean {
  return snapshot.matches("open");
}

/** `undefined` while the dialog is closed: no list is shown then. */
function selectResidenceListStatus(snapshot: ContactSnapshot): ResidenceListStatus | undefined {
  if (snapshot.matches({ open: { residenceList: "residenceListReady" } })) return "ready";
  if (snapshot.matches({ open: { residenceList: "residenceListUnavailable" } })) {
    return "unavailable";
  }
  return snapshot.matches("open") ? "loading" : undefined;
}

/**
 * The residence the form starts on. A residence page may name one the list does not offer
 * (closed since): once the list is known, such a choice is dropped rather than sent unseen.
 */
export function selectPreselectedResidenceId(snapshot: ContactSnapshot): string | null {
  const { preselectedResidenceId, residences } = snapshot.context;
  if (preselectedResidenceId === null || residences === null) return preselectedResidenceId;
  const offered = residences.some((residence) => residence.crm_id.value === preselectedResidenceId);
  return offered ? preselectedResidenceId : null;
}

/** Spec 8: a failed residence list is "a generic error with context get_residence". */
function selectResidenceListError(snapshot: ContactSnapshot): ContactError | null {
  return selectResidenceListStatus(snapshot) === "unavailable"
    ? { context: "get_residence", message: null }
    : null;
}

/** Spec 8: a failed send raises context send_message, with the error handler's text. */
function selectSendError(snapshot: ContactSnapshot): ContactError | null {
  return snapshot.matches({ open: { message: "sendFailed" } })
    ? { context: "send_message", message: snapshot.context.sendFailureMessage }
    : null;
}

export interface ContactView {
  isOpen: boolean;
  /** The form shows (also while sending and after a failed send, with what was typed). */
  showsForm: boolean;
  showsConfirmation: boolean;
  isSending: boolean;
  /** The form may be sent now (not while a send is under way). */
  canSubmit: boolean;
  residenceListStatus: ResidenceListStatus | undefined;
  /** The residence select's entries; empty until the list is loaded. */
  residences: readonly ContactResidence[];
  preselectedResidenceId: string | null;
  residenceListError: ContactError | null;
  canRetryResidenceList: boolean;
  sendError: ContactError | null;
}

export function toContactView(snapshot: ContactSnapshot): ContactView {
  const isOpen = selectIsOpen(snapshot);
  const showsConfirmation = snapshot.matches({ open: { message: "confirmed" } });
  const isSending = snapshot.matches({ open: { message: "sending" } });
  const residenceListStatus = selectResidenceListStatus(snapshot);
  return {
    isOpen,
    showsForm: isOpen && !showsConfirmation,
    showsConfirmation,
    isSending,
    canSubmit:
      snapshot.matches({ open: { message: "editingForm" } }) ||
      snapshot.matches({ open: { message: "sendFailed" } }),
    residenceListStatus,
    residences: residenceListStatus === "ready" ? (snapshot.context.residences ?? []) : [],
    preselectedResidenceId: selectPreselectedResidenceId(snapshot),
    residenceListError: selectResidenceListError(snapshot),
    canRetryResidenceList: snapshot.can({ type: "retry" }),
    sendError: selectSendError(snapshot),
  };
}
