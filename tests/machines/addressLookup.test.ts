import { describe, expect, it } from "vitest";
import { type AnyActorRef, createActor, fromPromise, SimulatedClock } from "xstate";
import {
  type AddressLookupSnapshot,
  formatStreetLine,
  toAddressLookupView,
  writesNumberAfterStreet,
} from "../../machines/addressLookup.selectors.ts";
import {
  type AddressLookupEvent,
  type AddressSearchInput,
  type AddressSuggestion,
  addressLookupMachine,
  type ChosenAddress,
  LOOKUP_TIMEOUT_MS,
  SEARCH_DEBOUNCE_MS,
  SELECTION_GUARD_MS,
} from "../../machines/addressLookup.ts";
import { describePathCoverage, type EventTeaching } from "./pathCoverage.ts";

const paris: AddressSuggestion = {
  id: "4",
  label: "47 rue des Écoles, 75005 Paris",
  street: "47 rue des Écoles",
  postalCode: "75005",
  city: "Paris",
  country: "FR",
};
/** Written number first by the search: Belgium writes it after the street. */
const brussels: AddressSuggestion = {
  id: "60",
  label: "45 Rue Neuve, 1000 Bruxelles",
  street: "45 Rue Neuve",
  postalCode: "1000",
  city: "Bruxelles",
  country: "BE",
};
const filledFromParis: ChosenAddress = {
  line1: "47 rue des Écoles",
  postalCode: "75005",
  city: "Paris",
  country: "FR",
};
const filledFromBrussels: ChosenAddress = {
  line1: "Rue Neuve 45",
  postalCode: "1000",
  city: "Bruxelles",
  country: "BE",
};

/** The addresses each walk's actor filled the form with, by actor session. */
const fills = new Map<string, ChosenAddress[]>();
const fillsOf = (actor: AnyActorRef) => fills.get(actor.sessionId) ?? [];

const machine = addressLookupMachine.provide({
  actions: {
    fillAddress: ({ self }, chosen) => fills.set(self.sessionId, [...fillsOf(self), chosen]),
  },
});

const events = {
  typed: {
    cause: "types in the address field",
    cases: [
      { type: "typed", text: "r", country: "FR" },
      { type: "typed", text: " rue ", country: "be" },
    ],
  },
  highlightNext: { cause: "presses ArrowDown" },
  highlightPrevious: { cause: "presses ArrowUp" },
  select: {
    cause: "chooses a suggestion",
    cases: [{ type: "select" }, { type: "select", index: 1 }, { type: "select", index: 2 }],
  },
  dismiss: { cause: "presses Escape or leaves the field" },
} satisfies EventTeaching<AddressLookupEvent>;

const view = (snapshot: AddressLookupSnapshot) => toAddressLookupView(snapshot);
const isSearchable = (text: string) => text.trim().length >= 2;

describePathCoverage({
  id: "addressLookup",
  machine,
  events,
  invocations: {
    searchAddresses: {
      done: { "two addresses": [paris, brussels], "nothing found": [] },
      error: { "server error": new Error("500") },
    },
  },
  states: {
    idle: (snapshot) => {
      expect(view(snapshot)).toEqual({
        isExpanded: false,
        suggestions: [],
        highlightedIndex: null,
        canMoveHighlight: false,
        canSelectHighlighted: false,
        canDismiss: false,
        announcement: null,
      });
      expect(snapshot.context.suggestions).toEqual([]);
      expect(snapshot.children.searchAddresses).toBeUndefined();
    },
    debouncing: (snapshot) => {
      expect(isSearchable(snapshot.context.query)).toBe(true);
      expect(view(snapshot)).toMatchObject({
        isExpanded: false,
        announcement: null,
        canMoveHighlight: false,
        canDismiss: true,
      });
      // The search waits for the pause: nothing runs, whatever ran before was dropped.
      expect(snapshot.children.searchAddresses).toBeUndefined();
    },
    searching: (snapshot, run) => {
      expect(run.actors.isRunning("searchAddresses")).toBe(true);
      expect(snapshot.children.searchAddresses).toBeDefined();
      const input = run.actors.inputsOf("searchAddresses").at(-1) as AddressSearchInput;
      expect(input).toEqual({ query: snapshot.context.query.trim(), country: "BE" });
      expect(input.query).toBe("rue");
      expect(view(snapshot)).toMatchObject({ isExpanded: false, canDismiss: true });
    },
    showingSuggestions: (snapshot) => {
      const shown = view(snapshot);
      expect(shown.isExpanded).toBe(true);
      expect(shown.suggestions).toEqual([paris, brussels]);
      expect(shown.announcement).toEqual({ code: "suggestionsFound", count: 2 });
      expect([null, 0, 1]).toContain(shown.highlightedIndex);
      expect(shown.canSelectHighlighted).toBe(shown.highlightedIndex !== null);
      expect(shown).toMatchObject({ canMoveHighlight: true, canDismiss: true });
    },
    suggestionsDismissed: (snapshot) => {
      expect(view(snapshot)).toMatchObject({
        isExpanded: false,
        suggestions: [],
        highlightedIndex: null,
        announcement: null,
      });
      // Kept for ArrowDown to open the list again.
      expect(snapshot.context.suggestions).toEqual([paris, brussels]);
      expect(view(snapshot)).toMatchObject({ canMoveHighlight: true, canDismiss: false });
    },
    noSuggestions: (snapshot) => {
      expect(view(snapshot)).toMatchObject({
        isExpanded: false,
        announcement: { code: "noSuggestions" },
        canMoveHighlight: false,
      });
      expect(snapshot.context.query).toBe(" rue ");
    },
    lookupFailed: (snapshot) => {
      expect(view(snapshot)).toMatchObject({
        isExpanded: false,
        announcement: { code: "lookupFailed" },
      });
      // What was typed stays, and the search is no longer running (a timeout dropped it).
      expect(snapshot.context.query).toBe(" rue ");
      expect(snapshot.children.searchAddresses).toBeUndefined();
    },
    selectionGuard: (snapshot, run) => {
      const filled = fillsOf(run.actor);
      expect(filled.length).toBeGreaterThan(0);
      expect([filledFromParis, filledFromBrussels]).toContainEqual(filled.at(-1));
      expect(view(snapshot)).toMatchObject({ isExpanded: false, announcement: null });
      // The field shows the chosen line, unless the visitor has typed since.
      expect([filled.at(-1)?.line1, "r", " rue "]).toContain(snapshot.context.query);
      expect(view(snapshot)).toMatchObject({
        canMoveHighlight: false,
        canSelectHighlighted: false,
      });
    },
  },
});

