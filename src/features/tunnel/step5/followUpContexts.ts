/**
 * Step 5's actors as React sees them: no contexts of their own. The tunnel loader invokes the
 * follow-up (machines/tunnelLoader.ts), which starts one proof upload per proof its sub-stage
 * shows (machines/followUp.ts): the tunnel is one actor system. Components read and tell them
 * with the two hooks an actor context gives.
 */
import { useSelector } from "@xstate/react";
import type { ActorRefFrom, SnapshotFrom } from "xstate";
import { selectProofUpload } from "../../../../machines/followUp.selectors.ts";
import type { followUpMachine } from "../../../../machines/followUp.ts";
import type { proofUploadMachine } from "../../../../machines/proofUpload.ts";
import type { ProofDocument } from "../../../api/followUpSchemas.ts";
import { TunnelLoaderContext } from "../tunnelActorContexts.ts";

type FollowUpRef = ActorRefFrom<typeof followUpMachine>;
type ProofUploadRef = ActorRefFrom<typeof proofUploadMachine>;
type Compare<T> = (a: T, b: T) => boolean;

/** The loader's `followUp` child, while the loader is in `readyForFollowUp`. */
function useFollowUpRef(): FollowUpRef {
  const followUp = TunnelLoaderContext.useSelector((snapshot) => snapshot.children.followUp);
  if (!followUp) throw new Error("step 5 runs only while the tunnel loader shows the follow-up");
  return followUp;
}

export const FollowUpContext = {
  useActorRef: useFollowUpRef,
  useSelector<T>(selector: (snapshot: SnapshotFrom<FollowUpRef>) => T, compare?: Compare<T>): T {
    return useSelector(useFollowUpRef(), selector, compare);
  },
};

/** The follow-up's child for one proof, while the sub-stage shown asks for that proof. */
function useProofUploadRef(document: ProofDocument): ProofUploadRef {
  const proof = FollowUpContext.useSelector((snapshot) => selectProofUpload(snapshot, document));
  if (!proof) throw new Error(`the follow-up shows no ${document} proof at this sub-stage`);
  return proof;
}

/** One proof's upload, named by its proof (the follow-up runs one per proof shown). */
export const ProofUploadContext = {
  useActorRef: useProofUploadRef,
  useSelector<T>(
    document: ProofDocument,
    selector: (snapshot: SnapshotFrom<ProofUploadRef>) => T,
    compare?: Compare<T>,
  ): T {
    return useSelector(useProofUploadRef(document), selector, compare);
  },
};
