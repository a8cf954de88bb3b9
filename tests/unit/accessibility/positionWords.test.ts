import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * RGAA 10.9 and 10.10: no text points at something by its place, shape or size alone ("the
 * list below", "the button on the right", "the green icon"). A text may say where a thing is
 * if it also names it, in quotes (« Les signatures », “Signatures”): the name works unseen.
 */
const positionOrShape =
  /\b(ci-dessous|ci-dessus|à droite|à gauche|en bas à|en haut à|below|above|on the right|on the left|bouton (rouge|vert|bleu)|(red|green|blue) button|icône (ronde|carrée)|round icon|square icon)\b/i;
const namesItsTarget = /«[^»]+»|“[^”]+”/;

/** Every message of the app's catalogues, both languages, as shown (msgstr). */
function shownMessages(): { file: string; text: string }[] {
  const messages: { file: string; text: string }[] = [];
  for (const locale of ["fr", "en"]) {
    const folder = join("src/locales", locale);
    for (const file of readdirSync(folder).filter((name) => name.endsWith(".po"))) {
      const catalogue = readFileSync(join(folder, file), "utf8");
      for (const [, text = ""] of catalogue.matchAll(/^msgstr "(.*)"$/gm))
        messages.push({ file: `${locale}/${file}`, text });
    }
  }
  return messages;
}

describe("texts do not point at things by place, shape or size alone (RGAA 10.9, 10.10)", () => {
  it("reads every message of both catalogues", () => {
    expect(shownMessages().length).toBeGreaterThan(500);
  });

  it("names what a message locates", () => {
    const pointing = shownMessages().filter(
      ({ text }) => positionOrShape.test(text) && !namesItsTarget.test(text),
    );
    expect(pointing).toEqual([]);
  });

  it("would find a text that points by place only", () => {
    expect(positionOrShape.test("Découvrez les autres logements ci-dessous.")).toBe(true);
    expect(namesItsTarget.test("Découvrez les autres logements ci-dessous.")).toBe(false);
  });
});
