/**
 * The console's actors as React sees them: each page is one actor system under one Provider.
 * The queue; a file's page, whose root runs the review (its draft a child of it) and the
 * document opened, read here as children the way the tunnel reads its own.
 */
import { createActorContext } from "@xstate/react";
import { staffFileMachine } from "../../../machines/staffFile.ts";
import { staffQueueMachine } from "../../../machines/staffQueue.ts";
import { childActorContext } from "../../shared/childActorContext.ts";

export const StaffQueueContext = createActorContext(staffQueueMachine);
export const StaffFileContext = createActorContext(staffFileMachine);
export const ReviewContext = childActorContext(StaffFileContext, "review");
