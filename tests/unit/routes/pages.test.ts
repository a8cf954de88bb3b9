import { describe, expect, it } from "vitest";
import { pageModules, pageSourceOf, pageSources } from "../../../src/routes/pages.tsx";

describe("page modules (src/routes/pages.tsx)", () => {
  it("loads each lazy route's page from the source the server lists the scripts of", () => {
    for (const [name, source] of Object.entries(pageSources)) {
      expect(pageModules[name as keyof typeof pageSources], `${name}: ${source}`).toBeTypeOf(
        "function",
      );
    }
  });

  it("gives a source for a lazy page only", () => {
    expect(pageSourceOf("dossier")).toBe("src/features/tunnel/DossierPage.tsx");
    expect(pageSourceOf("notFound")).toBeUndefined();
    expect(pageSourceOf(undefined)).toBeUndefined();
  });

  it("loads the page its source names", async () => {
    const faq = await pageModules.faq();
    const expected = await import("../../../src/features/faq/FaqPage.tsx");
    expect(faq.default).toBe(expected.default);
  });
});
