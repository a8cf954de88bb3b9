/**
 * The tunnel's actors as React sees them. The tunnel is one actor system: the loader is the one
 * actor context (the app's one way to run a machine, docs/architecture.md), rendered by the page
 * with the real effects (`tunnelActors.ts`); the wizard is its child, and the countdown, the
 * records of steps 2 and 3 and step 3's choice of guarantee are the wizard's. Components read each one as they read a context:
 * `useSelector` for a view-model, `useActorRef` to send events.
 */
import { createActorContext } from "@xstate/react";
import { tunnelLoaderMachine } from "../../../machines/tunnelLoader.ts";
import { childActorContext } from "../../shared/childActorContext.ts";

export const TunnelLoaderContext = createActorContext(tunnelLoaderMachine);

/** Steps 1 to 4: the loader's child while it is in `readyForWizard`. */
export const WizardContext = childActorContext(TunnelLoaderContext, "wizard");

/** The pre-booking countdown: the wizard's child, so it runs while steps 1 to 4 show. */
export const PrebookingContext = childActorContext(WizardContext, "prebooking");

/** Step 2's server record (`getInfosPersonnelles`), loaded once the wizard opens. */
export const ProfileRecordContext = childActorContext(WizardContext, "profileRecord");

/** Step 3's server record (`getInfosGarant`), loaded once the wizard opens. */
export const GuaranteeRecordContext = childActorContext(WizardContext, "guaranteeRecord");

/** Step 3's choice of guarantee (machines/guarantees.ts), kept across Back and Continue. */
export const GuaranteesContext = childActorContext(WizardContext, "guarantees");
