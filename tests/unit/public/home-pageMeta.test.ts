import { describe, expect, it } from "vitest";
import type { PageMeta } from "../../../src/api/content.ts";
import { brand } from "../../../src/config/index.ts";
import { titleOfMeta } from "../../../src/features/page/pageMeta.ts";

const meta = (title: string): PageMeta => ({
  title,
  alias_fr: "",
  alias_en: "",
  abstract: "",
  description: "",
  keywords: "",
});

describe("titleOfMeta", () => {
  it("uses the meta's title, without the brand PageHead adds anyway", () => {
    expect(titleOfMeta(meta(`Résidences meublées | ${brand.name}`), "x")).toBe(
      "Résidences meublées",
    );
    expect(titleOfMeta(meta("Nos résidences"), "x")).toBe("Nos résidences");
  });

  it("falls back to the page's own title without a meta or with an empty one", () => {
    expect(titleOfMeta(null, "Accueil")).toBe("Accueil");
    expect(titleOfMeta(meta("  "), "Accueil")).toBe("Accueil");
  });
});
