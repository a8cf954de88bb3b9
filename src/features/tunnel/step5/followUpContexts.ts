/**
 * Step 5's machines as React sees them (the app's one way to run a machine): the follow-up of
 * the file, and one proof upload per proof shown.
 */
import { createActorContext } from "@xstate/react";
import { followUpMachine } from "../../../../machines/followUp.ts";
import { proofUploadMachine } from "../../../../machines/proofUpload.ts";

export const FollowUpContext = createActorContext(followUpMachine);
export const ProofUploadContext = createActorContext(proofUploadMachine);
