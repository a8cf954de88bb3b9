/**
 * The contact dialog's machine as React sees it: one actor for the whole visit (the app's one way
 * to run a machine, docs/architecture.md), provided by the shell, so every opener (footer
 * "write", a residence page) drives the same dialog and the residence list is loaded once.
 */
import { createActorContext } from "@xstate/react";
import type { KyInstance } from "ky";
import { fromPromise } from "xstate";
import {
  type ContactResidence,
  contactMachine,
  type SendMessageInput,
} from "../../../machines/contact.ts";

export const ContactContext = createActorContext(contactMachine);

// The calls (content service, mail payload, error mapping) load on first use: a visitor who
// never writes to us never downloads them. A failed import rejects like a failed call.
const loadCalls = () => import("./contactActors.ts");

/** The machine's actors, each loading the real call (contactActors.ts) when it first runs. */
export const lazyContactActors = (api: KyInstance) => ({
  loadResidences: fromPromise<readonly ContactResidence[]>(async ({ signal }) =>
    (await loadCalls()).loadResidences({ signal, client: api }),
  ),
  sendMessage: fromPromise<void, SendMessageInput>(async ({ input, signal }) =>
    (await loadCalls()).sendMessage(input, { signal, client: api }),
  ),
});
