import { describe, expect, it } from "vitest";
import { createActor, fromPromise } from "xstate";
import { toProfileSectionView } from "../../machines/profile.selectors.ts";
import {
  failureOf,
  type ProfileChange,
  type ProfileEvent,
  type ProfileLanguage,
  type ProfileValues,
  profileMachine,
} from "../../machines/profile.ts";
import { describePathCoverage, type EventTeaching } from "./pathCoverage.ts";

const loaded: ProfileValues = {
  email: "lea@example.fr",
  phone: "+33612345678",
  language: "fr",
  hasAcceptedEmail: false,
  hasAcceptedSMS: false,
  hasAcceptedEmailGroup: false,
  hasAcceptedSMSGroup: false,
};
const answered: ProfileValues = { ...loaded, email: "lea.martin@example.fr", language: "en" };

const changes = {
  email: { section: "email", email: "lea.martin@example.fr", password: "Demo2026ok" },
  password: { section: "password", oldPassword: "Demo2026ok", newPassword: "Nouveau2026" },
  languageAndInterface: { section: "language", language: "en", switchInterfaceTo: "en" },
  languageOnly: { section: "language", language: "en", switchInterfaceTo: null },
} as const satisfies Record<string, ProfileChange>;

const descriptor = { id: "expired", message: "Votre session a expiré" };

/** The languages the page was asked to switch to, in order (the app's action navigates). */
const switched: (ProfileLanguage | null)[] = [];
const machine = profileMachine.provide({
  actions: { switchInterface: (_, params) => switched.push(params.language) },
});

const events = {
  save: {
    cause: "presses the section's save button with a valid form",
    cases: [
      { type: "save", change: changes.email },
      { type: "save", change: changes.password },
      { type: "save", change: changes.languageAndInterface },
      { type: "save", change: changes.languageOnly },
    ],
  },
  edit: { cause: "changes a field after the confirmation" },
} satisfies EventTeaching<ProfileEvent>;

describePathCoverage({
  id: "profile",
  machine,
  inputs: {
    "the account as loaded": { saved: loaded },
    "opened by the language switch after a save": { saved: answered, arrivedAfterSave: true },
  },
  events,
  invocations: {
    saveChange: {
      done: { "the account as saved": answered, "no account (password)": null },
      error: {
        "the server's field error": {
          fields: { oldPassword: "Le mot de passe actuel est incorrect." },
        },
        "a server's own text": { userMessage: "Adresse refusée" },
        "a catalogue message": { userMessage: descriptor },
        "a 500 (generic)": new Error("500"),
      },
    },
  },
  states: {
    editing: (snapshot) => {
      const view = toProfileSectionView(snapshot);
      expect(view).toMatchObject({ status: "editing", canSave: true, isSaving: false });
      expect(view.showsConfirmation).toBe(false);
      expect(view.fieldErrors).toEqual({});
      expect(view.formError).toBeNull();
      expect([loaded, answered]).toContainEqual(view.saved);
    },
    saving: (snapshot, run) => {
      const view = toProfileSectionView(snapshot);
      expect(view).toMatchObject({ status: "saving", canSave: false, isSaving: true });
      // The previous failure no longer shows while the new attempt runs.
      expect(view.formError).toBeNull();
      expect(view.fieldErrors).toEqual({});
      expect(Object.values(changes)).toContainEqual(run.actors.inputsOf("saveChange").at(-1));
    },
    saved: (snapshot) => {
      const view = toProfileSectionView(snapshot);
      expect(view).toMatchObject({ status: "saved", canSave: true, showsConfirmation: true });
      expect(view.formError).toBeNull();
      // A password save answers no account: the values stay those shown before.
      expect([loaded, answered]).toContainEqual(view.saved);
    },
    failed: (snapshot) => {
      const view = toProfileSectionView(snapshot);
      expect(view).toMatchObject({ status: "failed", canSave: true, showsConfirmation: false });
      const shown = [view.formError?.message, ...Object.values(view.fieldErrors)];
      expect(shown.length).toBeGreaterThan(0);
      expect([
        [null],
        ["Adresse refusée"],
        [descriptor],
        [undefined, "Le mot de passe actuel est incorrect."],
      ]).toContainEqual(shown);
      // A failure never replaces the saved values: the form keeps what the user typed.
      expect([loaded, answered]).toContainEqual(view.saved);
    },
    switchingInterface: (snapshot) => {
      const view = toProfileSectionView(snapshot);
      expect(view).toMatchObject({ showsConfirmation: true, canSave: false, isSaving: true });
      expect([loaded, answered]).toContainEqual(view.saved);
      expect(snapshot.status).toBe("done");
      expect(switched.at(-1)).toBe("en");
    },
  },
});

