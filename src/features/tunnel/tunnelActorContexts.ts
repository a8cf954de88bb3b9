/**
 * The tunnel's three machines as React sees them: one actor context each (the app's one way to
 * run a machine, docs/architecture.md). The page renders each `Provider` with the real effects
 * (`tunnelActors.ts`); components read a view-model through `useSelector` and send events.
 */
import { createActorContext, useSelector } from "@xstate/react";
import type { ActorRefFrom, SnapshotFrom } from "xstate";
import { guaranteesMachine } from "../../../machines/guarantees.ts";
import { prebookingMachine } from "../../../machines/prebooking.ts";
import { stepRecordMachine } from "../../../machines/stepRecord.ts";
import { tunnelLoaderMachine } from "../../../machines/tunnelLoader.ts";
import type { wizardMachine } from "../../../machines/wizard.ts";

export const TunnelLoaderContext = createActorContext(tunnelLoaderMachine);

type WizardRef = ActorRefFrom<typeof wizardMachine>;

/** The loader's `wizard` child, while the loader is in `readyForWizard`. */
function useWizardRef(): WizardRef {
  const wizard = TunnelLoaderContext.useSelector((snapshot) => snapshot.children.wizard);
  if (!wizard) throw new Error("the wizard runs only while the tunnel loader shows the steps");
  return wizard;
}

/**
 * The wizard is no context of its own: the loader invokes it (machines/tunnelLoader.ts), so the
 * tunnel is one actor system. Its components read and tell it with the same two hooks an actor
 * context gives.
 */
export const WizardContext = {
  useActorRef: useWizardRef,
  useSelector<T>(
    selector: (snapshot: SnapshotFrom<typeof wizardMachine>) => T,
    compare?: (a: T, b: T) => boolean,
  ): T {
    return useSelector(useWizardRef(), selector, compare);
  },
};
export const PrebookingContext = createActorContext(prebookingMachine);

/** Step 2's server record (`getInfosPersonnelles`), loaded once the wizard opens. */
export const ProfileRecordContext = createActorContext(stepRecordMachine);

/** Step 3's server record (`getInfosGarant`), loaded once the wizard opens. */
export const GuaranteeRecordContext = createActorContext(stepRecordMachine);

/** Step 3's choice of guarantee, beside the wizard (machines/guarantees.ts). */
export const GuaranteesContext = createActorContext(guaranteesMachine);