/** Lets the fake actors' promises and the events they send run to completion. */
async function settle(): Promise<void> {
  for (let turn = 0; turn < 3; turn++) await new Promise((resolve) => setTimeout(resolve, 0));
}

/** A lookup on a simulated clock whose searches answer with `answer` (or never). */
function startLookup(answer: (input: AddressSearchInput) => Promise<readonly AddressSuggestion[]>) {
  const clock = new SimulatedClock();
  const searches: { input: AddressSearchInput; signal: AbortSignal }[] = [];
  const filled: ChosenAddress[] = [];
  const provided = addressLookupMachine.provide({
    actors: {
      searchAddresses: fromPromise<readonly AddressSuggestion[], AddressSearchInput>(
        ({ input, signal }) => {
          searches.push({ input, signal });
          return answer(input);
        },
      ),
    },
    actions: { fillAddress: (_, chosen) => filled.push(chosen) },
  });
  const actor = createActor(provided, { clock }).start();
  const type = (text: string, country = "FR") => actor.send({ type: "typed", text, country });
  const state = () => actor.getSnapshot().value;
  return { actor, clock, searches, filled, type, state };
}

const never = () => new Promise<never>(() => {});

describe("searching on the simulated clock", () => {
  it("searches 200 ms after the last keystroke, each keystroke restarting the wait", async () => {
    const lookup = startLookup(never);
    lookup.type("ru");
    lookup.clock.increment(SEARCH_DEBOUNCE_MS - 1);
    lookup.type("rue");
    lookup.clock.increment(SEARCH_DEBOUNCE_MS - 1);
    expect(lookup.state()).toBe("debouncing");
    expect(lookup.searches).toEqual([]);
    lookup.clock.increment(1);
    expect(lookup.state()).toBe("searching");
    expect(lookup.searches.map((search) => search.input)).toEqual([
      { query: "rue", country: "FR" },
    ]);
  });

  it("does not search under 2 characters, spaces aside", () => {
    const lookup = startLookup(never);
    lookup.type(" r ");
    lookup.clock.increment(SEARCH_DEBOUNCE_MS * 10);
    expect(lookup.state()).toBe("idle");
    expect(lookup.searches).toEqual([]);
  });

  it("drops the search under way when the visitor types on", () => {
    const lookup = startLookup(never);
    lookup.type("rue");
    lookup.clock.increment(SEARCH_DEBOUNCE_MS);
    const [first] = lookup.searches;
    lookup.type("rue d");
    expect(first?.signal.aborted).toBe(true);
    expect(lookup.state()).toBe("debouncing");
  });

  it("gives up after 5 s without an answer, keeping the text", () => {
    const lookup = startLookup(never);
    lookup.type("rue de Rivoli");
    lookup.clock.increment(SEARCH_DEBOUNCE_MS);
    lookup.clock.increment(LOOKUP_TIMEOUT_MS - 1);
    expect(lookup.state()).toBe("searching");
    lookup.clock.increment(1);
    expect(lookup.state()).toBe("lookupFailed");
    expect(lookup.searches[0]?.signal.aborted).toBe(true);
    expect(lookup.actor.getSnapshot().context.query).toBe("rue de Rivoli");
  });

  it("fails visibly when the app forgot to provide the search", async () => {
    const clock = new SimulatedClock();
    const actor = createActor(addressLookupMachine, { clock }).start();
    actor.send({ type: "typed", text: "rue", country: "FR" });
    clock.increment(SEARCH_DEBOUNCE_MS);
    await settle();
    expect(toAddressLookupView(actor.getSnapshot()).announcement).toEqual({
      code: "lookupFailed",
    });
  });
});

