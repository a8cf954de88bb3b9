/**
 * Step 4's machines as React sees them, no actor contexts of their own: the wizard runs the
 * step's files (`documentsStep`, its `documents` child while step 4 is shown) and the step spawns
 * one `documentVerification` actor per file, so the tunnel stays one actor system. A file's hooks
 * take its row's key.
 */
import { selectFileActor } from "../../../../machines/documentsStep.selectors.ts";
import { childActorContext, keyedChildActorContext } from "../../../shared/childActorContext.ts";
import { WizardContext } from "../tunnelActorContexts.ts";

export const DocumentsStepContext = childActorContext(WizardContext, "documents");

export const DocumentFileContext = keyedChildActorContext(DocumentsStepContext, selectFileActor);
