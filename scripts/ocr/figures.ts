/**
 * The reader's figures: over generated documents of invented people,
 * the share read with every check digit valid (clean, phone-like, blurred), the false valids (a
 * trusted zone with a wrong kind or date, or one found where none is printed: must be 0), the
 * fields misread that check digits do not cover (names…) or cannot (see below), the warm median time a
 * document (wall clock, and CPU time of the reading processes: the machine may be shared) and the
 * peak memory of the server process with its readers.
 * Usage: npm run ocr:figures [-- DOCUMENTS_PER_LOOK]   (default 36: 12 passports, 12 cards, 12 permits)
 */
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createDocumentReader } from "../../server/ocr/documentReader.ts";
import { findMrz, type MrzRead } from "../../server/ocr/mrz.ts";
import {
  jpegInPdf,
  renderSpecimen,
  type Specimen,
  type SpecimenKind,
  type SpecimenLook,
} from "./specimens.ts";
import { inventPerson, seededRandom } from "./syntheticMrz.ts";

const perLook = Number(process.argv[2] ?? 36);
const folder = await mkdtemp(join(tmpdir(), "hestia-ocr-figures-"));
const random = seededRandom(2026);
const zoneKinds: SpecimenKind[] = ["passport", "idBack", "permitBack"];
const looks: SpecimenLook[] = ["clean", "phone", "blurred"];

/** CPU seconds used by this process's finished children (tesseract, convert, pdftoppm). */
async function childrenCpuSeconds(): Promise<number> {
  const fields = (await readFile("/proc/self/stat", "utf8")).split(") ")[1]?.split(" ") ?? [];
  // cutime and cstime, fields 16 and 17 of stat(5), in clock ticks (100 a second on Linux).
  return (Number(fields[13]) + Number(fields[14])) / 100;
}

/**
 * The fields the service acts on: the kind, and the dates under check digits. A read with one of
 * them wrong is a false valid. The document number is apart: its check digit cannot tell 8 from
 * S at a weight-7 place (8 × 7 and 28 × 7 end alike), and nothing uses the number.
 */
const decisionFields = (read: MrzRead | undefined) =>
  read && [read.kind, read.birthDate, read.expiryDate].join("|");

/** Resident memory (kB) of this process and every process below it (tesseract, convert). */
async function treeRssKb(): Promise<number> {
  const parents = new Map<number, number>();
  const rss = new Map<number, number>();
  for (const entry of await readdir("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const status = await readFile(`/proc/${entry}/status`, "utf8");
      parents.set(Number(entry), Number(/PPid:\s+(\d+)/.exec(status)?.[1]));
      rss.set(Number(entry), Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0));
    } catch {
      // the process ended between the listing and the read
    }
  }
  const inTree = (pid: number): boolean =>
    pid === process.pid || (pid > 1 && parents.has(pid) && inTree(parents.get(pid) ?? 0));
  let total = 0;
  for (const [pid, kb] of rss) if (inTree(pid)) total += kb;
  return total;
}

const specimens: Specimen[] = [];
for (const look of looks) {
  for (let index = 0; index < perLook; index += 1) {
    const kind = zoneKinds[index % zoneKinds.length] ?? "passport";
    const tilt = (random.next() * 8 - 4).toFixed(1);
    specimens.push(
      await renderSpecimen(
        folder,
        `${kind}-${look}-${index}`,
        kind,
        look,
        inventPerson(random),
        Number(tilt),
      ),
    );
  }
}
// Documents with no zone (a card's front) and one PDF: a zone found there would be a false valid.
const fronts = [
  await renderSpecimen(folder, "front-clean", "idFront", "clean", inventPerson(random)),
  await renderSpecimen(folder, "front-phone", "permitFront", "phone", inventPerson(random), -2),
];
const pdfSource = specimens.find((specimen) => specimen.look === "phone");

