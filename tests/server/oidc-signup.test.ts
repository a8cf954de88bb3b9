/** Account creation on the provider's sign-in pages, against the real server. */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../server/config.ts";
import { all } from "../../server/db.ts";
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

/** The last mail the outbox holds for an address. */
function lastMailTo(recipient: string) {
  return all<{ sujet: string; content: string }>(
    server.db,
    "SELECT sujet, content FROM outbox WHERE recipient = ? ORDER BY id DESC LIMIT 1",
    recipient,
  )[0];
}

const linkIn = (content: string | undefined) =>
  /https?:\/\/\S+token=\S+/.exec(content ?? "")?.[0] ?? "";

const fields = {
  civility: "man",
  firstname: "Jules",
  lastname: "Verne",
  email: "jules.verne@example.org",
  phone: "06 11 22 33 44",
  birthdate: "2004-02-08",
  password: "Voyage à 20 000 lieues!",
  passwordConfirm: "Voyage à 20 000 lieues!",
  acceptTerms: "on",
};

/** Opens the sign-up page of a fresh sign-in and answers its form's address. */
async function signupAction(browser: Browser, interactionUrl: string) {
  const page = await browser.fetch(`${interactionUrl}/signup?lang=en`);
  const html = await page.text();
  expect(html).toContain('<html lang="en">');
  expect(html).toContain("Create an account");
  return new URL(formOf(html).action, origin).href;
}

