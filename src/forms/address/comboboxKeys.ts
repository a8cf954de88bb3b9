import type { AddressLookupView } from "../../../machines/addressLookup.selectors.ts";
import type { AddressLookupEvent } from "../../../machines/addressLookup.ts";

/**
 * The combobox's keys (ARIA 1.2 combobox with a listbox popup) as `addressLookup` events, or
 * `undefined` when the machine would not take them: the key then keeps its usual effect (the
 * caret moves, Enter submits the form, Escape reaches an enclosing dialog).
 */
export function eventForKey(key: string, view: AddressLookupView): AddressLookupEvent | undefined {
  switch (key) {
    case "ArrowDown":
      return view.canMoveHighlight ? { type: "highlightNext" } : undefined;
    case "ArrowUp":
      return view.canMoveHighlight ? { type: "highlightPrevious" } : undefined;
    case "Enter":
      return view.canSelectHighlighted ? { type: "select" } : undefined;
    case "Escape":
      return view.canDismiss ? { type: "dismiss" } : undefined;
    default:
      return undefined;
  }
}
