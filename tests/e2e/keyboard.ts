import type { Locator, Page } from "@playwright/test";

/** Presses Tab until `target` has the focus (keyboard only), failing after `limit` presses. */
export async function tabTo(page: Page, target: Locator, limit = 150) {
  for (let press = 0; press < limit; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`not reached by ${limit} presses of Tab`);
}

/** Presses Shift+Tab until `target` has the focus: for a control above the focused one. */
export async function shiftTabTo(page: Page, target: Locator, limit = 150) {
  for (let press = 0; press < limit; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Shift+Tab");
  }
  throw new Error(`not reached by ${limit} presses of Shift+Tab`);
}
