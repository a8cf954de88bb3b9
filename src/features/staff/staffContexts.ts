/**
 * The console's actors as React sees them: each page is one actor system under one Provider
 * (the queue; a file's review, whose draft is its child `draft`).
 */
import { createActorContext } from "@xstate/react";
import { reviewMachine } from "../../../machines/review.ts";
import { staffQueueMachine } from "../../../machines/staffQueue.ts";

export const StaffQueueContext = createActorContext(staffQueueMachine);
export const ReviewContext = createActorContext(reviewMachine);
