/**
 * What an address field derives from its `addressLookup` machine: the combobox's flags and
 * listbox, the polite announcement, and the address a choice fills in, with the street line in
 * the order of its country (the spec's list of countries that write the number after the street).
 */
import type { SnapshotFrom } from "xstate";
import type { AddressSuggestion, addressLookupMachine } from "./addressLookup.ts";

export type AddressLookupSnapshot = SnapshotFrom<typeof addressLookupMachine>;

/**
 * Spec 5: "Countries with the number after the street" (ISO 3166 alpha-2): Austria, Belgium,
 * Switzerland, Czechia, Germany, Spain, Croatia, Israel, Italy, Netherlands, Poland, Portugal,
 * Romania, Sweden, Turkey, Russia, Slovenia, Denmark, Finland, Hungary, Norway.
 */
const COUNTRIES_WITH_NUMBER_AFTER_STREET: ReadonlySet<string> = new Set([
  "AT",
  "BE",
  "CH",
  "CZ",
  "DE",
  "ES",
  "HR",
  "IL",
  "IT",
  "NL",
  "PL",
  "PT",
  "RO",
  "SE",
  "TR",
  "RU",
  "SI",
  "DK",
  "FI",
  "HU",
  "NO",
]);

export function writesNumberAfterStreet(country: string): boolean {
  return COUNTRIES_WITH_NUMBER_AFTER_STREET.has(country.trim().toUpperCase());
}

/** A house number: "45", "12b", "12-14", "3/5", and in French "10 bis". */
const NUMBER = String.raw`\d+[a-z]?(?:[-/]\d+[a-z]?)?(?:\s+(?:bis|ter|quater))?`;
const NUMBER_FIRST = new RegExp(String.raw`^(${NUMBER}),?\s+(\D+)$`, "i");
const NUMBER_LAST = new RegExp(String.raw`^(\D+?),?\s+(${NUMBER})$`, "i");

/**
 * The street line written the way its country writes it: "Rue Neuve 45" in Belgium, "45 rue
 * Neuve" in France, whichever order the search gave. Only a line made of one number and a street
 * name without digits is reordered; anything else ("Avenue du 8 Mai 1945") is kept as written.
 */
export function formatStreetLine(country: string, line: string): string {
  const trimmed = line.trim().replace(/\s+/g, " ");
  if (writesNumberAfterStreet(country)) {
    const match = NUMBER_FIRST.exec(trimmed);
    return match ? `${match[2]} ${match[1]}` : trimmed;
  }
  const match = NUMBER_LAST.exec(trimmed);
  return match ? `${match[2]} ${match[1]}` : trimmed;
}

/** What a chosen suggestion fills in the form. */
export interface ChosenAddress {
  /** The address line (number and street, in the country's order). */
  line1: string;
  postalCode: string;
  city: string;
  /** ISO 3166 alpha-2. */
  country: string;
}

export function chosenAddressOf(suggestion: AddressSuggestion): ChosenAddress {
  return {
    line1: formatStreetLine(suggestion.country, suggestion.street),
    postalCode: suggestion.postalCode,
    city: suggestion.city,
    country: suggestion.country,
  };
}

/** What the polite live region says; the component words it through the catalogue. */
export type AddressLookupAnnouncement =
  | { code: "suggestionsFound"; count: number }
  | { code: "noSuggestions" }
  | { code: "lookupFailed" };

export interface AddressLookupView {
  /** The listbox is shown (`aria-expanded`). */
  isExpanded: boolean;
  /** The listbox's options; empty while it is closed. */
  suggestions: readonly AddressSuggestion[];
  /** The option the keyboard is on (`aria-activedescendant`). */
  highlightedIndex: number | null;
  /** ArrowDown / ArrowUp move the highlight (opening a closed list); otherwise the caret moves. */
  canMoveHighlight: boolean;
  /** Enter chooses the highlighted option; otherwise Enter is left to the form. */
  canSelectHighlighted: boolean;
  /** Escape (or leaving the field) closes the list or drops the search under way. */
  canDismiss: boolean;
  announcement: AddressLookupAnnouncement | null;
}

const NOTHING: readonly AddressSuggestion[] = [];

function selectAnnouncement(snapshot: AddressLookupSnapshot): AddressLookupAnnouncement | null {
  if (snapshot.hasTag("listShown")) {
    return { code: "suggestionsFound", count: snapshot.context.suggestions.length };
  }
  if (snapshot.matches("noSuggestions")) return { code: "noSuggestions" };
  if (snapshot.matches("lookupFailed")) return { code: "lookupFailed" };
  return null;
}

export function toAddressLookupView(snapshot: AddressLookupSnapshot): AddressLookupView {
  const isExpanded = snapshot.hasTag("listShown");
  return {
    isExpanded,
    suggestions: isExpanded ? snapshot.context.suggestions : NOTHING,
    highlightedIndex: isExpanded ? snapshot.context.highlightedIndex : null,
    canMoveHighlight: snapshot.can({ type: "highlightNext" }),
    canSelectHighlighted: snapshot.can({ type: "select" }),
    canDismiss: snapshot.can({ type: "dismiss" }),
    announcement: selectAnnouncement(snapshot),
  };
}
