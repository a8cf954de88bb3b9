/**
 * Address autocomplete (tunnel spec 5, "Address autocomplete"), one actor per address field: the
 * applicant's and the legal guardian's address in step 2, each guarantor's in step 3.
 *
 * From 2 characters (`hasSearchableText`), the text is searched once the visitor has paused for
 * `SEARCH_DEBOUNCE` (the spec's 200 ms lookup delay); every keystroke restarts the wait and drops
 * a search under way. The list is an ARIA combobox's listbox: ArrowDown / ArrowUp move the
 * highlight, Enter or a click chooses, Escape closes it. A choice fills the form through the
 * `fillAddress` action, then `SELECTION_GUARD` (300 ms) lets nothing reopen the list at once. A
 * search that fails or outlasts `LOOKUP_TIMEOUT` only says so: typing the address by hand always
 * works, since the field's value belongs to the form, not to this machine.
 *
 * Left out of the spec's list: the 500 ms poll for the field to exist (React renders the field
 * with its machine) and the optional geolocation (not offered).
 */
import { assertEvent, assign, fromPromise, setup } from "xstate";
import { type ChosenAddress, chosenAddressOf } from "./addressLookup.selectors.ts";

/** The spec's minimum: "minimum 2 characters to search". */
const MIN_SEARCH_LENGTH = 2;
/** The spec's lookup delay (200 ms), waited after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 200;
/** The spec's "300 ms guard after a selection". */
export const SELECTION_GUARD_MS = 300;
/**
 * Ours (the spec gives none): a suggestion later than this is no help, so the field says the
 * search failed and the visitor types on, rather than waiting for the client's retries.
 */
export const LOOKUP_TIMEOUT_MS = 5000;

/** One answer of the address search, as the app's call gives it. */
export interface AddressSuggestion {
  id: string;
  /** The whole address on one line, as listed. */
  label: string;
  /** Number and street, as the search wrote them. */
  street: string;
  postalCode: string;
  city: string;
  /** ISO 3166 alpha-2. */
  country: string;
}

export interface AddressSearchInput {
  /** Trimmed, at least `MIN_SEARCH_LENGTH` characters. */
  query: string;
  /** ISO 3166 alpha-2, upper case. */
  country: string;
}

export interface AddressLookupContext {
  /** What the field holds, as last typed (or as filled by the last choice). */
  query: string;
  /** The country searched in, as the form said at the last keystroke. */
  country: string;
  /** The answer to the last search; empty while typing. */
  suggestions: readonly AddressSuggestion[];
  /** The suggestion the keyboard is on; `null` when none. */
  highlightedIndex: number | null;
}

export type AddressLookupEvent =
  | { type: "typed"; text: string; country: string }
  | { type: "highlightNext" }
  | { type: "highlightPrevious" }
  /** Without `index`: the highlighted suggestion (Enter). With it: that one (a click). */
  | { type: "select"; index?: number }
  | { type: "dismiss" };

export type { ChosenAddress };

const indexToSelect = (context: AddressLookupContext, event: AddressLookupEvent) => {
  assertEvent(event, "select");
  return event.index ?? context.highlightedIndex;
};

const suggestionToSelect = (context: AddressLookupContext, event: AddressLookupEvent) => {
  const index = indexToSelect(context, event);
  return index === null || !Number.isInteger(index) ? undefined : context.suggestions[index];
};

/** The address the `select` event chooses; the `isOfferedSuggestion` guard ensures there is one. */
const chosenBy = ({
  context,
  event,
}: {
  context: AddressLookupContext;
  event: AddressLookupEvent;
}) => {
  const suggestion = suggestionToSelect(context, event);
  if (!suggestion) throw new Error("addressLookup: no suggestion to select");
  return chosenAddressOf(suggestion);
};

const stepped = (context: AddressLookupContext, step: 1 | -1): number => {
  const count = context.suggestions.length;
  const from = context.highlightedIndex ?? (step === 1 ? -1 : count);
  return (from + step + count) % count;
};

