import { describe, expect, it } from "vitest";
import { createActor, fromPromise } from "xstate";
import { selectPreselectedResidenceId, toContactView } from "../../machines/contact.selectors.ts";
import {
  type ContactEvent,
  type ContactResidence,
  contactMachine,
  type SendMessageInput,
  userMessageOf,
} from "../../machines/contact.ts";
import type { ContactRequest } from "../../src/forms/contactSchema.ts";
import { describePathCoverage, type EventTeaching } from "./pathCoverage.ts";

const residences: readonly ContactResidence[] = [
  { name: "Les Lilas", crm_id: { value: "CRM-LILAS" } },
  { name: "Le Phare", crm_id: { value: "CRM-PHARE" } },
];

const common = {
  civility: "madame",
  lastname: "Dupont",
  firstname: "Éva",
  email: "eva@example.fr",
  phone: "+33612345678",
  company: "",
  message: "Bonjour",
} as const;
const toTeam: ContactRequest = { ...common, receiver: "contactYF", contact: "presse" };
const toResidence: ContactRequest = {
  ...common,
  receiver: "contactResidence",
  residence: "CRM-PHARE",
};

const genericText = { id: "generic", message: "Une erreur est survenue" };

const events = {
  open: {
    cause: "opens the dialog",
    cases: [{ type: "open" }, { type: "open", residenceId: "CRM-LILAS" }],
  },
  close: { cause: "presses Escape or the close button" },
  submit: {
    cause: "sends a valid form",
    cases: [
      { type: "submit", request: toTeam },
      { type: "submit", request: toResidence },
    ],
  },
  finish: { cause: "presses Terminer" },
  retry: { cause: "presses Réessayer beside the residence select" },
} satisfies EventTeaching<ContactEvent>;

describePathCoverage({
  id: "contact",
  machine: contactMachine,
  events,
  invocations: {
    loadResidences: {
      done: { "two residences": residences },
      error: { "server error": new Error("500") },
    },
    sendMessage: {
      done: { "answered 200": undefined },
      error: {
        "the generic handler's text": { userMessage: genericText },
        "a server's own text": { userMessage: "Adresse refusée" },
        "a program error": new Error("bug"),
      },
    },
  },
  states: {
    closed: (snapshot) => {
      const view = toContactView(snapshot);
      expect(view).toMatchObject({ isOpen: false, showsForm: false, showsConfirmation: false });
      expect(view.residenceListStatus).toBeUndefined();
      // Closing forgets the visit: the next opening starts on an empty form.
      expect(snapshot.context.preselectedResidenceId).toBeNull();
      expect(snapshot.context.sendFailureMessage).toBeNull();
    },
    "open.residenceList.loadingResidences": (snapshot, run) => {
      const view = toContactView(snapshot);
      expect(view.residenceListStatus).toBe("loading");
      expect(view.residences).toEqual([]);
      expect(view.residenceListError).toBeNull();
      expect(run.actors.isRunning("loadResidences")).toBe(true);
    },
    "open.residenceList.residenceListUnavailable": (snapshot) => {
      const view = toContactView(snapshot);
      expect(view.residenceListError).toEqual({ context: "get_residence", message: null });
      expect(view.canRetryResidenceList).toBe(true);
      expect(view.residences).toEqual([]);
    },
    "open.residenceList.residenceListReady": (snapshot) => {
      const view = toContactView(snapshot);
      expect(view.residences.map((residence) => residence.name)).toEqual(["Les Lilas", "Le Phare"]);
      expect(view.residenceListError).toBeNull();
      expect(view.canRetryResidenceList).toBe(false);
      expect(view.preselectedResidenceId).toBe(snapshot.context.preselectedResidenceId);
    },
    "open.message.editingForm": (snapshot) => {
      const view = toContactView(snapshot);
      expect(view).toMatchObject({ showsForm: true, canSubmit: true, isSending: false });
      expect(view.sendError).toBeNull();
    },
    "open.message.sending": (snapshot, run) => {
      const view = toContactView(snapshot);
      expect(view).toMatchObject({ showsForm: true, canSubmit: false, isSending: true });
      expect(view.sendError).toBeNull();
      const input = run.actors.inputsOf("sendMessage").at(-1) as SendMessageInput;
      expect([toTeam, toResidence]).toContainEqual(input.request);
      // The list as it was when the form was sent: empty if it had not arrived yet.
      expect([[], residences]).toContainEqual(input.residences);
      if (snapshot.context.residences === null) expect(input.residences).toEqual([]);
    },
    "open.message.sendFailed": (snapshot) => {
      const view = toContactView(snapshot);
      expect(view).toMatchObject({ showsForm: true, canSubmit: true, isSending: false });
      expect(view.sendError?.context).toBe("send_message");
      expect([genericText, "Adresse refusée", null]).toContainEqual(view.sendError?.message);
    },
    "open.message.confirmed": (snapshot) => {
      const view = toContactView(snapshot);
      expect(view).toMatchObject({ showsForm: false, showsConfirmation: true, canSubmit: false });
      expect(view.sendError).toBeNull();
    },
  },
});

