import { chromium } from "playwright-core";

/** Debian's Chromium (Playwright's own download is unavailable here) with the quiet flags. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
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