describe("account creation on the sign-in pages", () => {
  it("shows the rule errors, then creates the account from the mailed link and signs it in", async () => {
    const browser = new Browser();
    const { code, verifier, redirectUri } = await client.signIn(browser, async (interactionUrl) => {
      const action = await signupAction(browser, interactionUrl);
      const refused = await browser.post(action, {
        ...fields,
        password: "weak",
        passwordConfirm: "weak",
      });
      expect(refused.status).toBe(400);
      const refusedHtml = await refused.text();
      expect(refusedHtml).toContain("spaces, symbols and accented letters are accepted");
      expect(refusedHtml).toContain('aria-invalid="true"');
      const common = await browser.post(action, {
        ...fields,
        password: "Password1",
        passwordConfirm: "Password1",
      });
      expect(common.status).toBe(400);
      expect(await common.text()).toContain(
        "This password is too common or has appeared in a data leak: please choose another one.",
      );
      const disposable = await browser.post(action, { ...fields, email: "someone@yopmail.com" });
      expect(await disposable.text()).toContain("Temporary email addresses are not accepted.");
      const sent = await browser.post(action, fields);
      expect(sent.status).toBe(200);
      expect(await sent.text()).toContain("Check your inbox");
      // Nothing exists until the address's owner follows the link.
      expect(all(server.db, "SELECT id FROM users WHERE email = ?", fields.email)).toEqual([]);
      const mail = lastMailTo(fields.email);
      expect(mail?.sujet).toBe("Confirm your new account");
      // Followed in the browser that filled the form: signed in, back to the app.
      return browser.fetch(linkIn(mail?.content));
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

  it("answers a taken address exactly as a free one, and tells the owner by mail", async () => {
    const browser = new Browser();
    const taken = "nouveau@demo.hestia.test";
    const free = "ada.lovelace@example.org";
    await client.signIn(browser, async (interactionUrl) => {
      const action = await signupAction(browser, interactionUrl);
      const takenAnswer = await browser.post(action, { ...fields, email: taken });
      const freeAnswer = await browser.post(action, { ...fields, email: free });
      const normalised = async (response: Response, email: string) => ({
        status: response.status,
        body: (await response.text()).replaceAll(email, "ADDRESS"),
      });
      expect(await normalised(takenAnswer, taken)).toEqual(await normalised(freeAnswer, free));
      expect(takenAnswer.status).toBe(200);
      const ownerMail = lastMailTo(taken);
      expect(ownerMail?.content).toContain("qui a déjà un compte");
      expect(linkIn(ownerMail?.content)).toBe("");
      const freeMail = lastMailTo(free);
      // Followed elsewhere (another browser, no sign-in under way): the account exists, and
      // the page says to sign in; the same link a second time no longer works.
      const elsewhere = new Browser();
      const created = await elsewhere.fetch(linkIn(freeMail?.content));
      expect(created.status).toBe(200);
      expect(await created.text()).toContain("Your account is created");
      const again = await elsewhere.fetch(linkIn(freeMail?.content));
      expect(again.status).toBe(400);
      expect(await again.text()).toContain("This link no longer works");
      // Sign in with the account just created, to end this sign-in.
      const login = await browser.fetch(interactionUrl);
      return browser.post(new URL(formOf(await login.text()).action, origin).href, {
        email: free,
        password: fields.password,
      });
    });
    const owner = await client.signInAs(taken, "Demo2026ok");
    expect(owner.accessToken).not.toBe("");
  });
});

describe("the page a sign-up came from (return_path)", () => {
  const booking =
    "/en/application?id_residence=r-1&type_typologie=t-1&id_bien=b-1&date_arrivee=2031-09-01";

  it("opens the sign-up form first with screen_hint=signup, and links back to the booking from another browser", async () => {
    const browser = new Browser();
    const email = "mary.shelley@example.org";
    await client.signIn(
      browser,
      async (interactionUrl) => {
        const first = await browser.fetch(`${interactionUrl}?lang=en`);
        const html = await first.text();
        expect(html).toContain("Create an account");
        const action = new URL(formOf(html).action, origin).href;
        const sent = await browser.post(action, { ...fields, email });
        expect(await sent.text()).toContain(`href="${origin}${booking.replaceAll("&", "&amp;")}"`);
        const elsewhere = new Browser();
        const created = await elsewhere.fetch(linkIn(lastMailTo(email)?.content));
        expect(created.status).toBe(200);
        const page = await created.text();
        expect(page).toContain("Your account is created");
        expect(page).toContain(`href="${origin}${booking.replaceAll("&", "&amp;")}"`);
        // This sign-in opens on the sign-up form: its login form is one link away.
        return browser.post(`${interactionUrl}/login`, { email, password: fields.password });
      },
      { return_path: booking, screen_hint: "signup" },
    );
  });

  it.each([
    ["return_path", "https://evil.example/fr"],
    ["return_path", "//evil.example/fr"],
    ["return_path", "/\\evil.example"],
    ["screen_hint", "admin"],
  ])("refuses %s=%j as an invalid request, never a server error", async (name, value) => {
    const browser = new Browser();
    const answer = await browser.fetch(
      client.authorizeUrl({
        client_id: "hestia-web",
        response_type: "code",
        scope: "openid email profile offline_access",
        redirect_uri: `${origin}/fr/connexion/callback`,
        code_challenge: "a".repeat(43),
        code_challenge_method: "S256",
        state: "state-1",
        [name]: value,
      }),
    );
    expect(answer.status).toBeLessThan(500);
    const back = new URL(answer.headers.get("location") ?? "", origin);
    expect(back.pathname).toBe("/fr/connexion/callback");
    expect(back.searchParams.get("error")).toBe("invalid_request");
  });

  it("falls back to the home page when the kept path is not one of the site", async () => {
    const browser = new Browser();
    const email = "emily.bronte@example.org";
    await client.signIn(browser, async (interactionUrl) => {
      const action = await signupAction(browser, interactionUrl);
      await browser.post(action, { ...fields, email });
      // A stored value changed behind the server's back is read again, never trusted.
      const rows = all<{ token_hash: string; data: string }>(
        server.db,
        "SELECT token_hash, data FROM email_confirmations WHERE email = ?",
        email,
      );
      for (const row of rows)
        server.db
          .prepare("UPDATE email_confirmations SET data = ? WHERE token_hash = ?")
          .run(
            JSON.stringify({ ...JSON.parse(row.data), returnPath: "//evil.example" }),
            row.token_hash,
          );
      const created = await new Browser().fetch(linkIn(lastMailTo(email)?.content));
      const page = await created.text();
      expect(page).toContain("Your account is created");
      expect(page).not.toContain("evil.example");
      expect(page).toContain(`href="${origin}/en"`);
      const login = await browser.fetch(interactionUrl);
      return browser.post(new URL(formOf(await login.text()).action, origin).href, {
        email,
        password: fields.password,
      });
    });
  });
});

describe("email change confirmed by a mailed link", () => {
  const change = (accessToken: string, email: string) =>
    client.api("/api/ac_campus/utilisateur/updateEmail", accessToken, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password: "Demo2026ok" }),
    });

  it("answers a taken address exactly as a free one; the free one changes from its link", async () => {
    const { accessToken } = await client.signInAs("examen@demo.hestia.test", "Demo2026ok");
    const taken = await change(accessToken, "mineur@demo.hestia.test");
    const free = await change(accessToken, "examen.new@example.org");
    expect({ status: taken.status, body: await taken.json() }).toEqual({
      status: free.status,
      body: await free.json(),
    });
    expect(free.status).toBe(202);
    expect(lastMailTo("mineur@demo.hestia.test")?.content).toContain(
      "Elle est déjà celle de votre compte",
    );
    const details = () => client.api("/api/ac_campus/utilisateur/details", accessToken);
    expect((await (await details()).json()).email).toBe("examen@demo.hestia.test");
    const link = linkIn(lastMailTo("examen.new@example.org")?.content);
    const confirmed = await fetch(link);
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain("Votre adresse est modifiée");
    expect((await (await details()).json()).email).toBe("examen.new@example.org");
    expect((await fetch(link)).status).toBe(400);
  });
});
