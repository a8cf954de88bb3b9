import { expect, test } from "./test.ts";

test.describe("security: content security policy", () => {
  test("the violation listener catches an inline handler the policy refuses", async ({
    page,
    cspViolations,
  }) => {
    await page.goto("/fr");
    await page.evaluate(() => {
      // An inline event handler is what an HTML injection would try: the policy refuses it.
      const button = document.createElement("button");
      button.setAttribute("onclick", "window.__injected = true");
      document.body.append(button);
      button.click();
      button.remove();
    });
    await expect.poll(() => cspViolations.length).toBeGreaterThan(0);
    expect(cspViolations.join("\n")).toContain("script-src-attr");
    expect(await page.evaluate(() => "__injected" in window)).toBe(false);
    // This test's own violation is expected: empty the list so the fixture does not fail it.
    cspViolations.length = 0;
  });
});
