/**
 * The lease as a small one-page PDF, written by hand (no PDF library in the project): enough
 * for the "download the lease" link and for the signature page to show what is signed.
 *
 * It is a tagged PDF (RGAA 13.3, an accessible office document): a structure tree (a document,
 * its title as a heading, each line a paragraph) tied to the text by marked content, in reading
 * order; its language (French, the lease's); and its title, shown by readers instead of the file
 * name. The font is one of the PDF's standard ones (Helvetica), not embedded: readers map its
 * text to Unicode themselves, but PDF/UA asks for embedded fonts, so it is not claimed.
 */
import type { DossierRow } from "./dossiers.ts";
import type { UserRow } from "./users.ts";

/** The lease's language, for the PDF's /Lang. */
const LEASE_LANGUAGE = "fr-FR";

function escapePdf(text: string): string {
  return text.replaceAll("\\", "\\\\").replaceAll("(", "\\(").replaceAll(")", "\\)");
}

/** A PDF text string any reader shows right: UTF-16BE with its byte order mark, in hex. */
function pdfTextString(text: string): string {
  let hex = "FEFF";
  for (let index = 0; index < text.length; index += 1)
    hex += text.charCodeAt(index).toString(16).padStart(4, "0").toUpperCase();
  return `<${hex}>`;
}

/** Object numbers of the document's fixed objects; the structure elements come after them. */
const CATALOG = 1;
const PAGES = 2;
const PAGE = 3;
const FONT = 4;
const CONTENT = 5;
const INFO = 6;
const STRUCT_TREE_ROOT = 7;
const DOCUMENT_ELEMENT = 8;
const FIRST_LINE_ELEMENT = 9;

/**
 * One page: `title` as the heading, then `lines` as paragraphs; an empty line is a blank,
 * marked as an artifact (layout, not content).
 */
function taggedPdf(title: string, lines: string[]): Buffer {
  const shown = [title, ...lines];
  const elements: { tag: "H1" | "P"; mcid: number }[] = [];
  const operations = ["BT", "/F1 12 Tf", "14 TL", "60 780 Td"];
  for (const [index, line] of shown.entries()) {
    if (line === "") {
      operations.push("/Artifact BMC", "() '", "EMC");
      continue;
    }
    const mcid = elements.length;
    const tag = index === 0 ? "H1" : "P";
    elements.push({ tag, mcid });
    operations.push(`/${tag} << /MCID ${mcid} >> BDC`, `(${escapePdf(line)}) '`, "EMC");
  }
  operations.push("ET");
  const content = operations.join("\n");
  const stream = Buffer.from(content, "latin1");
  const elementRefs = elements.map((_, index) => `${FIRST_LINE_ELEMENT + index} 0 R`);

  const objects = new Map<number, string>([
    [
      CATALOG,
      `<< /Type /Catalog /Pages ${PAGES} 0 R /Lang (${LEASE_LANGUAGE}) /MarkInfo << /Marked true >> /StructTreeRoot ${STRUCT_TREE_ROOT} 0 R /ViewerPreferences << /DisplayDocTitle true >> >>`,
    ],
    [PAGES, `<< /Type /Pages /Kids [${PAGE} 0 R] /Count 1 >>`],
    [
      PAGE,
      `<< /Type /Page /Parent ${PAGES} 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 ${FONT} 0 R >> >> /Contents ${CONTENT} 0 R /StructParents 0 >>`,
    ],
    [FONT, "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>"],
    [CONTENT, `<< /Length ${stream.length} >>\nstream\n${content}\nendstream`],
    [INFO, `<< /Title ${pdfTextString(title)} /Producer (Hestia Campus) >>`],
    [
      STRUCT_TREE_ROOT,
      // The parent tree maps the page's marked content (MCID n) back to its element.
      `<< /Type /StructTreeRoot /K ${DOCUMENT_ELEMENT} 0 R /ParentTree << /Nums [0 [${elementRefs.join(" ")}]] >> /ParentTreeNextKey 1 >>`,
    ],
    [
      DOCUMENT_ELEMENT,
      `<< /Type /StructElem /S /Document /P ${STRUCT_TREE_ROOT} 0 R /K [${elementRefs.join(" ")}] >>`,
    ],
    ...elements.map(
      ({ tag, mcid }, index) =>
        [
          FIRST_LINE_ELEMENT + index,
          `<< /Type /StructElem /S /${tag} /P ${DOCUMENT_ELEMENT} 0 R /Pg ${PAGE} 0 R /K ${mcid} >>`,
        ] as const,
    ),
  ]);

  const chunks: Buffer[] = [Buffer.from("%PDF-1.4\n", "latin1")];
  const offsets: number[] = [];
  let length = chunks[0]?.length ?? 0;
  for (let number = 1; number <= objects.size; number += 1) {
    offsets.push(length);
    const chunk = Buffer.from(`${number} 0 obj\n${objects.get(number)}\nendobj\n`, "latin1");
    chunks.push(chunk);
    length += chunk.length;
  }
  const xref = [
    "xref",
    `0 ${objects.size + 1}`,
    "0000000000 65535 f ",
    ...offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n `),
    "trailer",
    `<< /Size ${objects.size + 1} /Root ${CATALOG} 0 R /Info ${INFO} 0 R >>`,
    "startxref",
    String(length),
    "%%EOF\n",
  ].join("\n");
  chunks.push(Buffer.from(xref, "latin1"));
  return Buffer.concat(chunks);
}

export function leasePdf(dossier: DossierRow, user: UserRow, amount: number): Buffer {
  return taggedPdf("Hestia Campus - Contrat de location meublée", [
    "",
    `Bail n° ${dossier.code_bail ?? ""} - dossier ${dossier.reference}`,
    `Locataire : ${user.firstname} ${user.lastname}`,
    `Date d'effet : ${dossier.date_debut_de_bail ?? dossier.date_arrivee ?? ""}`,
    `Durée souhaitée : ${dossier.duree_du_sejour} mois`,
    `Dépôt de garantie et honoraires à régler : ${amount.toFixed(2)} EUR`,
    "",
    "Document de démonstration sans valeur contractuelle.",
  ]);
}
