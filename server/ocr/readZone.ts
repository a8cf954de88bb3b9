/**
 * Reads the machine-readable zone of an identity document's image or PDF with Debian's
 * tesseract and the project's OCR-B model (server/ocr/tessdata/mrz.traineddata,
 * docs/decisions/0009-mrz-model.md). Runs in a reader worker (server/ocr/documentReader.ts):
 * ImageMagick, poppler's pdftoppm and tesseract run as child processes, with a deadline each.
 */
import { execFile } from "node:child_process";
import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { findMrz, type MrzRead } from "./mrz.ts";

const run = promisify(execFile);

const TESSDATA = fileURLToPath(new URL("./tessdata/", import.meta.url));

/** Pages of a PDF that are read: an identity document's sides fit on two. */
const PDF_PAGES = 2;
/**
 * Longest side a PDF page is drawn at when it holds no picture (a document drawn as vectors).
 * A scan or a photo in a PDF is drawn at its own size instead: enlarged, its letters blur and
 * the model mixes more of them (G and O, N and M).
 */
const PDF_SIDE_PX = 1600;
/** Longest side an image is brought to before reading: larger is slower, not better. */
const READ_SIDE_PX = 2000;
/** Scale (%) of the lower half's last reading pass. */
const LAST_PASS_SCALE = 80;

export type ZoneReadInput = { bytes: Uint8Array; mediaType: string; deadlineMs: number };

/** Each page's trusted zone, or undefined where none could be trusted. */
export type ZoneReadResult = { pages: (MrzRead | undefined)[] };

export async function readZones(input: ZoneReadInput): Promise<ZoneReadResult> {
  const folder = await mkdtemp(join(tmpdir(), "hestia-mrz-"));
  const options: RunOptions = {
    timeout: input.deadlineMs,
    maxBuffer: 4 * 1024 * 1024,
    // One thread each: on a busy server, OpenMP's spinning threads cost more than they give.
    env: { ...process.env, OMP_THREAD_LIMIT: "1", MAGICK_THREAD_LIMIT: "1" },
  };
  try {
    const source = join(folder, "source");
    await writeFile(source, input.bytes);
    const pages =
      input.mediaType === "application/pdf" ? await pdfPages(source, folder, options) : [source];
    const reads: (MrzRead | undefined)[] = [];
    for (const page of pages) reads.push(await readPage(page, folder, options));
    return { pages: reads };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

type RunOptions = { timeout: number; maxBuffer: number; env: NodeJS.ProcessEnv };

async function pdfPages(pdf: string, folder: string, options: RunOptions): Promise<string[]> {
  const prefix = join(folder, "page");
  const range = ["-f", "1", "-l", String(PDF_PAGES)];
  const size = ["-scale-to", String(await pdfDrawingSide(pdf, options))];
  await run("pdftoppm", [...size, ...range, "-gray", pdf, prefix], options);
  const files = (await readdir(folder)).filter((name) => name.startsWith("page")).sort();
  return files.map((name) => join(folder, name));
}

/** The longest side of the largest picture on the pages read, within reading sizes. */
async function pdfDrawingSide(pdf: string, options: RunOptions): Promise<number> {
  const range = ["-f", "1", "-l", String(PDF_PAGES)];
  const { stdout } = await run("pdfimages", ["-list", ...range, pdf], options);
  // Rows: page num type width height …, after two heading lines.
  const sides = stdout
    .split("\n")
    .slice(2)
    .map((row) => row.trim().split(/\s+/))
    .map((columns) => Math.max(Number(columns[3]) || 0, Number(columns[4]) || 0));
  const largest = Math.max(0, ...sides);
  return largest === 0 ? PDF_SIDE_PX : Math.min(READ_SIDE_PX, largest);
}

/**
 * One page: straightened and greyed, then read whole (layout analysis finds the zone's lines
 * among the rest); if no zone is trusted, read again with the page's lower half enlarged, where
 * every format prints its zone, then that half at 80 %.
 */
async function readPage(
  page: string,
  folder: string,
  options: RunOptions,
): Promise<MrzRead | undefined> {
  // PGM: uncompressed, so neither ImageMagick nor tesseract spends time on PNG's compression.
  const prepared = join(folder, "prepared.pgm");
  await run(
    "convert",
    [
      `${page}[0]`,
      "-auto-orient",
      "-colorspace",
      "Gray",
      "-resize",
      `${READ_SIDE_PX}x${READ_SIDE_PX}>`,
      "-deskew",
      "40%",
      "+repage",
      // 8 bits: ImageMagick's default (16) is a PGM tesseract's reader misreads.
      "-depth",
      "8",
      prepared,
    ],
    options,
  );
  const whole = await recognise(prepared, "3", options);
  const read = findMrz(whole);
  if (read) return read;
  const lowerHalf = join(folder, "lower.pgm");
  await run(
    "convert",
    [prepared, "-gravity", "South", "-crop", "100%x50%+0+0", "+repage", "-depth", "8", lowerHalf],
    options,
  );
  const lower = findMrz(await recognise(lowerHalf, "6", options));
  if (lower) return lower;
  // Smaller, a photo's letters the model split in two ("0S5" for 05, "MN" for N) often come
  // whole: a last pass, so only pages not read yet pay for it.
  const smaller = join(folder, "smaller.pgm");
  await run(
    "convert",
    [lowerHalf, "-resize", `${LAST_PASS_SCALE}%`, "-depth", "8", smaller],
    options,
  );
  return findMrz(await recognise(smaller, "6", options));
}

async function recognise(image: string, pageSegmentation: string, options: RunOptions) {
  const { stdout } = await run(
    "tesseract",
    [image, "stdout", "--tessdata-dir", TESSDATA, "-l", "mrz", "--psm", pageSegmentation],
    options,
  );
  return stdout.split("\n");
}
