import { createActor } from "xstate";
import { contactMachine } from "../../../machines/contact.ts";
import { getInspect } from "../../shared/inspector.ts";
import { contactActors } from "./contactActors.ts";

/** The contact dialog's actor, with the real calls; created when the dialog first opens. */
export function startContactActor() {
  return createActor(contactMachine.provide({ actors: contactActors }), {
    inspect: getInspect(),
  }).start();
}
