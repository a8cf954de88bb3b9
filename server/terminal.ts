/**
 * Untrusted text (a mail a visitor wrote through the contact form) printed on the staff's
 * terminal is shown, never obeyed: C0 controls (ESC starts the sequences that retitle the window
 * or clear the screen; CR rewrites a line), DEL, C1 controls (\x9b is an 8-bit CSI) and the
 * Unicode bidi overrides and isolates (which reorder what is shown) are printed escaped.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

function escaped(char: string): string {
  const code = char.charCodeAt(0);
  return code <= 0xff
    ? `\\x${code.toString(16).padStart(2, "0")}`
    : `\\u${code.toString(16).padStart(4, "0")}`;
}

/** One line: every control character escaped, line breaks included. */
export function terminalLine(text: string): string {
  return text.replace(CONTROL, escaped);
}

/**
 * A text of several lines (a mail's body): its line breaks kept, every line indented, so no line
 * of it can pass for one of the command's own record lines, which start at the margin.
 */
export function terminalBlock(text: string, indent = "    "): string {
  return text
    .split(/\r?\n/)
    .map((line) => indent + terminalLine(line))
    .join("\n");
}
