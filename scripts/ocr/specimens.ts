/**
 * Identity documents of invented people, drawn at test time with ImageMagick and Debian's OCR-B
 * font (fonts-ocr-b): passport data pages (TD3), identity cards and residence permits (front,
 * and back with its TD1 zone). Each comes clean, phone-like (on a table, tilted, noisy, JPEG)
 * or blurred, as an image or inside a PDF. Never a real person's document.
 */
import { execFile } from "node:child_process";
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { cardZone, passportZone, type SyntheticPerson } from "./syntheticMrz.ts";

const run = promisify(execFile);

export type SpecimenKind = "passport" | "idFront" | "idBack" | "permitFront" | "permitBack";
export type SpecimenLook = "clean" | "phone" | "blurred";

export type Specimen = {
  file: string;
  kind: SpecimenKind;
  look: SpecimenLook;
  person: SyntheticPerson;
  /** The zone printed on it, if any: what a right read gives back. */
  zone: string[] | undefined;
};

const OCR_B = "/usr/share/fonts/opentype/ocr-b/OCRB.otf";
const SANS = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf";
/** At 300 dpi the zone's pitch is 10 characters an inch (30 px): OCR-B advances 0.72 em. */
const ZONE_POINTSIZE = 42;
const ZONE_LINE_HEIGHT = 52;

const TITLES: Record<SpecimenKind, string> = {
  passport: "PASSEPORT / PASSPORT",
  idFront: "CARTE NATIONALE D'IDENTITE",
  idBack: "CARTE NATIONALE D'IDENTITE",
  permitFront: "TITRE DE SEJOUR",
  permitBack: "TITRE DE SEJOUR",
};

/** ID-3 (125 × 88 mm) for passports, ID-1 (85.6 × 54 mm) for cards, at 300 dpi. */
const sizeOf = (kind: SpecimenKind): [number, number] =>
  kind === "passport" ? [1476, 1039] : [1011, 638];

const zoneOf = (kind: SpecimenKind, person: SyntheticPerson) => {
  if (kind === "passport") return passportZone(person);
  if (kind === "idBack") return cardZone(person, "ID");
  if (kind === "permitBack") return cardZone(person, "IR");
  return undefined;
};

const printedDate = (yymmdd: string) =>
  `${yymmdd.slice(4, 6)}.${yymmdd.slice(2, 4)}.${yymmdd.slice(0, 2)}`;

/** ImageMagick arguments that draw the document itself, straight and sharp. */
function documentArguments(
  kind: SpecimenKind,
  person: SyntheticPerson,
  zone: string[] | undefined,
) {
  const [width, height] = sizeOf(kind);
  const text = (x: number, y: number, size: number, value: string) => [
    "-pointsize",
    String(size),
    "-annotate",
    `+${x}+${y}`,
    value,
  ];
  const back = kind === "idBack" || kind === "permitBack";
  const fields = back
    ? [
        ...text(40, 130, 24, "Adresse : 12 rue des Lilas, 31000 Toulouse"),
        ...text(40, 170, 24, "Taille : 1,70 m"),
      ]
    : [
        ...text(380, 180, 22, "Nom / Surname"),
        ...text(380, 215, 30, person.surnames),
        ...text(380, 265, 22, "Prenoms / Given names"),
        ...text(380, 300, 30, person.givenNames),
        ...text(380, 350, 22, "Date de naissance"),
        ...text(380, 385, 30, printedDate(person.birth)),
        ...text(380, 435, 22, "Date d'expiration"),
        ...text(380, 470, 30, printedDate(person.expiry)),
      ];
  const photo = back
    ? []
    : ["-fill", "#b9c3cf", "-draw", "rectangle 40,140 340,520", "-fill", "#1f2a37"];
  const zoneTop = height - 40 - (zone?.length ?? 0) * ZONE_LINE_HEIGHT;
  const zoneText = (zone ?? []).flatMap((line, index) => [
    "-annotate",
    `+40+${zoneTop + (index + 1) * ZONE_LINE_HEIGHT - 10}`,
    line,
  ]);
  return [
    "-size",
    `${width}x${height}`,
    "xc:#eef2f6",
    "-fill",
    "#dde5ee",
    "-draw",
    `rectangle 0,${zoneTop - 20} ${width},${height}`,
    "-fill",
    "#1f2a37",
    "-font",
    SANS,
    ...text(40, 70, 34, TITLES[kind]),
    ...(back ? [] : text(40, 115, 22, "REPUBLIQUE FRANCAISE")),
    ...photo,
    ...fields,
    "-fill",
    "#111111",
    "-font",
    OCR_B,
    "-pointsize",
    String(ZONE_POINTSIZE),
    ...zoneText,
  ];
}

