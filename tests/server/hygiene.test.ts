/**
 * Input and storage hygiene: a body must be one object, every route has a body limit, uploads
 * reach their place only once their row is committed (and a crash's leftovers are swept at
 * start), files and the database are private, and the sign-up page's terms are sanitised.
 */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { loadConfig } from "../../server/config.ts";
import { DATABASE_FILE, run } from "../../server/db.ts";
import { documentById, sweepDocumentFiles } from "../../server/domain/documents.ts";
import { startServer } from "../../server/server.ts";
import { Browser, formOf } from "./browser.ts";
import { makeServer, type TestServer } from "./helpers.ts";
import { oidcClient } from "./oidc-client.ts";
import { holdStudio, PNG, upload } from "./tunnel.ts";

let server: TestServer | undefined;
afterEach(() => {
  server?.close();
  server = undefined;
});

const modeOf = (path: string) => statSync(path).mode & 0o777;

describe("request bodies", () => {
  it("refuses an array, a number or null where the contract expects an object", async () => {
    server = makeServer();
    const routes = [
      "/api/ac_campus/utilisateur/updateConsents",
      "/api/ac_campus/utilisateur/updateLanguage",
      "/api/ac_campus/mail/sendMail",
      "/api/ac_campus/dossier/getInfos",
      "/api/ac_campus/sharepoint/add",
      "/api/ac_campus/okta/checkSession",
    ];
    for (const path of routes) {
      for (const body of ["[1,2]", "[]", "3", "null", '"text"']) {
        const answer = await server.call(path, {
          method: "POST",
          user: "demo-nouveau",
          headers: { "content-type": "application/json" },
          body,
        });
        expect({ path, body, status: answer.status }).toEqual({ path, body, status: 400 });
      }
    }
  });

  it("limits the body of every route, not only the API", async () => {
    server = makeServer();
    const big = "x".repeat(2 * 1024 * 1024);
    const payment = await server.request("/simulators/payment", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: `reference=${big}`,
    });
    expect(payment.status).toBe(413);
  });
});

describe("uploads on disk", () => {
  it("moves a file in place once its row is committed, and keeps it private", async () => {
    server = makeServer();
    await holdStudio(server, "demo-nouveau");
    const added = await upload(server, "demo-nouveau", "identity", "id.png", PNG);
    expect(added.status).toBe(200);
    const id = String(added.body.identity[0].url).split("/").pop() ?? "";
    const row = documentById(server.db, id);
    expect(row && existsSync(row.path)).toBe(true);
    expect(modeOf(row?.path ?? "")).toBe(0o600);
    expect(readdirSync(join(server.dir, "files", ".incoming"))).toEqual([]);
  });

  it("sweeps at start: finishes an interrupted move, deletes files without a row", async () => {
    server = makeServer();
    await holdStudio(server, "demo-nouveau");
    const added = await upload(server, "demo-nouveau", "identity", "id.png", PNG);
    const id = String(added.body.identity[0].url).split("/").pop() ?? "";
    const row = documentById(server.db, id);
    if (!row) throw new Error("no row");
    const incoming = join(server.dir, "files", ".incoming");
    // A crash after the commit, before the move: the file still has its temporary name.
    rmSync(row.path);
    writeFileSync(join(incoming, id), "bytes");
    // A crash before the commit: a temporary file no row names.
    writeFileSync(join(incoming, "00000000-0000-0000-0000-000000000000"), "orphan");
    // A file left by an older version, with no row.
    mkdirSync(join(server.dir, "files", "old-dossier"), { recursive: true });
    writeFileSync(join(server.dir, "files", "old-dossier", "stray.pdf"), "stray");

    expect(sweepDocumentFiles(server.db, server.dir)).toEqual({ moved: 1, removed: 2 });
    expect(existsSync(row.path)).toBe(true);
    expect(readdirSync(incoming)).toEqual([]);
    expect(existsSync(join(server.dir, "files", "old-dossier", "stray.pdf"))).toBe(false);
  });

  it("creates the database readable by the server's user only", () => {
    server = makeServer();
    expect(modeOf(join(server.dir, DATABASE_FILE))).toBe(0o600);
    expect(modeOf(server.dir) & 0o077).toBe(0);
    for (const suffix of ["-wal", "-shm"]) {
      const file = join(server.dir, `${DATABASE_FILE}${suffix}`);
      if (existsSync(file)) expect(modeOf(file)).toBe(0o600);
    }
  });
});

describe("the sign-up page (real server)", () => {
  it("sanitises the terms and refuses an oversized form", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "hestia-hygiene-"));
    const running = await startServer(
      loadConfig({ DATA_DIR: dataDir, PORT: "0", SPA_DIR: join(dataDir, "no-dist") }),
    );
    try {
      run(
        running.db,
        "INSERT INTO cgu (version, published_at, html_fr, html_en) VALUES (99, '2026-11-23', ?, ?)",
        '<h2>Conditions</h2><script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">lien</a>',
        "<h2>Terms</h2>",
      );
      const browser = new Browser();
      let checked = false;
      await oidcClient(running.origin)
        .signIn(browser, async (interactionUrl) => {
          const page = await browser.fetch(`${interactionUrl}/signup`);
          const html = await page.text();
          expect(html).toContain("<h2>Conditions</h2>");
          expect(html).not.toContain("alert(");
          const action = new URL(formOf(html).action, running.origin).href;
          const huge = await browser.post(action, { firstname: "x".repeat(100 * 1024) });
          expect(huge.status).toBe(413);
          checked = true;
          throw new Error("stop here");
        })
        .catch(() => undefined);
      expect(checked).toBe(true);
    } finally {
      await running.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
