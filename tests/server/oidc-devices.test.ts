/**
 * The account's signed-in devices with the real provider: each sign-in is listed with the
 * device its browser named and its last use, ending another device revokes its tokens, the
 * calling device cannot be ended this way, and another account's device is not found.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../server/config.ts";
import { deviceLabel, deviceOf } from "../../server/oidc/devices.ts";
import { type RunningServer, startServer } from "../../server/server.ts";
import { oidcClient } from "./oidc-client.ts";

const dataDir = mkdtempSync(join(tmpdir(), "hestia-devices-"));
let server: RunningServer;
let client: ReturnType<typeof oidcClient>;

beforeAll(async () => {
  server = await startServer(
    loadConfig({ DATA_DIR: dataDir, PORT: "0", SPA_DIR: join(dataDir, "no-dist") }),
  );
  client = oidcClient(server.origin);
});
afterAll(async () => {
  await server?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const FIREFOX_WINDOWS =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0";
const CHROME_LINUX =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const SESSIONS = "/api/ac_campus/utilisateur/sessions";
const DETAILS = "/api/ac_campus/utilisateur/details";

type Listed = {
  sessions: {
    id: string;
    device: string;
    createdAt: string;
    lastUsedAt: string;
    current: boolean;
  }[];
};

const list = async (accessToken: string, language = "fr") => {
  const answer = await client.api(SESSIONS, accessToken, {
    headers: { "accept-language": language },
  });
  expect(answer.status).toBe(200);
  return (await answer.json()) as Listed;
};
const post = (path: string, accessToken: string, json: unknown) =>
  client.api(path, accessToken, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(json),
  });
const refresh = (refreshToken: string) =>
  client.token({ grant_type: "refresh_token", refresh_token: refreshToken });

describe("device labels", () => {
  it("names the browser and system of common User-Agents, in French or English", () => {
    expect(deviceLabel(deviceOf(FIREFOX_WINDOWS), "fr")).toBe("Firefox sur Windows");
    expect(deviceLabel(deviceOf(CHROME_LINUX), "en")).toBe("Chrome on Linux");
    const edge = `${CHROME_LINUX.replace("X11; Linux x86_64", "Windows NT 10.0")} Edg/131.0`;
    expect(deviceLabel(deviceOf(edge), "en")).toBe("Edge on Windows");
    const iphone =
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1";
    expect(deviceLabel(deviceOf(iphone), "fr")).toBe("Safari sur iOS");
    expect(deviceLabel(deviceOf(undefined), "fr")).toBe("Navigateur inconnu");
  });
});

describe("signed-in devices", () => {
  it("lists two devices after two sign-ins, the caller's marked current, without tokens", async () => {
    const first = await client.signInAs("nouveau@demo.hestia.test", "Demo2026ok", {
      userAgent: FIREFOX_WINDOWS,
    });
    const second = await client.signInAs("nouveau@demo.hestia.test", "Demo2026ok", {
      userAgent: CHROME_LINUX,
    });
    const { sessions } = await list(first.accessToken);
    expect(sessions.map(({ device, current }) => ({ device, current })).sort(byDevice)).toEqual([
      { device: "Chrome sur Linux", current: false },
      { device: "Firefox sur Windows", current: true },
    ]);
    for (const session of sessions) {
      expect(session.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(Date.parse(session.lastUsedAt)).toBeGreaterThanOrEqual(Date.parse(session.createdAt));
    }
    const text = JSON.stringify(sessions);
    for (const secret of [first.accessToken, first.refreshToken, second.refreshToken])
      expect(text).not.toContain(secret);
    const english = await list(second.accessToken, "en");
    expect(english.sessions.find(({ current }) => current)?.device).toBe("Chrome on Linux");
    // The app names its page's language, which wins over the browser's header.
    const asked = await client.api(`${SESSIONS}?language=en`, first.accessToken, {
      headers: { "accept-language": "fr" },
    });
    const named = ((await asked.json()) as Listed).sessions.find(({ current }) => current);
    expect(named?.device).toBe("Firefox on Windows");
  });

  it("a refresh updates the device's last use", async () => {
    const device = await client.signInAs("cgu@demo.hestia.test", "Demo2026ok");
    const [before] = (await list(device.accessToken)).sessions;
    await new Promise((resolve) => setTimeout(resolve, 20));
    const renewed = await client.token(
      { grant_type: "refresh_token", refresh_token: device.refreshToken },
      { userAgent: FIREFOX_WINDOWS },
    );
    expect(renewed.status).toBe(200);
    const [after] = (await list(String(renewed.body.access_token))).sessions;
    expect(after?.id).toBe(before?.id);
    expect(after?.createdAt).toBe(before?.createdAt);
    expect(Date.parse(after?.lastUsedAt ?? "")).toBeGreaterThan(
      Date.parse(before?.lastUsedAt ?? ""),
    );
    expect(after?.device).toBe("Firefox sur Windows");
  });

  it("ending the other device revokes its refresh and access tokens, this one stays", async () => {
    const here = await client.signInAs("examen@demo.hestia.test", "Demo2026ok");
    const elsewhere = await client.signInAs("examen@demo.hestia.test", "Demo2026ok");
    const other = (await list(here.accessToken)).sessions.find(({ current }) => !current);
    const ended = await post(`${SESSIONS}/end`, here.accessToken, { id: other?.id });
    expect(ended.status).toBe(200);
    const { sessions } = (await ended.json()) as Listed;
    expect(sessions.map(({ current }) => current)).toEqual([true]);
    expect((await refresh(elsewhere.refreshToken)).body.error).toBe("invalid_grant");
    expect((await client.api(DETAILS, elsewhere.accessToken)).status).toBe(401);
    expect((await client.api(DETAILS, here.accessToken)).status).toBe(200);
    expect((await refresh(here.refreshToken)).status).toBe(200);
  });

  it("ending all the others keeps only the calling device", async () => {
    const here = await client.signInAs("accepte@demo.hestia.test", "Demo2026ok");
    const others = [
      await client.signInAs("accepte@demo.hestia.test", "Demo2026ok"),
      await client.signInAs("accepte@demo.hestia.test", "Demo2026ok"),
    ];
    expect((await list(here.accessToken)).sessions).toHaveLength(3);
    const ended = await post(`${SESSIONS}/endOthers`, here.accessToken, {});
    expect(ended.status).toBe(200);
    expect(((await ended.json()) as Listed).sessions.map(({ current }) => current)).toEqual([true]);
    for (const other of others)
      expect((await refresh(other.refreshToken)).body.error).toBe("invalid_grant");
    expect((await client.api(DETAILS, here.accessToken)).status).toBe(200);
  });

  it("refuses to end the calling device (400) or another account's device (404)", async () => {
    const mine = await client.signInAs("mineur@demo.hestia.test", "Demo2026ok");
    const theirs = await client.signInAs("nouveau@demo.hestia.test", "Demo2026ok");
    const [current] = (await list(mine.accessToken)).sessions;
    const self = await post(`${SESSIONS}/end`, mine.accessToken, { id: current?.id });
    expect(self.status).toBe(400);
    expect(await self.json()).toEqual({ error: "sessionCourante" });

    const foreign = await post(`${SESSIONS}/end`, theirs.accessToken, { id: current?.id });
    expect(foreign.status).toBe(404);
    expect((await client.api(DETAILS, mine.accessToken)).status).toBe(200);
    expect((await refresh(mine.refreshToken)).status).toBe(200);
  });

  it("answers 400 to a malformed id and 401 without a session", async () => {
    const device = await client.signInAs("examen@demo.hestia.test", "Demo2026ok");
    for (const json of [{}, { id: 3 }, { id: "short" }, { id: "x".repeat(200) }, [1]]) {
      const answer = await post(`${SESSIONS}/end`, device.accessToken, json);
      expect(answer.status).toBe(400);
    }
    expect((await fetch(`${server.origin}${SESSIONS}`)).status).toBe(401);
  });
});

const byDevice = (a: { device: string }, b: { device: string }) => a.device.localeCompare(b.device);
