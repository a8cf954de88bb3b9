/**
 * Images and PDFs the e2e specs make at test time, with Node alone (no image tool needed): a
 * printed page (sharp, well lit), the same page out of focus or in the dark, an image over the
 * upload limit, and a password-protected PDF's structure.
 */
import { randomBytes } from "node:crypto";
import { crc32, deflateSync } from "node:zlib";

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(typed) >>> 0);
  return Buffer.concat([length, typed, checksum]);
}

/** A PNG of `channels` bytes a pixel (1: grey, 3: RGB), rows given as raw bytes. */
function png(width: number, height: number, channels: 1 | 3, pixels: Uint8Array): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = channels === 1 ? 0 : 2;
  const stride = width * channels;
  const rows = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y++)
    rows.set(pixels.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** Lines of black strokes on paper, like print: what a photo of a document in focus shows. */
function printedPage(width: number, height: number, paper: number): Uint8Array {
  const pixels = new Uint8Array(width * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      pixels[y * width + x] = x % 16 < 4 && y % 24 < 12 && y > 40 ? 0 : paper;
  return pixels;
}

/** A box blur (rows, then columns): what a photo out of focus does to print. */
function outOfFocus(pixels: Uint8Array, width: number, height: number, radius: number) {
  const pass = (source: Uint8Array, along: "x" | "y") => {
    const out = new Uint8Array(source.length);
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) {
        let sum = 0;
        for (let d = -radius; d <= radius; d++) {
          const sx = along === "x" ? Math.min(width - 1, Math.max(0, x + d)) : x;
          const sy = along === "y" ? Math.min(height - 1, Math.max(0, y + d)) : y;
          sum += source[sy * width + sx] ?? 0;
        }
        out[y * width + x] = Math.round(sum / (2 * radius + 1));
      }
    return out;
  };
  return pass(pass(pixels, "x"), "y");
}

const PAGE = { width: 1200, height: 800 };

/** A sharp, well-lit photo of a printed page: passes the browser's quality check. */
export const sharpPhoto = png(
  PAGE.width,
  PAGE.height,
  1,
  printedPage(PAGE.width, PAGE.height, 235),
);

/** The same page out of focus: "trop floue". */
export const blurredPhoto = png(
  PAGE.width,
  PAGE.height,
  1,
  outOfFocus(printedPage(PAGE.width, PAGE.height, 235), PAGE.width, PAGE.height, 8),
);

/** The same page in the dark: "trop sombre". */
export const darkPhoto = png(PAGE.width, PAGE.height, 1, printedPage(PAGE.width, PAGE.height, 30));

/**
 * An image over the 12 MB limit: colour noise does not compress, so 2,600 × 1,800 RGB pixels
 * make a PNG of about 14 MB. Noise is sharp and mid-grey on average: it passes the quality check.
 */
export const oversizeImage = () => png(2600, 1800, 3, randomBytes(2600 * 1800 * 3));

/** A PDF whose trailer names an encryption dictionary: what a password-protected PDF has. */
export const passwordProtectedPdf = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n" +
    "5 0 obj<</Filter/Standard/V 2/R 3/Length 128/O(0123456789abcdef0123456789abcdef)/U(fedcba9876543210fedcba9876543210)/P -3904>>endobj\n" +
    "trailer<</Root 1 0 R/Encrypt 5 0 R/ID[<0123456789abcdef><0123456789abcdef>]>>\n%%EOF\n",
  "latin1",
);
