/**
 * Server renders in one thread interleave while they await their API calls (src/entry-server.tsx):
 * each has its own Lingui instance, so a French and an English page rendered at the same time
 * keep their languages.
 */
import { setTimeout as sleep } from "node:timers/promises";
import { JSDOM } from "jsdom";
import { afterEach, expect, it } from "vitest";
import { renderPage, type ServerRenderOptions } from "../../src/entry-server.tsx";
import { makeServer, ORIGIN, type TestServer } from "./helpers.ts";

let server: TestServer | undefined;

afterEach(() => {
  server?.close();
  server = undefined;
});

/**
 * How long the French page's calls wait for the English render at most: were renders to take
 * turns, the English one would start only after the French one, which would then end in the
 * wrong order (the assertions below) rather than wait forever.
 */
const LONGEST_HOLD_MS = 3000;

it("renders a French and an English page at the same time, each in its own language", async () => {
  server = makeServer();
  const { app } = server;
  const answer: typeof fetch = (input, init) =>
    Promise.resolve(app.fetch(new Request(input, init)));
  const sanitizingWindow = new JSDOM("")
    .window as unknown as ServerRenderOptions["sanitizingWindow"];
  const events: string[] = [];
  let englishIsRendered = () => {};
  const englishRendered = new Promise<void>((resolve) => {
    englishIsRendered = resolve;
  });

  // The French page starts first and its answers arrive after the whole English render.
  const french = renderPage("/fr/faq", {
    origin: ORIGIN,
    sanitizingWindow,
    fetch: async (input, init) => {
      events.push("french call");
      await Promise.race([englishRendered, sleep(LONGEST_HOLD_MS, undefined, { ref: false })]);
      return answer(input, init);
    },
  }).finally(() => events.push("french rendered"));
  const english = renderPage("/en/faq", {
    origin: ORIGIN,
    sanitizingWindow,
    fetch: answer,
  }).finally(() => {
    events.push("english rendered");
    englishIsRendered();
  });
  const [frenchPage, englishPage] = await Promise.all([french, english]);

  // Both were under way at once: the French render awaited its calls while the English one ran.
  expect(events.indexOf("french call")).toBeLessThan(events.indexOf("english rendered"));
  expect(events.indexOf("english rendered")).toBeLessThan(events.indexOf("french rendered"));
  if (frenchPage.kind !== "page" || englishPage.kind !== "page") throw new Error("not pages");
  expect(frenchPage.lang).toBe("fr");
  expect(frenchPage.body).toContain("Aller au contenu");
  expect(frenchPage.body).toContain("Rechercher une question");
  expect(frenchPage.body).not.toContain("Skip to content");
  expect(englishPage.lang).toBe("en");
  expect(englishPage.body).toContain("Skip to content");
  expect(englishPage.body).toContain("Search for a question");
  expect(englishPage.body).not.toContain("Aller au contenu");
}, 60_000);
