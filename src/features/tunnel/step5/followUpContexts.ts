/**
 * Step 5's actors as React sees them, no actor contexts of their own: the tunnel loader invokes
 * the follow-up (machines/tunnelLoader.ts), which starts one proof upload per proof its sub-stage
 * shows (machines/followUp.ts), so the tunnel is one actor system. A proof's hooks take its
 * document.
 */
import { selectProofUpload } from "../../../../machines/followUp.selectors.ts";
import { childActorContext, keyedChildActorContext } from "../../../shared/childActorContext.ts";
import { TunnelLoaderContext } from "../tunnelActorContexts.ts";

/** The loader's `followUp` child, while the loader is in `readyForFollowUp`. */
export const FollowUpContext = childActorContext(TunnelLoaderContext, "followUp");

/** One proof's upload, named by its proof (the follow-up runs one per proof shown). */
export const ProofUploadContext = keyedChildActorContext(FollowUpContext, selectProofUpload);

/** The handover's to-do list, while the follow-up shows "Bientôt chez vous !". */
export const HandoverContext = childActorContext(FollowUpContext, "handover");
