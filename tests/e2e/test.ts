import { test as base } from "@playwright/test";

export * from "@playwright/test";

/** Headers of a call to the development routes (`/api/dev/*`), which need the run's key. */
export const devKey = { "x-dev-key": process.env.E2E_DEV_KEY ?? "" };

/**
 * The app's pages, opened as a visitor who waits for them: `page.goto` to one of the app's
 * paths returns once the app is live (`<html data-app-live>`, set by App's `onLive`), since a
 * server-rendered page is visible before its buttons work. Early taps are kept and replayed
 * (src/startup/earlyInteraction.ts), but a journey test should not race hydration.
 */
export const test = base.extend<{ cspViolations: string[] }>({
  /**
   * Every Content-Security-Policy violation reported by any document of the page (the app, the
   * sign-in pages, the e-signature frame): the page fixture fails the test on any.
   */
  cspViolations: async ({ context }, use) => {
    const violations: string[] = [];
    await context.exposeBinding("__reportCspViolation", (_source, report: string) => {
      violations.push(report);
    });
    await context.addInitScript(() => {
      document.addEventListener(
        "securitypolicyviolation",
        (event) => {
          const report = `${event.effectiveDirective} refused ${event.blockedURI || "inline"} on ${event.documentURI} (${event.sourceFile}:${event.lineNumber})`;
          (window as unknown as { __reportCspViolation(text: string): void }).__reportCspViolation(
            report,
          );
        },
        true,
      );
    });
    await use(violations);
  },
  page: async ({ page, cspViolations }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      const path = new URL(url, page.url()).pathname;
      if (/^\/(fr|en)(\/|$)/.test(path)) {
        await page.locator("html[data-app-live]").waitFor({ state: "attached" });
      }
      return response;
    };
    await use(page);
    // Reports arrive as events: let the last ones land before counting.
    await page.waitForTimeout(100).catch(() => undefined);
    if (cspViolations.length > 0) {
      throw new Error(`Content-Security-Policy violations:\n${cspViolations.join("\n")}`);
    }
  },
});
