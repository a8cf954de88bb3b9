/**
 * A page is one actor system: React runs only its root (the tunnel's loader, a console file's
 * page) and reads every other actor as a child of the actor above it. These build, for a child, the
 * same `useActorRef` / `useSelector` pair an actor context gives, so components read a view-model
 * and send events the one way.
 */
import { useSelector } from "@xstate/react";
import type { AnyActorRef, SnapshotFrom } from "xstate";

type Compare<T> = (a: T, b: T) => boolean;
type ChildrenOf<TParent extends AnyActorRef> =
  SnapshotFrom<TParent> extends { children: infer TChildren } ? TChildren : never;

type Picker<TParent extends AnyActorRef, TKey, TChild> = (
  snapshot: SnapshotFrom<TParent>,
  key: TKey,
) => TChild | undefined;

/** The child `pick` finds under the parent for `key`; throws when it is not running. */
function useChildActor<TParent extends AnyActorRef, TKey, TChild>(
  parent: { useActorRef(): TParent },
  pick: Picker<TParent, TKey, TChild>,
  key: TKey,
): TChild {
  const parentRef: AnyActorRef = parent.useActorRef();
  const child = useSelector(parentRef, (snapshot) => pick(snapshot as SnapshotFrom<TParent>, key));
  // Rendering a child's components while its parent does not run it is a bug.
  if (!child) throw new Error(`the page's actor for "${String(key)}" is not running`);
  return child;
}

/**
 * For children the parent starts one per thing (a file, a proof): the hooks take the thing's key,
 * and `pick` finds its child in the parent's snapshot (a selector beside the parent's machine).
 */
export function keyedChildActorContext<TParent extends AnyActorRef, TKey, TChild>(
  parent: { useActorRef(): TParent },
  pick: Picker<TParent, TKey, TChild>,
) {
  return {
    useActorRef: (key: TKey): TChild => useChildActor(parent, pick, key),
    useSelector<T>(
      key: TKey,
      selector: (snapshot: SnapshotFrom<TChild>) => T,
      compare?: Compare<T>,
    ): T {
      // The parent's types say which machine `pick` finds: the casts name it.
      const child = useChildActor(parent, pick, key) as unknown as AnyActorRef;
      return useSelector(child, selector as (snapshot: unknown) => T, compare);
    },
  };
}

/** For the child the parent runs under `childId` (its `children` type names the machine). */
export function childActorContext<
  TParent extends AnyActorRef,
  TId extends keyof ChildrenOf<TParent> & string,
>(parent: { useActorRef(): TParent }, childId: TId) {
  type Child = NonNullable<ChildrenOf<TParent>[TId]>;
  const keyed = keyedChildActorContext<TParent, TId, Child>(
    parent,
    (snapshot, id) => (snapshot as { children: Record<string, Child | undefined> }).children[id],
  );
  return {
    useActorRef: (): Child => keyed.useActorRef(childId),
    useSelector: <T>(selector: (snapshot: SnapshotFrom<Child>) => T, compare?: Compare<T>): T =>
      keyed.useSelector(childId, selector, compare),
  };
}