function startWith(save: (change: ProfileChange) => Promise<ProfileValues | null>) {
  const languages: (ProfileLanguage | null)[] = [];
  const provided = profileMachine.provide({
    actors: { saveChange: fromPromise(({ input }) => save(input)) },
    actions: { switchInterface: (_, params) => languages.push(params.language) },
  });
  return { actor: createActor(provided, { input: { saved: loaded } }).start(), languages };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("saving a section", () => {
  it("gives the actor the change and shows the values the server answered", async () => {
    const sent: ProfileChange[] = [];
    const { actor } = startWith(async (change) => {
      sent.push(change);
      return { ...loaded, email: "lea.martin@example.fr" };
    });
    actor.send({ type: "save", change: changes.email });
    await settle();
    expect(sent).toEqual([changes.email]);
    expect(toProfileSectionView(actor.getSnapshot()).saved.email).toBe("lea.martin@example.fr");
  });

  it("never keeps a password in its context", async () => {
    const { actor } = startWith(async () => null);
    actor.send({ type: "save", change: changes.password });
    expect(JSON.stringify(actor.getSnapshot().context)).not.toContain("Demo2026ok");
    await settle();
    expect(JSON.stringify(actor.getSnapshot().context)).not.toContain("Nouveau2026");
  });

  it("switches the interface only when the user asked for it", async () => {
    const asked = startWith(async () => answered);
    asked.actor.send({ type: "save", change: changes.languageAndInterface });
    await settle();
    expect(asked.languages).toEqual(["en"]);

    const notAsked = startWith(async () => answered);
    notAsked.actor.send({ type: "save", change: changes.languageOnly });
    await settle();
    expect(notAsked.languages).toEqual([]);
    expect(toProfileSectionView(notAsked.actor.getSnapshot()).status).toBe("saved");
  });

  it("does not switch on a later save after a refused language change", async () => {
    let attempt = 0;
    const { actor, languages } = startWith(async () => {
      attempt++;
      if (attempt === 1) throw { userMessage: "Refusé" };
      return answered;
    });
    actor.send({ type: "save", change: changes.languageAndInterface });
    await settle();
    actor.send({ type: "save", change: changes.email });
    await settle();
    expect(languages).toEqual([]);
  });

  it("confirms the language save on the page opened in the new language, not otherwise", () => {
    const arrived = createActor(machine, { input: { saved: answered, arrivedAfterSave: true } });
    expect(toProfileSectionView(arrived.start().getSnapshot()).showsConfirmation).toBe(true);
    const visited = createActor(machine, { input: { saved: answered } });
    expect(toProfileSectionView(visited.start().getSnapshot()).status).toBe("editing");
  });

  it("fails visibly when the app forgot to provide the save", async () => {
    const actor = createActor(profileMachine, { input: { saved: loaded } }).start();
    actor.send({ type: "save", change: changes.email });
    await settle();
    expect(toProfileSectionView(actor.getSnapshot()).formError).toEqual({ message: null });
  });
});

describe("failureOf", () => {
  it("keeps the server's field errors or a message carried by the failure", () => {
    expect(failureOf({ fields: { email: "Déjà utilisée" } })).toEqual({
      fields: { email: "Déjà utilisée" },
    });
    expect(failureOf({ userMessage: descriptor })).toEqual({ message: descriptor });
    expect(failureOf({ userMessage: "Refusé" })).toEqual({ message: "Refusé" });
  });

  it("falls back to the generic error for anything else", () => {
    expect(failureOf(new Error("secret stack"))).toEqual({ message: null });
    expect(failureOf({ fields: {} })).toEqual({ message: null });
    expect(failureOf({ fields: { email: 3 } })).toEqual({ message: null });
    expect(failureOf({ userMessage: " " })).toEqual({ message: null });
    expect(failureOf("plain")).toEqual({ message: null });
    expect(failureOf(null)).toEqual({ message: null });
  });
});
