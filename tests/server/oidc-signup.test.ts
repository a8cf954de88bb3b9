/** Account creation on the provider's sign-in pages, against the real server. */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../server/config.ts";
import { type RunningServer, startServer } from "../../server/server.ts";
import { Browser, formOf } from "./browser.ts";
import { oidcClient } from "./oidc-client.ts";

const dataDir = mkdtempSync(join(tmpdir(), "hestia-signup-"));
const env = {
  DATA_DIR: dataDir,
  PORT: "0",
  SPA_DIR: join(dataDir, "no-dist"),
  ACCESS_TOKEN_TTL: "120",
};
let server: RunningServer;
let origin: string;
let client: ReturnType<typeof oidcClient>;

beforeAll(async () => {
  server = await startServer(loadConfig(env));
  origin = server.origin;
  client = oidcClient(origin);
});
afterAll(async () => {
  await server?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("account creation on the sign-in pages", () => {
  it("shows the rule errors, then creates the account and signs it in", async () => {
    const browser = new Browser();
    const { code, verifier, redirectUri } = await client.signIn(browser, async (interactionUrl) => {
      const signupUrl = `${interactionUrl}/signup?lang=en`;
      const page = await browser.fetch(signupUrl);
      const html = await page.text();
      expect(html).toContain('<html lang="en">');
      expect(html).toContain("Create an account");
      const action = new URL(formOf(html).action, origin).href;
      const fields = {
        civility: "man",
        firstname: "Jules",
        lastname: "Verne",
        email: "jules.verne@example.org",
        phone: "06 11 22 33 44",
        birthdate: "2004-02-08",
        password: "weak",
        passwordConfirm: "weak",
        acceptTerms: "on",
      };
      const refused = await browser.post(action, fields);
      expect(refused.status).toBe(400);
      const refusedHtml = await refused.text();
      expect(refusedHtml).toContain("letters and digits only");
      expect(refusedHtml).toContain('aria-invalid="true"');
      const disposable = await browser.post(action, {
        ...fields,
        email: "someone@yopmail.com",
        password: "Voyage2026",
        passwordConfirm: "Voyage2026",
      });
      expect(await disposable.text()).toContain("Temporary email addresses are not accepted.");
      return browser.post(action, {
        ...fields,
        password: "Voyage2026",
        passwordConfirm: "Voyage2026",
      });
    });
    const exchanged = await client.token({
      grant_type: "authorization_code",
      code,
      redirect_uri: redirectUri,
      code_verifier: verifier,
    });
    expect(exchanged.status).toBe(200);
    const details = await client.api(
      "/api/ac_campus/utilisateur/details",
      String(exchanged.body.access_token),
    );
    expect(await details.json()).toMatchObject({
      email: "jules.verne@example.org",
      phone: "+33611223344",
      language: "en",
      cguAccepted: true,
    });

    // A replayed code is refused and revokes what the first exchange issued.
    const replay = await client.token({
      grant_type: "authorization_code",
      code,
      redirect_uri: redirectUri,
      code_verifier: verifier,
    });
    expect(replay.status).toBe(400);
    expect(
      (await client.api("/api/ac_campus/utilisateur/details", String(exchanged.body.access_token)))
        .status,
    ).toBe(401);
  });
});
