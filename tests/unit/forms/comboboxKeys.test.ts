import { describe, expect, it } from "vitest";
import type { AddressLookupView } from "../../../machines/addressLookup.selectors.ts";
import { eventForKey } from "../../../src/forms/address/comboboxKeys.ts";

const closed: AddressLookupView = {
  isExpanded: false,
  suggestions: [],
  highlightedIndex: null,
  canMoveHighlight: false,
  canSelectHighlighted: false,
  canDismiss: false,
  announcement: null,
};
const open: AddressLookupView = {
  ...closed,
  isExpanded: true,
  canMoveHighlight: true,
  canDismiss: true,
};

describe("the address combobox's keys", () => {
  it("moves the highlight, chooses and closes while the list can take them", () => {
    expect(eventForKey("ArrowDown", open)).toEqual({ type: "highlightNext" });
    expect(eventForKey("ArrowUp", open)).toEqual({ type: "highlightPrevious" });
    expect(eventForKey("Escape", open)).toEqual({ type: "dismiss" });
    expect(eventForKey("Enter", { ...open, canSelectHighlighted: true })).toEqual({
      type: "select",
    });
  });

  it("leaves the keys to the input and the form otherwise", () => {
    for (const key of ["ArrowDown", "ArrowUp", "Enter", "Escape"]) {
      expect(eventForKey(key, closed)).toBeUndefined();
    }
    // Nothing highlighted: Enter submits the form as in any text input.
    expect(eventForKey("Enter", open)).toBeUndefined();
    expect(eventForKey("a", open)).toBeUndefined();
    expect(eventForKey("Tab", open)).toBeUndefined();
  });
});
