/**
 * The public front run alone (server/front.ts, `npm run start:front`): the backend on one
 * loopback port, the front on another with `API_ORIGIN` pointing at it, as two instances of a
 * deployment would run. The front has no database: what its pages show came from the backend.
 * (This spec starts both itself; the run's own server is not used.)
 */
import { freePort, type RunningProduct, startProduct } from "../../scripts/productServer.ts";
import { signInThroughProvider } from "./signIn.ts";
import { expect, test } from "./test.ts";

const residencePath = "/fr/residences-etudiantes/residence-etudiante-paris-montsouris";

let backend: RunningProduct;
let front: RunningProduct;

test.beforeAll(async () => {
  const frontPort = await freePort();
  const frontOrigin = `http://127.0.0.1:${frontPort}`;
  // The backend's links and sign-in point at the origin the browser sees: the front's.
  // An empty E2E_DATA_DIR: a fresh database of its own, not the run's server's.
  // The front is trusted to tell the visitor's address (X-Forwarded-For), as in production.
  backend = await startProduct({
    env: { PUBLIC_ORIGIN: frontOrigin, E2E_DATA_DIR: "", TRUSTED_PROXIES: "127.0.0.1" },
  });
  front = await startProduct({
    script: "server/frontMain.ts",
    port: frontPort,
    readyPath: "/favicon.svg",
    env: { API_ORIGIN: backend.origin },
  });
});

test.afterAll(async () => {
  await Promise.all([front?.stop(), backend?.stop()]);
});

test("the front alone renders a public page on the server with the backend's data", async ({
  request,
}) => {
  const answer = await request.get(front.origin + residencePath, {
    headers: { accept: "text/html" },
  });
  expect(answer.status()).toBe(200);
  // One page for every visitor: allowed by its scripts' hashes, kept by shared caches.
  expect(answer.headers()["content-security-policy"]).toContain("'sha256-");
  expect(answer.headers()["cache-control"]).toContain("s-maxage=");
  const html = await answer.text();
  // The residence's name and description are the backend's seed, rendered into the HTML.
  expect(html).toContain("Hestia Montsouris");
  expect(html).toContain("142 logements meublés");
  expect(html).toContain(`<link rel="canonical" href="${front.origin}${residencePath}"`);
});

test("the front forwards API, crawler and root calls to the backend", async ({ request }) => {
  const throughFront = await request.get(`${front.origin}/fr/api/content/residences`);
  const direct = await request.get(`${backend.origin}/fr/api/content/residences`);
  expect(throughFront.status()).toBe(200);
  expect(await throughFront.json()).toEqual(await direct.json());

  const robots = await request.get(`${front.origin}/robots.txt`);
  expect(await robots.text()).toContain(`Sitemap: ${front.origin}/sitemap.xml`);

  const root = await request.get(`${front.origin}/`, { maxRedirects: 0 });
  expect(root.status()).toBe(302);
  expect(root.headers().location).toBe("/fr");

  const unknownApi = await request.get(`${front.origin}/api/nothing-here`);
  expect(unknownApi.status()).toBe(404);
});

test("a page opened through the front goes live and its API calls reach the backend", async ({
  page,
}) => {
  const apiAnswers: number[] = [];
  page.on("response", (response) => {
    const url = new URL(response.url());
    if (url.origin === front.origin && /\/api\//.test(url.pathname))
      apiAnswers.push(response.status());
  });
  await page.goto(front.origin + residencePath);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Hestia Montsouris");
  // A navigation made in the browser asks the API (through the front) for the next page's data.
  await page.goto(`${front.origin}/fr`);
  await page
    .getByRole("link", { name: /Hestia Montsouris/ })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`${residencePath}$`));
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Hestia Montsouris");
  expect(apiAnswers.length).toBeGreaterThan(0);
  expect(apiAnswers.every((status) => status < 400)).toBe(true);
});

test("signing in through the front reaches the backend's provider and comes back signed in", async ({
  page,
}) => {
  await page.goto(`${front.origin}/fr/residences-etudiantes`);
  await signInThroughProvider(page, "nouveau@demo.hestia.test");
  await expect(page).toHaveURL(`${front.origin}/fr/residences-etudiantes`);
  await expect(page.getByRole("button", { name: /^Mon compte/ })).toHaveText(/^[A-Z]{2}$/);
});
