/**
 * The tunnel's actors as React sees them. The tunnel is one actor system: the loader is the one
 * actor context (the app's one way to run a machine, docs/architecture.md), rendered by the page
 * with the real effects (`tunnelActors.ts`); the wizard is its child, and the countdown, the
 * records of steps 2 and 3 and step 3's choice of guarantee are the wizard's. Components read each one as they read a context:
 * `useSelector` for a view-model, `useActorRef` to send events.
 */
import { createActorContext, useSelector } from "@xstate/react";
import type { AnyActorRef, SnapshotFrom } from "xstate";
import { tunnelLoaderMachine } from "../../../machines/tunnelLoader.ts";

export const TunnelLoaderContext = createActorContext(tunnelLoaderMachine);

type ChildrenOf<TParent extends AnyActorRef> =
  SnapshotFrom<TParent> extends { children: infer TChildren } ? TChildren : never;

/** The child `childId` of the actor `useParentRef` gives; throws when it has none. */
function useChildActor(useParentRef: () => AnyActorRef, childId: string): AnyActorRef {
  const child: AnyActorRef | undefined = useSelector(
    useParentRef(),
    (snapshot: { children: Record<string, AnyActorRef | undefined> }) => snapshot.children[childId],
  );
  // Rendering a child's components while its parent does not run it is a bug.
  if (!child) throw new Error(`the tunnel's "${childId}" actor is not running`);
  return child;
}

/**
 * The `useActorRef` / `useSelector` pair of an actor context, for the child `childId` of the
 * actor `parent` gives: the child runs inside the parent (invoked), not beside it in React.
 */
function childActorContext<
  TParent extends AnyActorRef,
  TId extends keyof ChildrenOf<TParent> & string,
>(parent: { useActorRef(): TParent }, childId: TId) {
  type Child = NonNullable<ChildrenOf<TParent>[TId]>;
  return {
    // The parent's `children` type says which machine runs under `childId`: the casts name it.
    useActorRef: (): Child => useChildActor(parent.useActorRef, childId) as unknown as Child,
    useSelector<T>(
      selector: (snapshot: SnapshotFrom<Child>) => T,
      compare?: (a: T, b: T) => boolean,
    ): T {
      const child = useChildActor(parent.useActorRef, childId);
      return useSelector(child, selector as (snapshot: unknown) => T, compare);
    },
  };
}

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
