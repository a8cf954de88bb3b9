/**
 * Step 4's machines as React sees them. They are no actor contexts of their own: the wizard runs
 * the step's files (`documentsStep`, its `documents` child while step 4 is shown) and the step
 * spawns one `documentVerification` actor per file, so the tunnel stays one actor system. These
 * shims give components the same two hooks an actor context gives, reading the child from its
 * parent (a file's hooks take its row's key).
 */
import { useSelector } from "@xstate/react";
import type { AnyActorRef, SnapshotFrom } from "xstate";
import { selectFileActor } from "../../../../machines/documentsStep.selectors.ts";
import { WizardContext } from "../tunnelActorContexts.ts";

type Compare<T> = (a: T, b: T) => boolean;

/** The actor or a clear error: the components below it render only while it runs. */
function running<TRef extends AnyActorRef>(ref: TRef | undefined, what: string): TRef {
  if (!ref) throw new Error(`${what} runs only while step 4 shows it`);
  return ref;
}

function useDocumentsRef() {
  const documents = WizardContext.useSelector((snapshot) => snapshot.children.documents);
  return running(documents, "the documents step");
}

export const DocumentsStepContext = {
  useActorRef: useDocumentsRef,
  useSelector<T>(
    selector: (snapshot: SnapshotFrom<ReturnType<typeof useDocumentsRef>>) => T,
    compare?: Compare<T>,
  ): T {
    return useSelector(useDocumentsRef(), selector, compare);
  },
};

function useFileRef(key: string) {
  const file = DocumentsStepContext.useSelector((snapshot) => selectFileActor(snapshot, key));
  return running(file, `the file ${key}`);
}

export const DocumentFileContext = {
  useActorRef: useFileRef,
  useSelector<T>(
    key: string,
    selector: (snapshot: SnapshotFrom<ReturnType<typeof useFileRef>>) => T,
    compare?: Compare<T>,
  ): T {
    return useSelector(useFileRef(key), selector, compare);
  },
};