const reader = createDocumentReader({ workers: 1, queue: 4, timeoutMs: 30_000 });
let peakKb = await treeRssKb();
const sampler = setInterval(() => {
  void treeRssKb().then((kb) => {
    peakKb = Math.max(peakKb, kb);
  });
}, 50);

const readSpecimen = async (specimen: Specimen) => {
  const mediaType = specimen.file.endsWith(".pdf")
    ? "application/pdf"
    : specimen.file.endsWith(".png")
      ? "image/png"
      : "image/jpeg";
  const bytes = new Uint8Array(await readFile(specimen.file));
  const started = performance.now();
  const cpuBefore = await childrenCpuSeconds();
  const reading = await reader.read(bytes, mediaType);
  const seconds = (performance.now() - started) / 1000;
  const cpuSeconds = (await childrenCpuSeconds()) - cpuBefore;
  const zone =
    reading.outcome === "read" ? reading.pages.find((page) => page !== undefined) : undefined;
  return { seconds, cpuSeconds, zone };
};

// Warm: the first read starts a worker and loads the model.
if (fronts[0]) await readSpecimen(fronts[0]);

const times: number[] = [];
const cpuTimes: number[] = [];
let falseValids = 0;
let numbersMisread = 0;
let otherFieldsMisread = 0;
const misreads: string[] = [];
const rows: string[] = [];
for (const look of looks) {
  const ofLook = specimens.filter((specimen) => specimen.look === look);
  let trusted = 0;
  for (const specimen of ofLook) {
    const { seconds, cpuSeconds, zone } = await readSpecimen(specimen);
    times.push(seconds);
    cpuTimes.push(cpuSeconds);
    if (!zone) continue;
    trusted += 1;
    const printed = findMrz(specimen.zone ?? []);
    const wrong = zone.lines.join("\n") !== specimen.zone?.join("\n");
    if (decisionFields(zone) !== decisionFields(printed)) falseValids += 1;
    else if (zone.documentNumber !== printed?.documentNumber) numbersMisread += 1;
    else if (wrong) otherFieldsMisread += 1;
    if (wrong) misreads.push(`  ${specimen.zone?.join(" ")}\n  ${zone.lines.join(" ")} (read)`);
  }
  rows.push(
    `${look.padEnd(8)} ${trusted}/${ofLook.length} all check digits valid (${Math.round((100 * trusted) / ofLook.length)} %)`,
  );
}
for (const front of fronts) {
  const { zone } = await readSpecimen(front);
  if (zone) falseValids += 1;
}
let pdfLine = "pdf      (none)";
if (pdfSource) {
  const pdf = await jpegInPdf(pdfSource.file, join(folder, "scan.pdf"));
  const { zone, seconds } = await readSpecimen({ ...pdfSource, file: pdf });
  const exact = zone?.lines.join("\n") === pdfSource.zone?.join("\n");
  pdfLine = `pdf      ${zone ? (exact ? "read exactly" : "trusted, names misread") : "not read"} in ${seconds.toFixed(2)} s`;
}
clearInterval(sampler);
await reader.close();
await rm(folder, { recursive: true, force: true });

const sorted = [...times].sort((a, b) => a - b);
const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
const cpuMedian = [...cpuTimes].sort((a, b) => a - b)[Math.floor(cpuTimes.length / 2)] ?? 0;
const report = [
  `documents: ${specimens.length} with a zone (${perLook} a look), ${fronts.length} without`,
  ...rows,
  pdfLine,
  `false valids (a wrong kind, birth date or expiry in a trusted read): ${falseValids}`,
  `document numbers misread under valid check digits (not used): ${numbersMisread}`,
  `names, nationality or sex misread (no check digit covers them): ${otherFieldsMisread}`,
  ...misreads,
  `warm median: ${median.toFixed(2)} s a document (slowest ${sorted.at(-1)?.toFixed(2)} s), CPU ${cpuMedian.toFixed(2)} s`,
  `peak memory (server process + readers): ${Math.round(peakKb / 1024)} MiB`,
];
process.stdout.write(`${report.join("\n")}\n`);