export const addressLookupMachine = setup({
  types: {
    context: {} as AddressLookupContext,
    events: {} as AddressLookupEvent,
    tags: {} as "listShown",
  },
  actors: {
    /** GET /api/ac_campus/address/search; rejects on any failure. */
    searchAddresses: fromPromise<readonly AddressSuggestion[], AddressSearchInput>(async () => {
      throw new Error("addressLookup: the app must provide the searchAddresses actor");
    }),
  },
  delays: {
    SEARCH_DEBOUNCE: SEARCH_DEBOUNCE_MS,
    SELECTION_GUARD: SELECTION_GUARD_MS,
    LOOKUP_TIMEOUT: LOOKUP_TIMEOUT_MS,
  },
  guards: {
    hasSearchableText: (_, text: string) => text.trim().length >= MIN_SEARCH_LENGTH,
    foundSuggestions: (_, found: readonly AddressSuggestion[]) => found.length > 0,
    isOfferedSuggestion: ({ context, event }) => suggestionToSelect(context, event) !== undefined,
  },
  actions: {
    rememberText: assign(({ event }) => {
      assertEvent(event, "typed");
      return {
        query: event.text,
        country: event.country.trim().toUpperCase(),
        suggestions: [],
        highlightedIndex: null,
      };
    }),
    rememberSuggestions: assign({
      suggestions: (_, found: readonly AddressSuggestion[]) => found,
      highlightedIndex: null,
    }),
    highlightNext: assign({ highlightedIndex: ({ context }) => stepped(context, 1) }),
    highlightPrevious: assign({ highlightedIndex: ({ context }) => stepped(context, -1) }),
    forgetHighlight: assign({ highlightedIndex: null }),
    rememberChoice: assign((_, chosen: ChosenAddress) => ({
      query: chosen.line1,
      suggestions: [],
      highlightedIndex: null,
    })),
    // The field supplies it (src/forms/address/AddressField.tsx): it sets the form's values.
    fillAddress: (_, _chosen: ChosenAddress) => {
      throw new Error("addressLookup: the app must provide the fillAddress action");
    },
  },
}).createMachine({
  id: "addressLookup",
  description:
    "Address autocomplete of an address field: from 2 characters and a 200 ms pause, suggestions in a list chosen by keyboard or click fill the address; a failed search leaves typing by hand.",
  meta: { spec: "tunnel §5 Step 2" },
  context: { query: "", country: "FR", suggestions: [], highlightedIndex: null },
  initial: "idle",
  on: {
    typed: [
      {
        guard: { type: "hasSearchableText", params: ({ event }) => event.text },
        target: ".debouncing",
        actions: "rememberText",
        description:
          "The visitor types (2 characters or more): wait for a pause, dropping any search under way.",
      },
      {
        target: ".idle",
        actions: "rememberText",
        description: "The visitor types, or clears, to under 2 characters: nothing is searched.",
      },
    ],
  },
  states: {
    idle: {
      description:
        "Nothing is suggested: fewer than 2 characters, or the list was left. The visitor types freely.",
    },
    debouncing: {
      description: "Waits for the visitor to pause typing before searching.",
      after: {
        SEARCH_DEBOUNCE: {
          target: "searching",
          description: "200 ms without a keystroke: search the text.",
        },
      },
      on: {
        dismiss: { target: "idle", description: "Escape or leaving the field: no search." },
      },
    },
    searching: {
      description: "The text is being searched; typing goes on meanwhile.",
      invoke: {
        id: "searchAddresses",
        src: "searchAddresses",
        input: ({ context }) => ({ query: context.query.trim(), country: context.country }),
        onDone: [
          {
            guard: { type: "foundSuggestions", params: ({ event }) => event.output },
            target: "showingSuggestions",
            actions: { type: "rememberSuggestions", params: ({ event }) => event.output },
            description: "Addresses found: the list opens and their number is announced.",
          },
          {
            target: "noSuggestions",
            description: "Nothing found: say so; the visitor types the address by hand.",
          },
        ],
        onError: {
          target: "lookupFailed",
          description:
            "The search failed (server error, refusal, network, unreadable answer): say so; typing by hand works.",
        },
      },
      after: {
        LOOKUP_TIMEOUT: {
          target: "lookupFailed",
          description: "No answer within 5 s: the search is dropped and counts as failed.",
        },
      },
      on: {
        dismiss: {
          target: "idle",
          description: "Escape or leaving the field: the search is dropped.",
        },
      },
    },
    showingSuggestions: {
      tags: "listShown",
      description:
        "The list of suggestions is open under the field; the keyboard moves a highlight through it.",
      on: {
        highlightNext: {
          actions: "highlightNext",
          description: "ArrowDown: highlight the next suggestion (the first after the last).",
        },
        highlightPrevious: {
          actions: "highlightPrevious",
          description: "ArrowUp: highlight the previous suggestion (the last before the first).",
        },
        select: {
          guard: "isOfferedSuggestion",
          target: "selectionGuard",
          actions: [
            { type: "fillAddress", params: chosenBy },
            { type: "rememberChoice", params: chosenBy },
          ],
          description:
            "Enter on the highlighted suggestion, or a click on one: it fills the address line, postal code, city and country.",
        },
        dismiss: {
          target: "suggestionsDismissed",
          actions: "forgetHighlight",
          description: "Escape or leaving the field closes the list; the suggestions are kept.",
        },
      },
    },
    suggestionsDismissed: {
      description: "The list is closed but kept: an arrow key opens it again.",
      on: {
        highlightNext: {
          target: "showingSuggestions",
          actions: "highlightNext",
          description: "ArrowDown opens the list on its first suggestion.",
        },
        highlightPrevious: {
          target: "showingSuggestions",
          actions: "highlightPrevious",
          description: "ArrowUp opens the list on its last suggestion.",
        },
      },
    },
    noSuggestions: {
      description: "The search found nothing; a polite message says so. Typing searches again.",
    },
    lookupFailed: {
      description:
        "The search failed; a polite message says the address can be typed by hand. Typing searches again.",
    },
    selectionGuard: {
      description:
        "An address was just chosen: for 300 ms nothing reopens the list; what is typed is kept unsearched.",
      on: {
        typed: {
          actions: "rememberText",
          description: "Typing during the guard is kept but starts no search.",
        },
      },
      after: {
        SELECTION_GUARD: {
          target: "idle",
          description: "300 ms later: the next keystroke searches again.",
        },
      },
    },
  },
});
