/**
 * The HTML part of a mail, built from its stored text so the two parts always say the same:
 * the text escaped, a blank line starting a new paragraph, a line break kept, each web address
 * a link. Nothing of the text is ever read as markup (a visitor writes the contact messages).
 */
import type { Locale } from "../http/messages.ts";
import { escapeHtml } from "../oidc/views.ts";

const PARAGRAPH_BREAK = /\r?\n[ \t]*\r?\n/;
const LINE_BREAK = /\r?\n/;
const WEB_ADDRESS = /https?:\/\/[^\s<>"]+/g;
/** Punctuation that ends a sentence after an address rather than belonging to it. */
const TRAILING_PUNCTUATION = /[.,;:!?)\]}'»]+$/;

function withLinks(line: string): string {
  let html = "";
  let from = 0;
  for (const match of line.matchAll(WEB_ADDRESS)) {
    const address = match[0].replace(TRAILING_PUNCTUATION, "");
    html += escapeHtml(line.slice(from, match.index));
    html += `<a href="${escapeHtml(address)}">${escapeHtml(address)}</a>`;
    from = match.index + address.length;
  }
  return html + escapeHtml(line.slice(from));
}

/** `language`: the recipient's, when the mail is ours; a visitor's message has none. */
export function mailHtml(subject: string, text: string, language: Locale | null): string {
  const paragraphs = text
    .trim()
    .split(PARAGRAPH_BREAK)
    .map((paragraph) => `<p>${paragraph.split(LINE_BREAK).map(withLinks).join("<br>\n")}</p>`);
  const lang = language ? ` lang="${language}"` : "";
  return `<!doctype html>
<html${lang}>
<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body>
${paragraphs.join("\n")}
</body>
</html>
`;
}
