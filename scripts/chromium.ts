import { chromium } from "playwright-core";

/** Debian's Chromium (Playwright's own download is unavailable here) with the quiet flags. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
/**
 * The browser tests' Chromium: Debian's headless shell, Chromium's own engine without the full
 * browser's user interface (Playwright's default for headless runs). On this two-core machine its
 * renderers cost about two thirds of the full browser's (docs/testing.md).
 */
export const testChromiumPath =
  process.env.TEST_CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell";
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-quic",
  "--no-first-run",
];

export function launchChromium() {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
}
