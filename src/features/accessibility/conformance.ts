import { msg } from "@lingui/core/macro";
import { accessibilityAudit } from "../../config/index.ts";

type AuditCounts = { conformingCriteria: number; applicableCriteria: number };

/** The audit's rate, RGAA's way: conforming applicable criteria over applicable criteria, in %. */
export function conformanceRate(audit: AuditCounts = accessibilityAudit): number {
  return Math.floor((audit.conformingCriteria / audit.applicableCriteria) * 100);
}

/**
 * The RGAA statement model's three levels: totally compliant only at 100 %, partially from
 * 50 %, not compliant under 50 % or without an audit.
 */
export function conformanceLevel(audit: AuditCounts = accessibilityAudit) {
  const rate = conformanceRate(audit);
  if (rate === 100) return "total";
  return rate >= 50 ? "partial" : "none";
}

/** The footer's mention ("Accessibilité : partiellement conforme"), by level. */
export const conformanceMentions = {
  total: msg`Accessibilité : totalement conforme`,
  partial: msg`Accessibilité : partiellement conforme`,
  none: msg`Accessibilité : non conforme`,
};
