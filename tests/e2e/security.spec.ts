import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { logOutThroughProvider, signInThroughProvider } from "./signIn.ts";
import { expect, type Page, test } from "./test.ts";

test.describe("security: content security policy", () => {
  test("the violation listener catches an inline handler the policy refuses", async ({
    page,
    cspViolations,
  }) => {
    // An HTML injection in the page itself: a button with an inline handler, after the app's root.
    await page.route("**/fr", async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        "</body>",
        '<button id="injected" onclick="window.__injected = true">x</button></body>',
      );
      await route.fulfill({ response, body: html });
    });
    await page.goto("/fr");
    await page.locator("#injected").click();
    await expect.poll(() => cspViolations.length).toBeGreaterThan(0);
    expect(cspViolations.join("\n")).toContain("script-src-attr");
    expect(await page.evaluate(() => "__injected" in window)).toBe(false);
    // This test's own violation is expected: empty the list so the fixture does not fail it.
    cspViolations.length = 0;
  });

  test("Trusted Types refuse a plain string where a script would take HTML or a script URL", async ({
    page,
    cspViolations,
  }) => {
    await page.goto("/fr");
    const refusals = await page.evaluate(() => {
      const attempts = [
        () => {
          document.createElement("div").innerHTML = '<img src="x" onerror="window.__injected=1">';
        },
        () => {
          document.createElement("script").src = "/assets/anything.js";
        },
        () => {
          document.createElement("button").setAttribute("onclick", "window.__injected = 1");
        },
      ];
      return attempts.map((attempt) => {
        try {
          attempt();
          return "allowed";
        } catch (error) {
          return error instanceof TypeError ? "refused" : String(error);
        }
      });
    });
    expect(refusals).toEqual(["refused", "refused", "refused"]);
    await expect.poll(() => cspViolations.length).toBe(3);
    expect(cspViolations.every((line) => line.startsWith("require-trusted-types-for"))).toBe(true);
    cspViolations.length = 0;
  });

  test("a cached public page runs by its scripts' hashes, answers 304 to its ETag and hydrates again", async ({
    page,
  }) => {
    const first = await page.goto("/fr/faq");
    const headers = (await first?.allHeaders()) ?? {};
    expect(headers["cache-control"]).toContain("s-maxage=");
    expect(headers["content-security-policy"]).toContain("'sha256-");
    expect(headers["content-security-policy"]).not.toContain("'nonce-");
    // What a browser or a cache asks when it keeps the page: has it changed? It has not.
    const etag = headers.etag ?? "";
    expect(etag).not.toBe("");
    const revalidated = await page.request.get("/fr/faq", {
      headers: { accept: "text/html", "accept-encoding": "gzip", "if-none-match": etag },
    });
    expect(revalidated.status()).toBe(304);
    // The same page, served again from the server's copy, hydrates and goes live (the
    // fixture fails the test on any policy refusal).
    await page.reload();
    await page.locator("html[data-app-live]").waitFor({ state: "attached" });
    const question = page.locator("main button[aria-expanded][aria-controls]").first();
    await expect(question).toHaveAttribute("aria-expanded", "false");
    await question.click();
    await expect(question).toHaveAttribute("aria-expanded", "true");
  });
});

test.describe("security: a session that survives a return, and a logout that ends it", () => {
  test("a visitor who comes back after the access token expired is still signed in; logout revokes the old tokens", async ({
    playwright,
    launchOptions,
    baseURL,
    request,
  }) => {
    test.setTimeout(120_000);
    // A browser profile on disk, closed and opened again: the DPoP key the tokens are bound to
    // is a CryptoKey in IndexedDB, which a saved storage state cannot carry (it is not data).
    const profile = mkdtempSync(join(tmpdir(), "hestia-e2e-profile-"));
    const openProfile = async () => {
      const context = await playwright.chromium.launchPersistentContext(profile, {
        ...launchOptions,
        ...(baseURL ? { baseURL } : {}),
      });
      const page = context.pages()[0] ?? (await context.newPage());
      return { context, page };
    };
    const openApp = async (page: Page) => {
      await page.goto("/fr");
      await page.locator("html[data-app-live]").waitFor({ state: "attached" });
    };
    const first = await openProfile();
    await openApp(first.page);
    await signInThroughProvider(first.page, "examen@demo.hestia.test");
    await expect(first.page.getByRole("button", { name: /^Mon compte/ })).toBeVisible();
    const accessCookie = (await first.context.cookies()).find(
      (cookie) => cookie.name === "access_token",
    );
    expect(accessCookie).toBeDefined();
    await first.context.close();

    // The access token (ACCESS_TOKEN_TTL=45 in the e2e server) and its cookie expire meanwhile.
    const expiresAt = (accessCookie?.expires ?? 0) * 1000;
    await new Promise((resolve) =>
      setTimeout(resolve, Math.max(0, expiresAt - Date.now()) + 1_500),
    );

    const { context: returning, page: again } = await openProfile();
    await openApp(again);
    await expect(again.getByRole("button", { name: /^Mon compte/ })).toBeVisible({
      timeout: 20_000,
    });
    const cookies = await returning.cookies();
    const renewed = cookies.find((cookie) => cookie.name === "access_token")?.value;
    expect(renewed).toBeTruthy();
    expect(renewed).not.toBe(accessCookie?.value);
    const stored = await again.evaluate(() =>
      window.localStorage.getItem("identity_token_storage"),
    );
    const refreshToken = (JSON.parse(stored ?? "{}") as { refreshToken?: string }).refreshToken;
    expect(refreshToken).toBeTruthy();

    // Copied out of the cookie and storage, the live tokens are useless without the page's key
    // (DPoP): neither the access token nor the refresh token works from here.
    for (const scheme of ["Bearer", "DPoP"]) {
      const copied = await request.get("/api/ac_campus/utilisateur/details", {
        headers: { authorization: `${scheme} ${decodeURIComponent(renewed ?? "")}` },
      });
      expect(copied.status()).toBe(401);
    }
    expect(
      await again.evaluate(() => window.localStorage.getItem("identity_token_storage")),
    ).toContain('"boundToKey":true');

    // After logout (revocation with the key's proofs is proven in tests/server/oidc-sessions).
    await logOutThroughProvider(again);
    const details = await request.get("/api/ac_campus/utilisateur/details", {
      headers: { authorization: `Bearer ${decodeURIComponent(renewed ?? "")}` },
    });
    expect(details.status()).toBe(401);
    const refreshed = await request.post("/oidc/token", {
      form: {
        client_id: "hestia-web",
        grant_type: "refresh_token",
        refresh_token: refreshToken ?? "",
      },
    });
    expect(refreshed.status()).toBe(400);
    await returning.close();
    rmSync(profile, { recursive: true, force: true });
  });
});
