/**
 * The tunnel's lines of `npm run bench`: a seeded applicant books a studio and signs in, then
 * the bench reports what the tunnel page loads before any interaction, Lighthouse's mobile
 * figures for it (signed in: storage kept), and the time from a click on Continue at step 1 to
 * the first field of step 2 on screen, and the interaction to next paint of typing in a field of
 * step 2, both with the CPU slowed 4×. Figures only, nothing asserted.
 */
import { type Browser, chromium, type Page } from "playwright-core";
import {
  LighthouseRunError,
  launchBenchChromium,
  type MeasuredLoad,
  measurePerformanceOnPort,
} from "./lighthouse.ts";

const applicant = { email: "nouveau@demo.hestia.test", password: "Demo2026ok" };
const flatTypePath = "/fr/logements/residence-etudiante-bordeaux-talence/studio";
export const tunnelPath = "/fr/dossier";

/** Books the first free studio as the seeded new applicant, ending on the tunnel's step 1. */
async function bookAsApplicant(page: Page, origin: string) {
  await page.goto(origin + flatTypePath);
  await page.getByRole("radio").first().check({ force: true });
  await page.getByRole("button", { name: "Réserver ce logement" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Se connecter" }).click();
  await page.waitForURL(/\/oidc\//);
  await page.locator("#email").fill(applicant.email);
  await page.locator("#password").fill(applicant.password);
  await page.locator("button[type=submit]").click();
  await page.getByRole("heading", { level: 1, name: "Votre appartement" }).waitFor();
}

/** The scripts and stylesheets the tunnel page loads until the network is idle. */
async function initialFiles(browser: Browser, origin: string): Promise<string[]> {
  const [context] = browser.contexts();
  if (!context) throw new Error("the bench browser has no context");
  const page = await context.newPage();
  const loaded = new Set<string>();
  page.on("response", (response) => {
    const type = response.request().resourceType();
    const url = new URL(response.url());
    if ((type === "script" || type === "stylesheet") && url.origin === origin)
      loaded.add(url.pathname.slice(1));
  });
  await page.goto(origin + tunnelPath, { waitUntil: "networkidle" });
  await page.getByRole("button", { name: "Continuer" }).waitFor();
  await page.close();
  return [...loaded].sort();
}

/**
 * Clicks Continue on step 1 and resolves with the milliseconds until the first field of step 2
 * is laid out, read on each animation frame (so the figure is the frame that shows it).
 */
function continueToProfile(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const button = [...document.querySelectorAll("button")].find(
          (candidate) => candidate.textContent?.trim() === "Continuer",
        );
        if (!button) return reject(new Error("no Continue button on step 1"));
        const start = performance.now();
        button.click();
        const deadline = start + 30_000;
        const check = () => {
          const heading = [...document.querySelectorAll("h1")].find(
            (candidate) => candidate.textContent?.trim() === "Votre profil",
          );
          const field = heading?.closest("section")?.querySelector("input");
          if (field && field.getBoundingClientRect().height > 0)
            return resolve(performance.now() - start);
          if (performance.now() > deadline) return reject(new Error("step 2 never showed a field"));
          requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
  );
}

/** The step 2 field typed in: free text, empty for the seeded new applicant. */
const typedFieldLabel = "Ville de naissance";
const typedText = "Bordeaux";

/**
 * Types `typedText` in the field key by key, as a person does, and resolves with the longest
 * interaction's duration (key press to the next frame painted: the interaction to next paint of
 * this typing), read from the browser's event timing entries. Chrome reports only entries of
 * 16 ms or more: 0 means every key press painted within 16 ms.
 */
async function typingInteractionToNextPaint(page: Page): Promise<number> {
  const field = page.getByLabel(typedFieldLabel);
  await field.fill("");
  await field.focus();
  await page.evaluate(() => {
    const durations: number[] = [];
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEventTiming[])
        if (entry.interactionId) durations.push(entry.duration);
    });
    // `durationThreshold` (Event Timing) is not in TypeScript's DOM types yet.
    observer.observe({ type: "event", durationThreshold: 16 } as PerformanceObserverInit);
    Object.assign(window, { benchTyping: { durations, observer } });
  });
  await page.keyboard.type(typedText, { delay: 120 });
  // Entries are delivered after the frame that follows each interaction is painted.
  await page.waitForTimeout(1_000);
  return page.evaluate(() => {
    const { durations, observer } = (
      window as unknown as {
        benchTyping: { durations: number[]; observer: PerformanceObserver };
      }
    ).benchTyping;
    for (const entry of observer.takeRecords() as PerformanceEventTiming[])
      if (entry.interactionId) durations.push(entry.duration);
    observer.disconnect();
    return Math.max(0, ...durations);
  });
}

/** Lighthouse in the signed-in browser, measured again when a run could not complete. */
async function measureSignedIn(port: number, url: string): Promise<MeasuredLoad> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measurePerformanceOnPort(port, url, { keepStorage: true });
    } catch (error) {
      if (!(error instanceof LighthouseRunError) || attempt === 5) throw error;
      console.info(`    (run failed: ${error.message}; measuring again)`);
    }
  }
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/**
 * The provider's token endpoint (oidc-provider's default under /oidc): a load that asks it
 * renewed the access token first (it lives two minutes, and the runs follow one sign-in), which
 * lengthens the load; the bench says which runs did.
 */
const tokenEndpointPath = "/oidc/token";

/** Whether the page renewed its access token while it loaded. */
export const renewedTokenAtLoad = (load: MeasuredLoad) =>
  load.requestedPaths.includes(tokenEndpointPath);

export type TunnelFigures = {
  initialFiles: string[];
  lighthouse: MeasuredLoad[];
  continueMs: number[];
  continueMedianMs: number;
  /** Per try; 0 when no key press took 16 ms or more (see typingInteractionToNextPaint). */
  typingInpMs: number[];
  typingInpMedianMs: number;
};

/** Runs the tunnel's measures `runs` times each in one signed-in Chromium. */
export async function benchTunnel(origin: string, runs: number): Promise<TunnelFigures> {
  const chrome = await launchBenchChromium();
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  try {
    const [context] = browser.contexts();
    if (!context) throw new Error("the bench browser has no context");
    const page = await context.newPage();
    await bookAsApplicant(page, origin);
    await page.close();

    const files = await initialFiles(browser, origin);
    const lighthouse: MeasuredLoad[] = [];
    for (let run = 0; run < runs; run++)
      lighthouse.push(await measureSignedIn(chrome.port, origin + tunnelPath));

    const tunnel = await context.newPage();
    await tunnel.goto(origin + tunnelPath);
    const continueButton = tunnel.getByRole("button", { name: "Continuer" });
    await continueButton.waitFor();
    const cdp = await context.newCDPSession(tunnel);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    const continueMs: number[] = [];
    for (let run = 0; run < Math.max(5, runs); run++) {
      continueMs.push(await continueToProfile(tunnel));
      await tunnel.getByRole("button", { name: "Retour" }).click();
      await continueButton.waitFor();
      // Let the step settle (its next panel preloads when idle) as an applicant reading it would.
      await tunnel.waitForTimeout(1_000);
    }
    await continueToProfile(tunnel);
    const typingInpMs: number[] = [];
    for (let run = 0; run < Math.max(5, runs); run++)
      typingInpMs.push(await typingInteractionToNextPaint(tunnel));
    return {
      initialFiles: files,
      lighthouse,
      continueMs,
      continueMedianMs: median(continueMs),
      typingInpMs,
      typingInpMedianMs: median(typingInpMs),
    };
  } finally {
    await browser.close().catch(() => undefined);
    chrome.kill();
  }
}
