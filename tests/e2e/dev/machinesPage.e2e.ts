/**
 * `/dev/machines` in the development server: every registered machine drawn with the network
 * blocked, and the live states of a tunnel tab's actors highlighted while the tab is open.
 */
import { machineRegistry } from "../../../machines/index.ts";
import { allStateNodes } from "../../../tools/machines/stateNodes.ts";
import { expectNoSeriousA11yViolations } from "../axe.ts";
import { signInThroughProvider } from "../signIn.ts";
import { expect, test } from "../test.ts";

test("draws every registered machine with no network beyond the dev server", async ({
  page,
  baseURL,
}) => {
  const outside: string[] = [];
  await page.context().route("**/*", (route) => {
    const url = route.request().url();
    if (new URL(url).origin === baseURL) return route.continue();
    outside.push(url);
    return route.abort();
  });
  await page.goto("/dev/machines");
  await expect(page.getByRole("heading", { level: 1, name: "Machines" })).toBeVisible();
  await expect(page.locator("svg.machine-diagram")).toHaveCount(machineRegistry.length);
  for (const { id, machine } of machineRegistry) {
    const diagram = page.locator(`svg[data-machine="${id}"]`);
    // Every state below the root, plus the root's own box.
    await expect(diagram.locator("g[data-state]")).toHaveCount(allStateNodes(machine).length + 1);
    await expect(diagram).toBeVisible();
  }
  expect(outside).toEqual([]);
  await expectNoSeriousA11yViolations(page, "machines page");

  // A spec section leads to the state that implements it.
  await page.getByRole("link", { name: "prebooking.showingExpired" }).first().click();
  await expect(page).toHaveURL(/#state-prebooking-showingExpired$/);

  // In French, the descriptions are the catalogue's.
  await page.goto("/dev/machines?lang=fr");
  await expect(page.locator("#machine-wizard p").first()).toContainText("Les étapes 1 à 4");
});

test("highlights the live states of a tunnel tab's actors, and forgets them when it closes", async ({
  page,
  context,
}) => {
  await page.goto("/fr");
  await signInThroughProvider(page, "nouveau@demo.hestia.test");
  await expect(page.getByRole("button", { name: /^Mon compte/ })).toBeVisible({ timeout: 60_000 });
  await page.goto("/fr/dossier");
  const loaded = page.getByRole("heading", { level: 1 });
  await expect(loaded).toBeVisible({ timeout: 60_000 });

  const machines = await context.newPage();
  await machines.goto("/dev/machines");
  const loader = machines.locator('svg[data-machine="tunnelLoader"]');
  await expect(loader.locator("g.state.active").first()).toBeAttached();
  await expect(
    machines.locator(
      'svg[data-machine="session"] g.state.active[data-state="authenticated.account.signedIn"]',
    ),
  ).toHaveCount(1);
  await expect(machines.locator('[data-live-for="session"]')).toContainText("/fr/dossier");

  const wizard = machines.locator('svg[data-machine="wizard"]');
  // `editing` and its initial child `idle` (a save waiting for the connection is its sibling).
  await expect(wizard.locator('g.state.active[data-state="editing"]')).toHaveCount(1);
  await expect(wizard.locator('g.state.active[data-state="editing.idle"]')).toHaveCount(1);
  await expect(wizard.locator("g.state.active")).toHaveCount(2);
  const wizardLive = machines.locator('[data-live-for="wizard"]');
  await expect(wizardLive).toContainText("/fr/dossier");
  await expect(wizardLive.locator("strong")).toHaveText("editing.idle");
  await expect(wizardLive).toContainText("last events: start");

  // The tunnel is one tree: the loader, the wizard it invokes, the notice the wizard invokes.
  const tunnel = machines.locator('#live-trees li[data-actor="tunnelLoader"]').last();
  await expect(tunnel.locator('li[data-actor="wizard"] li[data-actor="savedNotice"]')).toHaveCount(
    1,
  );
  await expect(tunnel).toContainText("Loading the reservation tunnel");

  // The tab closes: its actors leave the page.
  await page.close({ runBeforeUnload: false });
  await expect(wizardLive).toHaveText("No live actor.");
  await expect(machines.locator("#live-trees")).toHaveText("No live actor.");
  await expect(wizard.locator("g.state.active")).toHaveCount(0);
});
