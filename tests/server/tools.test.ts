import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
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
  });
});

describe("command-line tools", () => {
  it("staff lists files and records decisions", () => {
    const dataDir = mkdtempSync(join(tmpdir(), "hestia-staff-"));
    folders.push(dataDir);
    expect(run("server/staff.ts", ["list"], dataDir)).toContain("HC-");
    expect(
      run("server/staff.ts", ["accept", `HC-${new Date().getUTCFullYear()}-00001`], dataDir),
    ).toContain("status accepted");
    expect(() => run("server/staff.ts", ["accept", "HC-0000-00000"], dataDir)).toThrow();
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
