import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/** Short names of the flat kinds the catalogue offers, for cards and filters. */
const kindNames: Record<string, MessageDescriptor> = {
  studio: msg`Studio`,
  t1bis: msg`T1 bis`,
  t2: msg`T2`,
  colocWomen: msg`Colocation`,
  colocMen: msg`Colocation`,
  coliving: msg`Coliving`,
  parking: msg`Parking`,
};

/** The distinct kind names of a residence, in its order; unknown kinds are left out. */
export function kindLabels(kinds: readonly string[]): MessageDescriptor[] {
  const seen = new Set<string>();
  const labels: MessageDescriptor[] = [];
  for (const kind of kinds) {
    const label = kindNames[kind];
    if (label && !seen.has(label.id)) {
      seen.add(label.id);
      labels.push(label);
    }
  }
  return labels;
}
