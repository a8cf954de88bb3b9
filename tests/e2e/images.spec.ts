import type { Page } from "@playwright/test";
import { signInAsNewAccount, signInThroughProvider } from "./signIn.ts";
import { expect, test } from "./test.ts";

/**
 * Every picture of a page answers: the ones the browser loaded (a failed image response is
 * recorded as it happens) and the ones it has not loaded yet (lazy, below the fold), asked for
 * once each. Returns "page: picture (status)" for each broken one.
 */
function watchImages(page: Page) {
  const statusOf = new Map<string, number>();
  const broken: string[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() !== "image") return;
    statusOf.set(response.url(), response.status());
    if (response.status() >= 400)
      broken.push(`${page.url()}: ${response.url()} (${response.status()})`);
  });
  return {
    broken,
    async checkAll(path: string) {
      const sources = await page.evaluate(() =>
        Array.from(document.images, (image) => image.currentSrc || image.src).filter(Boolean),
      );
      for (const source of new Set(sources)) {
        if (source.startsWith("data:")) continue;
        let status = statusOf.get(source);
        if (status === undefined) {
          status = (await page.request.get(source)).status();
          statusOf.set(source, status);
          if (status >= 400) broken.push(`${path}: ${source} (${status})`);
        }
      }
    },
  };
}

async function visit(page: Page, path: string, images: ReturnType<typeof watchImages>) {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await images.checkAll(path);
}

for (const sitemap of ["/fr/plan-du-site", "/en/sitemap"]) {
  test(`no broken picture on any page of ${sitemap}`, async ({ page }) => {
    test.setTimeout(300_000);
    const images = watchImages(page);
    await visit(page, sitemap, images);
    const hrefs = await page
      .getByRole("main")
      .locator("a[href^='/']")
      .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute("href") ?? ""))]);
    // The map lists the flat types (under their residence), so the crawl opens them too.
    expect(
      hrefs.filter((href) => /\/(logements|accomodation)\//.test(href)).length,
    ).toBeGreaterThan(40);
    for (const href of hrefs) await visit(page, href, images);
    expect(images.broken).toEqual([]);
  });
}

test("no broken picture in the tunnel: a shared flat's step 1, and a sent application", async ({
  page,
}) => {
  const images = watchImages(page);
  await page.goto("/fr/logements/residence-etudiante-lyon-guillotiere/chambre-colocation-femmes");
  await images.checkAll("women-only shared flat");
  await page.getByRole("radio").first().check({ force: true });
  await page.getByRole("button", { name: "Réserver ce logement" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Se connecter" }).click();
  await signInAsNewAccount(page, { civility: "woman" });
  await expect(page).toHaveURL(/\/fr\/dossier/);
  await expect(page.getByRole("heading", { level: 1, name: "Votre appartement" })).toBeVisible();
  await images.checkAll("tunnel step 1");

  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
  await page.goto("/fr");
  await signInThroughProvider(page, "examen@demo.hestia.test");
  await expect(page.getByRole("button", { name: /^Mon compte/ })).toBeVisible();
  await page.goto("/fr/dossier");
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await images.checkAll("tunnel step 5");
  expect(images.broken).toEqual([]);
});
