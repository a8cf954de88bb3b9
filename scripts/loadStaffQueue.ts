/**
 * The review queue under load (docs/staff.md, "Queue"): the app (server/app.ts) on a throw-away
 * database with the seed and 10,000 more sent files (`npm run staff -- seed-files`), served on
 * loopback, asked by 10 connections for a page of each tab shape the console uses: the first
 * tab, a later page, a residence and month filter, a search, the handover tab (refined per
 * file). Prints p50/p95/p99 per query. Run by `npm run load` (part 7) and alone, without a
 * build, by `npm run load:queue`. Sign-in is replaced by a console test token carrying the
 * sales role (the provider's own token check is not part of what is measured).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { serve } from "@hono/node-server";
import { createApp } from "../server/app.ts";
import { loadConfig } from "../server/config.ts";
import { openDatabase } from "../server/db.ts";
import { seedDatabase } from "../server/seed/index.ts";
import { seedReviewFiles } from "../server/seed/reviewFiles.ts";
import { runLoad } from "./loadRun.ts";
import { figureTable } from "./loadTable.ts";

const FILES = 10_000;
const CONNECTIONS = 10;
const REQUESTS_PER_QUERY = 2_000;
const TOKEN = "queue-load-token";

export async function runQueueScenario(heading: string): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), "hestia-load-queue-"));
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir });
  const db = openDatabase(config.dataDir);
  seedDatabase(db);
  seedReviewFiles(db, FILES, new Date());
  const residence = db.prepare("SELECT crm_id FROM residences ORDER BY id LIMIT 1").get() as {
    crm_id: string;
  };
  const app = createApp({
    db,
    config,
    verifyAccessToken: async (token) =>
      token === TOKEN
        ? {
            sub: "staff-vente",
            expiresAt: Math.floor(Date.now() / 1000) + 3600,
            staff: { role: "sales", authTime: Math.floor(Date.now() / 1000), grantKey: TOKEN },
          }
        : null,
  });
  const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
  try {
    await new Promise((resolve) => server.once("listening", resolve));
    const address = server.address();
    const origin = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
    const year = new Date().getUTCFullYear() + 1;
    const queries = [
      "tab=toReview",
      "tab=toReview&page=20",
      `tab=waitingForPayment&residence=${residence.crm_id}&arrivalMonth=${year}-03`,
      "tab=sentBack&q=martin",
      "tab=handover",
    ];
    const table = figureTable(
      `${heading}: ${FILES.toLocaleString("en")} files more than the seed's, ${CONNECTIONS} connections, ${REQUESTS_PER_QUERY} requests per query`,
      "query",
      queries,
    );
    for (const query of queries) {
      const figures = await runLoad({
        url: `${origin}/api/staff/files?${query}`,
        connections: CONNECTIONS,
        amount: REQUESTS_PER_QUERY,
        maxSeconds: 60,
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      table.row(query, CONNECTIONS, figures);
    }
  } finally {
    await new Promise((resolve) => server.close(resolve));
    db.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href)
  await runQueueScenario("The review queue");
