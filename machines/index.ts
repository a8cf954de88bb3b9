/**
 * The registry of every statechart of the product. The inspector hook, the diagram export
 * (`npm run diagrams`) and the path-coverage suite (tests/machines) read it, so a machine added
 * here is inspected, drawn and required to be fully covered without further wiring.
 */
import type { AnyStateMachine } from "xstate";
import { addressLookupMachine } from "./addressLookup.ts";
import { alertsMachine } from "./alerts.ts";
import { bookingMachine } from "./booking.ts";
import { contactMachine } from "./contact.ts";
import { deviceSessionsMachine } from "./deviceSessions.ts";
import { documentsStepMachine } from "./documentsStep.ts";
import { documentVerificationMachine } from "./documentVerification.ts";
import { documentViewerMachine } from "./documentViewer.ts";
import { followUpMachine } from "./followUp.ts";
import { guaranteesMachine } from "./guarantees.ts";
import { handoverMachine } from "./handover.ts";
import { prebookingMachine } from "./prebooking.ts";
import { profileMachine } from "./profile.ts";
import { proofUploadMachine } from "./proofUpload.ts";
import { reviewMachine } from "./review.ts";
import { reviewDraftMachine } from "./reviewDraft.ts";
import { savedNoticeMachine } from "./savedNotice.ts";
import { sessionMachine } from "./session.ts";
import { staffFileMachine } from "./staffFile.ts";
import { staffQueueMachine } from "./staffQueue.ts";
import { stepRecordMachine } from "./stepRecord.ts";
import { tunnelLoaderMachine } from "./tunnelLoader.ts";
import { wizardMachine } from "./wizard.ts";

/** How the path-coverage suite walks a machine whose graph is large or unbounded. */
export interface PathCoveragePolicy {
  /**
   * Also run every simple path, not only a shortest path to each state and one walk per
   * transition. "auto" (the default) does so while the graph stays small enough to enumerate.
   */
  simplePaths?: boolean | "auto";
  /** Stops the graph walk of machines whose context can grow without bound. */
  traversalLimit?: number;
}

export interface MachineEntry {
  /** The machine's own id, also the name of its diagram (docs/machines/<id>.md) and test. */
  id: string;
  machine: AnyStateMachine;
  /** What the machine is for, in the product's words; it heads the diagram page. */
  description: string;
  pathCoverage?: PathCoveragePolicy;
}

/** The machine's id and root description are the entry's, so they are written once. */
function entry(
  machine: AnyStateMachine,
  extra: { pathCoverage?: PathCoveragePolicy } = {},
): MachineEntry {
  const description = machine.root.description;
  if (!description) throw new Error(`machine "${machine.id}" needs a description on its root`);
  return { id: machine.id, machine, description, ...extra };
}

export const machineRegistry: readonly MachineEntry[] = [
  entry(alertsMachine),
  entry(contactMachine),
  entry(sessionMachine),
  entry(tunnelLoaderMachine),
  entry(prebookingMachine),
  entry(wizardMachine),
  entry(savedNoticeMachine),
  entry(profileMachine),
  entry(deviceSessionsMachine),
  entry(bookingMachine),
  entry(stepRecordMachine),
  entry(addressLookupMachine),
  entry(followUpMachine, { pathCoverage: { simplePaths: false } }),
  entry(proofUploadMachine),
  // Two sides side by side: shortest paths and one walk per edge are enough.
  entry(handoverMachine, { pathCoverage: { simplePaths: false } }),
  entry(guaranteesMachine),
  // Rows come and go with every choice: shortest paths and one walk per edge are enough.
  entry(documentsStepMachine, { pathCoverage: { simplePaths: false } }),
  entry(documentVerificationMachine),
  // A hold's clock beside every step of a draft: shortest paths and one walk per edge are enough.
  entry(reviewMachine, { pathCoverage: { simplePaths: false } }),
  entry(reviewDraftMachine),
  entry(staffQueueMachine, { pathCoverage: { simplePaths: false } }),
  entry(staffFileMachine),
  entry(documentViewerMachine),
];

export function findMachineEntry(id: string): MachineEntry | undefined {
  return machineRegistry.find((candidate) => candidate.id === id);
}
