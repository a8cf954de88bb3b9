import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { TEAM_ADDRESS } from "../../server/routes/mail.ts";
import { createSeededApp } from "../../server/testing.ts";
import { makeServer, type TestServer } from "./helpers.ts";

const folders: string[] = [];
let server: TestServer | undefined;
afterEach(() => {
  server?.close();
  server = undefined;
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function run(script: string, args: string[], dataDir: string) {
  return execFileSync(process.execPath, [script, ...args], {
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: "utf8",
  });
}

describe("in-memory app for MSW", () => {
  it("answers like the real app, with fake tokens", async () => {
    const { app, tokenFor } = createSeededApp({ origin: "http://localhost:5173" });
    const okta = await app.request("/api/conf/okta");
    expect(await okta.json()).toMatchObject({ issuer: "http://localhost:5173/oidc" });
    const details = await app.fetch(
      new Request("http://localhost:5173/api/ac_campus/utilisateur/details", {
        headers: { authorization: `Bearer ${tokenFor("demo-nouveau")}` },
      }),
    );
    expect(await details.json()).toMatchObject({ firstname: "Léa" });
    const staff = await app.fetch(
      new Request("http://localhost:5173/api/staff/me", {
        headers: { authorization: `Bearer ${tokenFor("staff-gestion")}` },
      }),
    );
    expect(await staff.json()).toEqual({
      id: "staff-gestion",
      name: "Paul Girard",
      role: "manager",
    });
  });
});

// Each command is a Node process of its own that opens (and, the first time, seeds) its data
// folder: about a second each on a loaded two-core machine, up to five in a test.
describe("command-line tools", { timeout: 30_000 }, () => {
  it("staff lists files and records decisions", () => {
    const dataDir = mkdtempSync(join(tmpdir(), "hestia-staff-"));
    folders.push(dataDir);
    expect(run("server/staff.ts", ["list"], dataDir)).toContain("HC-");
    expect(
      run("server/staff.ts", ["accept", `HC-${new Date().getUTCFullYear()}-00001`], dataDir),
    ).toContain("status accepted");
    expect(() => run("server/staff.ts", ["accept", "HC-0000-00000"], dataDir)).toThrow();
  });

  it("staff prints a staff account's current code and seeds files for the queue", () => {
    const dataDir = mkdtempSync(join(tmpdir(), "hestia-staff-"));
    folders.push(dataDir);
    expect(run("server/staff.ts", ["totp", "vente@demo.hestia.test"], dataDir)).toMatch(
      /^\d{6}\n$/,
    );
    expect(() => run("server/staff.ts", ["totp", "nouveau@demo.hestia.test"], dataDir)).toThrow();
    expect(run("server/staff.ts", ["seed-files", "40"], dataDir)).toContain("40 files added.");
    expect(run("server/staff.ts", ["list"], dataDir).trim().split("\n")).toHaveLength(42);
    expect(() => run("server/staff.ts", ["seed-files", "lots"], dataDir)).toThrow();
  });

  it("staff mails prints a visitor's text with its control characters escaped, never obeyed", async () => {
    server = makeServer();
    // Sent anonymously through the contact form: a window title, a cleared screen, a line
    // rewritten by CR, 8-bit CSI, bidi overrides, and a body line dressed as a new record.
    const sujet = "Hello\u001b]0;pwned\u0007\u001b[2J\u009b31m\u202ereversed\u2066";
    const content =
      "First line\r2026-01-01T00:00:00.000Z  Fake record\n2026-01-01T00:00:00.000Z  Another fake\u007f";
    const sent = await server.call("/api/ac_campus/mail/sendMail", {
      method: "POST",
      json: { destinataire: "contactYF", typeContact: "renseignement", sujet, content },
    });
    expect(sent.status).toBe(200);
    const printed = run("server/staff.ts", ["mails", TEAM_ADDRESS], server.dir);
    // Nothing a terminal acts on is left, but the line breaks the command writes itself.
    const acted = [...printed].filter((char) => {
      const code = char.charCodeAt(0);
      const c0 = code < 0x20 && code !== 0x0a;
      const delOrC1 = code >= 0x7f && code <= 0x9f;
      const bidi = (code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069);
      return c0 || delOrC1 || bidi;
    });
    expect(acted).toEqual([]);
    expect(printed).toContain("Hello\\x1b]0;pwned\\x07\\x1b[2J\\x9b31m\\u202ereversed\\u2066");
    const lines = printed.split("\n");
    // One record line at the margin; every line of the body indented beneath it.
    expect(lines.filter((line) => /^\d{4}-/.test(line))).toHaveLength(1);
    expect(lines).toContain("    First line\\x0d2026-01-01T00:00:00.000Z  Fake record");
    expect(lines).toContain("    2026-01-01T00:00:00.000Z  Another fake\\x7f");
  });

  it("staff mails prints each mail's delivery before its subject, an SMTP error escaped", async () => {
    server = makeServer();
    const ids: number[] = [];
    for (const sujet of ["Pending one", "Sent one", "Failed one", "Kept one"]) {
      const sent = await server.call("/api/ac_campus/mail/sendMail", {
        method: "POST",
        json: { destinataire: "contactYF", typeContact: "presse", sujet, content: "Texte" },
      });
      ids.push(sent.body.id);
    }
    const [, sent, failed, kept] = ids;
    const update = server.db.prepare(
      "UPDATE outbox SET delivery = ?, attempts = ?, sent_at = ?, last_error = ? WHERE id = ?",
    );
    update.run("sent", 2, "2026-11-22T09:00:31.000Z", "451 busy", Number(sent));
    update.run("failed", 12, null, "550 no\u001b[2J", Number(failed));
    update.run("kept", 0, null, null, Number(kept));

    const lines = run("server/staff.ts", ["mails", TEAM_ADDRESS], server.dir).split("\n");
    const recordOf = (subject: string) => lines.find((line) => line.endsWith(`]  ${subject}`));
    expect(recordOf("Pending one")).toMatch(/^\S+Z {2}\[pending, to send now \(0 tries\)\] {2}/);
    expect(recordOf("Sent one")).toContain("  [sent at 2026-11-22T09:00:31.000Z (2 tries)]  ");
    expect(recordOf("Failed one")).toContain(
      "  [failed after 12 tries, last error: 550 no\\x1b[2J]  ",
    );
    expect(recordOf("Kept one")).toContain("  [kept in the outbox (no SMTP_URL)]  ");
  });

  it("reset seeds a fresh database", () => {
    const dataDir = mkdtempSync(join(tmpdir(), "hestia-reset-"));
    folders.push(dataDir);
    expect(run("server/reset.ts", [], dataDir)).toContain("fresh database seeded");
  });
});

describe("stand-in pages", () => {
  it("show the residence site and the Client space in the visitor's language", async () => {
    server = makeServer();
    const { body } = await server.call(
      "/fr/api/content/typologies/residence-etudiante-lyon-gerland/studio",
    );
    const residence = await server.request(
      `/simulators/resicamp/check-selection?id_bien=${body.beds[0].id_bien}&lang=en`,
    );
    expect(await residence.text()).toContain(`Flat ${body.beds[0].eft_refbien} is selected`);
    const space = await server.request("/simulators/espace-client", {
      headers: { "accept-language": "fr-FR" },
    });
    expect(await space.text()).toContain('<html lang="fr">');
  });
});
