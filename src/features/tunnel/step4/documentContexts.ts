/**
 * Step 4's machines as React sees them: the step's files (`documentsStep`, one actor while the
 * step is on screen) and one `documentVerification` actor per file, each under its own
 * `Provider` (the app's one way to run a machine, docs/architecture.md).
 */
import { createActorContext } from "@xstate/react";
import { documentsStepMachine } from "../../../../machines/documentsStep.ts";
import { documentVerificationMachine } from "../../../../machines/documentVerification.ts";

export const DocumentsStepContext = createActorContext(documentsStepMachine);
export const DocumentFileContext = createActorContext(documentVerificationMachine);