/** A photo of the document on a table: smaller, tilted, lit unevenly, noisy, JPEG. */
const phoneArguments = (tilt: number) => [
  "-bordercolor",
  "#7a6a58",
  "-border",
  "120",
  "-background",
  "#7a6a58",
  "-rotate",
  String(tilt),
  "-resize",
  "80%",
  "-attenuate",
  "0.5",
  "+noise",
  "Gaussian",
  "-blur",
  "0x0.7",
  "-quality",
  "70",
];

export async function renderSpecimen(
  folder: string,
  name: string,
  kind: SpecimenKind,
  look: SpecimenLook,
  person: SyntheticPerson,
  tilt = 2,
): Promise<Specimen> {
  const zone = zoneOf(kind, person);
  const file = join(folder, `${name}.${look === "clean" ? "png" : "jpg"}`);
  const lookArguments =
    look === "clean"
      ? []
      : [...phoneArguments(tilt), ...(look === "blurred" ? ["-blur", "0x2.5"] : [])];
  // The noise's seed comes from the name: the same specimen every run.
  const seed = [...name].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) % 1_000_000, 7);
  await run("convert", [
    "-seed",
    String(seed),
    ...documentArguments(kind, person, zone),
    ...lookArguments,
    file,
  ]);
  return { file, kind, look, person, zone };
}

/**
 * A one-page PDF around a JPEG, written by hand: Debian's ImageMagick policy refuses to write
 * PDFs, and a scanner's PDF is just this (an image on a page).
 */
export async function jpegInPdf(jpegFile: string, pdfFile: string): Promise<string> {
  const jpeg = await readFile(jpegFile);
  const { stdout } = await run("identify", ["-format", "%w %h", jpegFile]);
  const [width = 0, height = 0] = stdout.trim().split(" ").map(Number);
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${width} ${height}] /Resources << /XObject << /Im0 4 0 R >> >> /Contents 5 0 R >>`,
  ];
  const content = `q ${width} 0 0 ${height} 0 0 cm /Im0 Do Q`;
  const chunks: Buffer[] = [Buffer.from("%PDF-1.4\n")];
  const offsets: number[] = [];
  let length = chunks[0]?.length ?? 0;
  const push = (chunk: Buffer) => {
    chunks.push(chunk);
    length += chunk.length;
  };
  objects.forEach((body, index) => {
    offsets.push(length);
    push(Buffer.from(`${index + 1} 0 obj\n${body}\nendobj\n`));
  });
  offsets.push(length);
  push(
    Buffer.from(
      `4 0 obj\n<< /Type /XObject /Subtype /Image /Width ${width} /Height ${height} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode /Length ${jpeg.length} >>\nstream\n`,
    ),
  );
  push(jpeg);
  push(Buffer.from("\nendstream\nendobj\n"));
  offsets.push(length);
  push(
    Buffer.from(
      `5 0 obj\n<< /Length ${content.length} >>\nstream\n${content}\nendstream\nendobj\n`,
    ),
  );
  const xref = length;
  const rows = offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("");
  push(
    Buffer.from(
      `xref\n0 6\n0000000000 65535 f \n${rows}trailer\n<< /Size 6 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`,
    ),
  );
  await writeFile(pdfFile, Buffer.concat(chunks));
  return pdfFile;
}
