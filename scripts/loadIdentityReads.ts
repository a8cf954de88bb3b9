/**
 * `npm run load:reads`: the "not blocking" figure of the identity reader. Do identity documents being read slow
 * the API down for other applicants? The app (server/app.ts, as server/server.ts builds it, with
 * the reader's worker pool: `DOCUMENT_READERS` threads) on a throw-away seeded database; one
 * connection sends a cheap API call (the residences listing) `PROBE_REQUESTS` (2,000) times from
 * a worker thread, first on an idle server, then while `READING_APPLICANTS` (4) demo applicants each send a
 * passport drawn at test time through the identity check over and over (checkFileType,
 * addSheetDocument, submitControl, getControl until DONE, checkDocument), so the reader is never
 * idle. Prints the probe's p50/p95/p99 both ways and the documents read meanwhile.
 * Figures only; nothing asserted. The upload limit per account is lifted (the run uploads
 * many files); sign-in is replaced by test tokens (`token-<account id>`).
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { serve } from "@hono/node-server";
import { createApp } from "../server/app.ts";
import { loadConfig } from "../server/config.ts";
import { openDatabase } from "../server/db.ts";
import { createRateLimiters } from "../server/http/rateLimits.ts";
import { createDocumentReader } from "../server/ocr/documentReader.ts";
import { seedDatabase } from "../server/seed/index.ts";
import { startRunInWorker } from "./loadRun.ts";
import { figureTable } from "./loadTable.ts";
import { renderSpecimen } from "./ocr/specimens.ts";

const applicants = ["demo-nouveau", "demo-examen", "demo-accepte", "demo-mineur"].slice(
  0,
  Number(process.env.READING_APPLICANTS || 4),
);
const probePath = "/fr/api/content/residences";
/** Enough requests that the probe spans many reads (about 15 s on this machine). */
const probeRequests = Number(process.env.PROBE_REQUESTS || 2000);

const dataDir = mkdtempSync(join(tmpdir(), "hestia-load-reads-"));
const config = loadConfig({ ...process.env, DATA_DIR: dataDir, ANALYSIS_DELAY_MS: "0" });
const db = openDatabase(config.dataDir);
seedDatabase(db);
const documentReader = createDocumentReader(config.documentReaders);
const app = createApp({
  db,
  config,
  documentReader,
  rateLimiters: { ...createRateLimiters(), uploadsPerAccount: { hit: async () => {} } },
  verifyAccessToken: async (token) => {
    const sub = /^token-(.+)$/.exec(token)?.[1];
    return sub ? { sub, expiresAt: Math.floor(Date.now() / 1000) + 3600 } : null;
  },
});
const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
await new Promise((resolve) => server.once("listening", resolve));
const address = server.address();
const origin = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;

const passport = await renderSpecimen(dataDir, "passport", "passport", "phone", {
  surnames: "MARTIN",
  givenNames: "LEA",
  birth: "060412",
  expiry: "310630",
  sex: "F",
  nationality: "FRA",
  documentNumber: "24AB81357",
});
const encodedFile = readFileSync(passport.file).toString("base64");

async function vialink(user: string, call: string, query = "", form?: Record<string, string>) {
  const response = await fetch(`${origin}/api/ac_campus/vialink/${call}?${query}`, {
    method: "POST",
    headers: { authorization: `Bearer token-${user}` },
    ...(form ? { body: new URLSearchParams(form) } : {}),
  });
  const body = (await response.json()) as Record<string, string>;
  if (!response.ok) throw new Error(`${call}: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

/** One applicant's document through the whole check; answers whether it was read. */
async function checkOnce(user: string): Promise<boolean> {
  const file = { filename: "passport.jpg", encodedFile };
  const type = await vialink(user, "checkFileType", "", { ...file, section: "identity" });
  const control = `controlId=${type.controlId}`;
  await vialink(user, "addSheetDocument", `${control}&documentId=${type.documentId}`, file);
  await vialink(user, "submitControl", control);
  while ((await vialink(user, "getControl", control)).status === "PENDING") {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const check = await vialink(user, "checkDocument", control);
  await vialink(user, "deleteControl", control);
  return check.read !== null;
}

const probe = async () => {
  const run = startRunInWorker({
    url: origin + probePath,
    connections: 1,
    amount: probeRequests,
    maxSeconds: 120,
    headers: { accept: "application/json", "accept-encoding": "gzip" },
  });
  return run.figures;
};

try {
  await probe(); // warm-up: the listing's first answer builds what later ones reuse
  const idle = await probe();
  let reading = true;
  let documents = 0;
  let read = 0;
  const readers = applicants.map(async (user) => {
    while (reading) {
      documents += 1;
      if (await checkOnce(user)) read += 1;
    }
  });
  // Let every applicant's first document reach the reader before measuring.
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const startedAt = Date.now();
  const loaded = await probe();
  const seconds = (Date.now() - startedAt) / 1000;
  reading = false;
  await Promise.all(readers);

  const table = figureTable(
    `API p95 with and without identity documents being read: ${probePath}, 1 connection, ${probeRequests} requests; ${applicants.length} applicants sending passports meanwhile, ${config.documentReaders.workers} reader thread(s)`,
    "run",
    ["idle", "documents read meanwhile"],
  );
  table.row("idle", 1, idle);
  table.row("documents read meanwhile", 1, loaded);
  console.info(
    `documents checked while the probe ran (${seconds.toFixed(1)} s) and after: ${documents}, ${read} with a trusted read`,
  );
} finally {
  server.close();
  await documentReader.close();
  db.close();
  rmSync(dataDir, { recursive: true, force: true });
}
