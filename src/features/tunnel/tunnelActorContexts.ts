/**
 * The tunnel's three machines as React sees them: one actor context each (the app's one way to
 * run a machine, docs/architecture.md). The page renders each `Provider` with the real effects
 * (`tunnelActors.ts`); components read a view-model through `useSelector` and send events.
 */
import { createActorContext } from "@xstate/react";
import { guaranteesMachine } from "../../../machines/guarantees.ts";
import { prebookingMachine } from "../../../machines/prebooking.ts";
import { stepRecordMachine } from "../../../machines/stepRecord.ts";
import { tunnelLoaderMachine } from "../../../machines/tunnelLoader.ts";
import { wizardMachine } from "../../../machines/wizard.ts";

export const TunnelLoaderContext = createActorContext(tunnelLoaderMachine);
export const WizardContext = createActorContext(wizardMachine);
export const PrebookingContext = createActorContext(prebookingMachine);

/** Step 2's server record (`getInfosPersonnelles`), loaded once the wizard opens. */
export const ProfileRecordContext = createActorContext(stepRecordMachine);

/** Step 3's server record (`getInfosGarant`), loaded once the wizard opens. */
export const GuaranteeRecordContext = createActorContext(stepRecordMachine);

/** Step 3's choice of guarantee, beside the wizard (machines/guarantees.ts). */
export const GuaranteesContext = createActorContext(guaranteesMachine);
