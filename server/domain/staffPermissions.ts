/**
 * Who in the residence team may do what: the one table of the console's rights (docs/staff.md,
 * "Rights"). Every staff route names the permission it needs (routes/staff*.ts), and each
 * decision its own (`DECISION_PERMISSIONS`); the tests walk this table against the real routes.
 */
import type { StaffDecision } from "../../src/api/staffSchemas.ts";
import type { StaffRole } from "./staffAccounts.ts";

export const STAFF_PERMISSIONS = {
  /** The queue, a file, its documents and history, the reason catalogue. */
  readFiles: ["sales", "manager"],
  /** Take a file for review (its lock) and give it back. */
  takeFiles: ["sales", "manager"],
  /** Send a file back to the applicant with coded reasons. */
  askForChanges: ["sales", "manager"],
  /** Offer, move or cancel an inventory appointment. */
  proposeAppointments: ["sales", "manager"],
  accept: ["manager"],
  refuse: ["manager"],
  /** Put the lease up for signature. */
  putLeaseUp: ["manager"],
  /** Confirm or refuse a bank transfer. */
  reviewTransfers: ["manager"],
  countersign: ["manager"],
  /** Accept or refuse a home-insurance certificate. */
  reviewInsurance: ["manager"],
} as const satisfies Record<string, readonly StaffRole[]>;

export type StaffPermission = keyof typeof STAFF_PERMISSIONS;

export function mayStaff(role: string | null, permission: StaffPermission): boolean {
  return (STAFF_PERMISSIONS[permission] as readonly string[]).includes(role ?? "");
}

/** The permission each decision of the console needs. */
export const DECISION_PERMISSIONS = {
  accept: "accept",
  refuse: "refuse",
  update: "askForChanges",
  lease: "putLeaseUp",
  "confirm-transfer": "reviewTransfers",
  "refuse-transfer": "reviewTransfers",
  countersign: "countersign",
  "accept-insurance": "reviewInsurance",
  "refuse-insurance": "reviewInsurance",
  "move-appointment": "proposeAppointments",
  "cancel-appointment": "proposeAppointments",
  "offer-slots": "proposeAppointments",
} as const satisfies Record<StaffDecision, StaffPermission>;

/** Decisions that need a recent sign-in (`staffSignIn.decisiveActionMinutes`). */
export const DECISIVE_DECISIONS: ReadonlySet<StaffDecision> = new Set(["refuse", "countersign"]);
