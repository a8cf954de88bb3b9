import { describe, expect, it } from "vitest";
import type { DossierRow } from "../../server/domain/dossiers.ts";
import { leasePdf } from "../../server/domain/lease.ts";
import type { UserRow } from "../../server/domain/users.ts";

const dossier = {
  code_bail: "BAIL-0042",
  reference: "HC-2026-00042",
  date_debut_de_bail: "2027-09-01",
  date_arrivee: "2027-09-01",
  duree_du_sejour: 12,
} as DossierRow;
const user = { firstname: "Léa", lastname: "Martin (née Petit)" } as UserRow;

const pdf = leasePdf(dossier, user, 1234.5);
const text = pdf.toString("latin1");
const objects = new Map(
  [...text.matchAll(/(\d+) 0 obj\n([\s\S]*?)\nendobj/g)].map((match) => [
    Number(match[1]),
    match[2] ?? "",
  ]),
);
const content = /stream\n([\s\S]*?)\nendstream/.exec(text)?.[1] ?? "";

/** The content's text in reading order, each line with the tag of what marks it. */
function markedLines(): { tag: string; mcid: number | null; text: string }[] {
  const lines: { tag: string; mcid: number | null; text: string }[] = [];
  let open: { tag: string; mcid: number | null } | null = null;
  for (const operation of content.split("\n")) {
    const marked = /^\/(\w+) (?:<< \/MCID (\d+) >> BDC|BMC)$/.exec(operation);
    if (marked) open = { tag: marked[1] ?? "", mcid: marked[2] ? Number(marked[2]) : null };
    else if (operation === "EMC") open = null;
    else if (operation.endsWith("'")) {
      const shown = /^\((.*)\) '$/.exec(operation)?.[1] ?? "";
      lines.push({ tag: open?.tag ?? "untagged", mcid: open?.mcid ?? null, text: shown });
    }
  }
  return lines;
}

/** UTF-16BE hex text string (<FEFF...>) back to text. */
const fromHex = (hex: string) =>
  String.fromCharCode(
    ...(hex.slice(4).match(/.{4}/g) ?? []).map((unit) => Number.parseInt(unit, 16)),
  );

describe("the lease PDF is an accessible document (RGAA 13.3)", () => {
  it("says it is tagged, in French, and shows its title rather than its file name", () => {
    const catalog = objects.get(1) ?? "";
    expect(catalog).toContain("/Type /Catalog");
    expect(catalog).toContain("/Lang (fr-FR)");
    expect(catalog).toContain("/MarkInfo << /Marked true >>");
    expect(catalog).toContain("/ViewerPreferences << /DisplayDocTitle true >>");
    const info = /\/Info (\d+) 0 R/.exec(text)?.[1];
    const title = /\/Title (<[0-9A-F]+>)/.exec(objects.get(Number(info)) ?? "")?.[1] ?? "";
    expect(fromHex(title.slice(1, -1))).toBe("Hestia Campus - Contrat de location meublée");
  });

  it("tags every line of text, in reading order: the title a heading, the rest paragraphs", () => {
    const lines = markedLines();
    const content = lines.filter((line) => line.tag !== "Artifact");
    expect(lines.filter((line) => line.tag === "untagged")).toEqual([]);
    expect(lines.filter((line) => line.tag === "Artifact").map((line) => line.text)).toEqual([
      "",
      "",
    ]);
    expect(content.map((line) => line.tag)).toEqual(["H1", "P", "P", "P", "P", "P", "P"]);
    expect(content.map((line) => line.mcid)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(content[2]?.text).toBe("Locataire : Léa Martin \\(née Petit\\)");
    expect(content[5]?.text).toBe("Dépôt de garantie et honoraires à régler : 1234.50 EUR");
  });

  it("ties each marked line to one element of the structure tree, under the document", () => {
    const root = [...objects.values()].find((object) => object.includes("/StructTreeRoot"));
    const rootNumber = [...objects.entries()].find(([, object]) =>
      object.startsWith("<< /Type /StructTreeRoot"),
    )?.[0];
    expect(objects.get(1)).toContain(`/StructTreeRoot ${rootNumber} 0 R`);
    expect(root).toBeDefined();
    const elements = [...objects.values()]
      .filter((object) => object.includes("/Type /StructElem") && /\/K \d+ >>$/.test(object))
      .map((object) => ({
        tag: /\/S \/(\w+)/.exec(object)?.[1],
        mcid: Number(/\/K (\d+) >>$/.exec(object)?.[1]),
      }));
    expect(elements).toEqual(
      markedLines().flatMap((line) =>
        line.mcid === null ? [] : [{ tag: line.tag, mcid: line.mcid }],
      ),
    );
    const documentElement = [...objects.values()].find((object) => object.includes("/S /Document"));
    expect(documentElement?.match(/\d+ 0 R/g)).toHaveLength(1 + elements.length);
    // The page says which parent tree entry holds its marked content.
    expect([...objects.values()].find((object) => object.includes("/Type /Page "))).toContain(
      "/StructParents 0",
    );
  });

  it("keeps a cross-reference table that points at each object", () => {
    const offsets = [...text.matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]));
    expect(offsets).toHaveLength(objects.size);
    offsets.forEach((offset, index) => {
      expect(text.slice(offset, offset + 12)).toMatch(new RegExp(`^${index + 1} 0 obj`));
    });
    const startxref = Number(/startxref\n(\d+)/.exec(text)?.[1]);
    expect(text.slice(startxref, startxref + 4)).toBe("xref");
  });
});
