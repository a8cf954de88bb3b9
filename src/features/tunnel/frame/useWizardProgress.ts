import { selectProgress } from "../../../../machines/wizard.selectors.ts";
import {
  GuaranteeRecordContext,
  ProfileRecordContext,
  WizardContext,
} from "../tunnelActorContexts.ts";

type RecordSnapshot = { context: { record: { version?: unknown } | null } };
const versionOf = (snapshot: RecordSnapshot) => snapshot.context.record?.version;

/**
 * The progress bar's items (`selectProgress`). Steps 2 and 3 are done once their records, the
 * wizard's children, hold a saved version; a record loaded after the wizard's last change (a
 * reload on step 4) changes no snapshot of the wizard, so the bar showed them undone until
 * something else moved. The records' versions are followed here, and the progress is read again
 * from the wizard at each render.
 */
export function useWizardProgress() {
  ProfileRecordContext.useSelector(versionOf);
  GuaranteeRecordContext.useSelector(versionOf);
  return WizardContext.useSelector((snapshot) => selectProgress(snapshot), sameProgress);
}

function sameProgress(
  a: ReturnType<typeof selectProgress>,
  b: ReturnType<typeof selectProgress>,
): boolean {
  return (
    a.length === b.length &&
    a.every(
      (item, index) =>
        item.status === b[index]?.status && item.isClickable === b[index]?.isClickable,
    )
  );
}