/** A machine whose calls answer at once, counting the residence loads. */
function startWithCalls(
  sendMessage: (input: SendMessageInput) => Promise<void> = async () => {},
  list: readonly ContactResidence[] = residences,
) {
  const calls = { loads: 0 };
  const machine = contactMachine.provide({
    actors: {
      loadResidences: fromPromise(async () => {
        calls.loads++;
        return list;
      }),
      sendMessage: fromPromise<void, SendMessageInput>(({ input }) => sendMessage(input)),
    },
  });
  return { actor: createActor(machine).start(), calls };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the residence list", () => {
  it("is loaded once per visit, not at every opening", async () => {
    const { actor, calls } = startWithCalls();
    actor.send({ type: "open" });
    await settle();
    actor.send({ type: "close" });
    actor.send({ type: "open" });
    expect(toContactView(actor.getSnapshot()).residenceListStatus).toBe("ready");
    expect(calls.loads).toBe(1);
  });

  it("drops a preselected residence the list does not offer", async () => {
    const { actor } = startWithCalls(undefined, residences.slice(1));
    actor.send({ type: "open", residenceId: "CRM-LILAS" });
    // Unknown until the list arrives: the residence page's choice is kept meanwhile.
    expect(selectPreselectedResidenceId(actor.getSnapshot())).toBe("CRM-LILAS");
    await settle();
    expect(selectPreselectedResidenceId(actor.getSnapshot())).toBeNull();
  });

  it("treats a blank residence id as no preselection", () => {
    const { actor } = startWithCalls();
    actor.send({ type: "open", residenceId: "  " });
    expect(actor.getSnapshot().context.preselectedResidenceId).toBeNull();
  });
});

describe("sending", () => {
  it("gives the send actor the request and the loaded list", async () => {
    const inputs: SendMessageInput[] = [];
    const { actor } = startWithCalls(async (input) => {
      inputs.push(input);
    });
    actor.send({ type: "open" });
    await settle();
    actor.send({ type: "submit", request: toResidence });
    await settle();
    expect(inputs).toEqual([{ request: toResidence, residences }]);
    expect(toContactView(actor.getSnapshot()).showsConfirmation).toBe(true);
  });

  it("starts on the form again after finish", async () => {
    const { actor } = startWithCalls();
    actor.send({ type: "open" });
    actor.send({ type: "submit", request: toTeam });
    await settle();
    actor.send({ type: "finish" });
    actor.send({ type: "open" });
    expect(toContactView(actor.getSnapshot())).toMatchObject({
      showsForm: true,
      showsConfirmation: false,
    });
  });

  it("clears the previous failure when the form is sent again", async () => {
    let attempts = 0;
    const { actor } = startWithCalls(async () => {
      attempts++;
      if (attempts === 1) throw { userMessage: "Adresse refusée" };
      await new Promise(() => {});
    });
    actor.send({ type: "open" });
    actor.send({ type: "submit", request: toTeam });
    await settle();
    expect(toContactView(actor.getSnapshot()).sendError?.message).toBe("Adresse refusée");
    actor.send({ type: "submit", request: toTeam });
    expect(actor.getSnapshot().context.sendFailureMessage).toBeNull();
  });

  it("fails visibly when the app forgot to provide the calls", async () => {
    const actor = createActor(contactMachine).start();
    actor.send({ type: "open" });
    actor.send({ type: "submit", request: toTeam });
    await settle();
    const view = toContactView(actor.getSnapshot());
    expect(view.residenceListError?.context).toBe("get_residence");
    expect(view.sendError).toEqual({ context: "send_message", message: null });
  });
});

describe("userMessageOf", () => {
  it("keeps a catalogue descriptor or a server text carried by the failure", () => {
    expect(userMessageOf({ userMessage: genericText })).toEqual(genericText);
    expect(userMessageOf({ userMessage: "Adresse refusée" })).toBe("Adresse refusée");
  });
  it("falls back to the generic error for anything else", () => {
    expect(userMessageOf(new Error("secret stack"))).toBeNull();
    expect(userMessageOf({ userMessage: "  " })).toBeNull();
    expect(userMessageOf({ userMessage: { message: "no id" } })).toBeNull();
    expect(userMessageOf("plain")).toBeNull();
    expect(userMessageOf(null)).toBeNull();
  });
});
