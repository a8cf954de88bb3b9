import type { HTMLInputAutoCompleteAttribute } from "react";

/**
 * Whose details a field group holds, for the browser's autofill: the user's own ("own": each
 * field names what it holds, `family-name`, `email`...), or someone else's ("off", so the
 * browser does not offer the user's own name or address for a guarantor). A group given
 * neither leaves the attribute out, as the legal guardian's names always have.
 */
export type Autofill = "own" | "off";

/** The `autoComplete` of a field whose token for the user's own details is `token`. */
export function autoCompleteOf(
  autofill: Autofill | undefined,
  token: HTMLInputAutoCompleteAttribute | undefined,
): HTMLInputAutoCompleteAttribute | undefined {
  return autofill === "own" ? token : autofill;
}
