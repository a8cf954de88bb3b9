/**
 * The lease as a small one-page PDF, written by hand (no PDF library in the project): enough
 * for the "download the lease" link and for the signature page to show what is signed.
 */
import type { DossierRow } from "./dossiers.ts";
import type { UserRow } from "./users.ts";

function escapePdf(text: string): string {
  return text.replaceAll("\\", "\\\\").replaceAll("(", "\\(").replaceAll(")", "\\)");
}

function pdfDocument(lines: string[]): Buffer {
  const content = [
    "BT",
    "/F1 12 Tf",
    "14 TL",
    "60 780 Td",
    ...lines.map((line) => `(${escapePdf(line)}) '`),
    "ET",
  ].join("\n");
  const stream = Buffer.from(content, "latin1");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
    `<< /Length ${stream.length} >>\nstream\n${content}\nendstream`,
  ];
  const chunks: Buffer[] = [Buffer.from("%PDF-1.4\n", "latin1")];
  const offsets: number[] = [];
  let length = chunks[0]?.length ?? 0;
  objects.forEach((object, index) => {
    offsets.push(length);
    const chunk = Buffer.from(`${index + 1} 0 obj\n${object}\nendobj\n`, "latin1");
    chunks.push(chunk);
    length += chunk.length;
  });
  const xref = [
    "xref",
    `0 ${objects.length + 1}`,
    "0000000000 65535 f ",
    ...offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n `),
    "trailer",
    `<< /Size ${objects.length + 1} /Root 1 0 R >>`,
    "startxref",
    String(length),
    "%%EOF\n",
  ].join("\n");
  chunks.push(Buffer.from(xref, "latin1"));
  return Buffer.concat(chunks);
}

export function leasePdf(dossier: DossierRow, user: UserRow, amount: number): Buffer {
  return pdfDocument([
    "Hestia Campus - Contrat de location meublée",
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