describe("choosing", () => {
  async function withSuggestions() {
    const lookup = startLookup(async () => [paris, brussels]);
    lookup.type("rue", "be");
    lookup.clock.increment(SEARCH_DEBOUNCE_MS);
    await settle();
    expect(lookup.state()).toBe("showingSuggestions");
    return lookup;
  }
  const highlighted = (lookup: ReturnType<typeof startLookup>) =>
    toAddressLookupView(lookup.actor.getSnapshot()).highlightedIndex;

  it("moves the highlight round the list both ways", async () => {
    const lookup = await withSuggestions();
    const moves: (number | null)[] = [];
    for (const type of [
      "highlightNext",
      "highlightNext",
      "highlightNext",
      "highlightPrevious",
      "highlightPrevious",
    ] as const) {
      lookup.actor.send({ type });
      moves.push(highlighted(lookup));
    }
    expect(moves).toEqual([0, 1, 0, 1, 0]);
  });

  it("opens the list on its last suggestion with ArrowUp", async () => {
    const lookup = await withSuggestions();
    lookup.actor.send({ type: "highlightPrevious" });
    expect(highlighted(lookup)).toBe(1);
  });

  it("chooses nothing with Enter before a suggestion is highlighted, or outside the list", async () => {
    const lookup = await withSuggestions();
    lookup.actor.send({ type: "select" });
    lookup.actor.send({ type: "select", index: 2 });
    lookup.actor.send({ type: "select", index: -1 });
    lookup.actor.send({ type: "select", index: 0.5 });
    expect(lookup.state()).toBe("showingSuggestions");
    expect(lookup.filled).toEqual([]);
  });

  it("fills the address with the street line in its country's order, then guards 300 ms", async () => {
    const lookup = await withSuggestions();
    lookup.actor.send({ type: "highlightNext" });
    lookup.actor.send({ type: "highlightNext" });
    lookup.actor.send({ type: "select" });
    expect(lookup.filled).toEqual([filledFromBrussels]);
    expect(lookup.actor.getSnapshot().context.query).toBe("Rue Neuve 45");

    lookup.type("Rue Neuve 45 b");
    lookup.clock.increment(SELECTION_GUARD_MS - 1);
    expect(lookup.state()).toBe("selectionGuard");
    lookup.clock.increment(1);
    expect(lookup.state()).toBe("idle");
    lookup.clock.increment(SEARCH_DEBOUNCE_MS);
    expect(lookup.searches).toHaveLength(1);
    expect(lookup.actor.getSnapshot().context.query).toBe("Rue Neuve 45 b");
  });

  it("chooses the clicked suggestion whatever is highlighted", async () => {
    const lookup = await withSuggestions();
    lookup.actor.send({ type: "highlightNext" });
    lookup.actor.send({ type: "select", index: 1 });
    expect(lookup.filled).toEqual([filledFromBrussels]);
  });
});

describe("formatStreetLine", () => {
  it("knows the spec's 21 countries that write the number after the street", () => {
    const after = "AT BE CH CZ DE ES HR IL IT NL PL PT RO SE TR RU SI DK FI HU NO".split(" ");
    expect(after.every(writesNumberAfterStreet)).toBe(true);
    expect(writesNumberAfterStreet(" de ")).toBe(true);
    for (const country of ["FR", "GB", "US", "LU", "IE", ""]) {
      expect(writesNumberAfterStreet(country)).toBe(false);
    }
  });

  it("puts the number after the street for those countries", () => {
    expect(formatStreetLine("DE", "5 Hauptstraße")).toBe("Hauptstraße 5");
    expect(formatStreetLine("BE", "45, Rue Neuve")).toBe("Rue Neuve 45");
    expect(formatStreetLine("NL", "12-14 Damrak")).toBe("Damrak 12-14");
    expect(formatStreetLine("CH", "Rue de Lausanne 12")).toBe("Rue de Lausanne 12");
  });

  it("puts the number first elsewhere", () => {
    expect(formatStreetLine("FR", "Rue de Rivoli 10")).toBe("10 Rue de Rivoli");
    expect(formatStreetLine("FR", "10 bis  rue de Rivoli")).toBe("10 bis rue de Rivoli");
    expect(formatStreetLine("GB", "221b Baker Street")).toBe("221b Baker Street");
  });

  it("keeps a line it cannot read as one number and one street", () => {
    expect(formatStreetLine("FR", "Avenue du 8 Mai 1945")).toBe("Avenue du 8 Mai 1945");
    expect(formatStreetLine("DE", "Straße des 17. Juni 135")).toBe("Straße des 17. Juni 135");
    expect(formatStreetLine("DE", "Marktplatz")).toBe("Marktplatz");
  });
});
