import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ContractError } from "../../../src/api/contractError.ts";
import {
  contentAssetUrl,
  findPageMeta,
  getArticle,
  getFaqContent,
  getSitemap,
  orNullWhenMissing,
} from "../../../src/api/editorial.ts";
import {
  createFakeBackend,
  firstRequest,
  json,
  neverAnswer,
  TEST_ORIGIN,
} from "../api/fakeBackend.ts";

beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

const card = {
  id: 1,
  alias_fr: "budget-etudiant",
  alias_en: "student-budget",
  category: "budget",
  date: "2026-09-15",
  title: "Le budget",
  abstract: null,
  picture: "/files/pictures/budget.svg",
  pictureAlt: "Le budget",
};

describe("editorial calls", () => {
  it("asks the CMS relay for the FAQ with its themes", async () => {
    const backend = createFakeBackend(() =>
      json({ themes: [{ id: "bail", name: "Bail" }], items: [] }),
    );
    const faq = await getFaqContent({ locale: "en" }, { client: backend.client });
    expect(faq.themes).toEqual([{ id: "bail", name: "Bail" }]);
    const request = firstRequest(backend.requests);
    expect(request.url).toBe(`${TEST_ORIGIN}/api/ac_campus/drupal/exportREST`);
    expect((await request.formData()).get("route")).toBe("/en/api/content/faq");
  });

  it("reads an article, its empty texts as empty and its related articles", async () => {
    const backend = createFakeBackend(() => json({ ...card, body: "<p>x</p>", related: [card] }));
    const article = await getArticle(
      { locale: "fr", alias: "budget étudiant" },
      { client: backend.client },
    );
    expect(article).toMatchObject({
      id: "1",
      abstract: "",
      related: [{ alias_en: "student-budget" }],
    });
    expect(firstRequest(backend.requests).url).toBe(
      `${TEST_ORIGIN}/fr/api/content/mag/budget%20%C3%A9tudiant`,
    );
  });

  it("refuses an article without its aliases (links and the switcher need both)", async () => {
    const backend = createFakeBackend(() => json({ ...card, alias_en: "" }));
    await expect(
      getArticle({ locale: "fr", alias: "budget-etudiant" }, { client: backend.client }),
    ).rejects.toBeInstanceOf(ContractError);
  });

  it("reads sitemap links, nested ones included, with defaults", async () => {
    const backend = createFakeBackend(() =>
      json({
        sections: [
          {
            id: "residences",
            title: "Résidences",
            links: [
              {
                label: "Gerland",
                route: "residenceDetails",
                params: { alias: "gerland" },
                links: [{ label: "Studio", route: "typologies" }],
              },
            ],
          },
        ],
      }),
    );
    const sitemap = await getSitemap({ locale: "fr" }, { client: backend.client });
    expect(sitemap.sections[0]?.links[0]).toEqual({
      label: "Gerland",
      route: "residenceDetails",
      params: { alias: "gerland" },
      links: [{ label: "Studio", route: "typologies", params: {}, links: [] }],
    });
  });
});

describe("missing content", () => {
  it("is null on 404 and an error otherwise", async () => {
    const missing = createFakeBackend(() => json({ error: "notFound" }, { status: 404 }));
    await expect(
      orNullWhenMissing(getArticle({ locale: "fr", alias: "x" }, { client: missing.client })),
    ).resolves.toBeNull();
    const broken = createFakeBackend(() => json({ error: "internal" }, { status: 500 }));
    await expect(
      orNullWhenMissing(getArticle({ locale: "fr", alias: "x" }, { client: broken.client })),
    ).rejects.toThrow();
  });

  it("leaves a page without meta rather than failing it, unless the page is left", async () => {
    const broken = createFakeBackend(() => json({ error: "internal" }, { status: 500 }));
    await expect(findPageMeta("faq", "fr", { client: broken.client })).resolves.toBeNull();
    const found = createFakeBackend(() => json({ title: "FAQ", alias_fr: "faq", alias_en: "faq" }));
    await expect(findPageMeta("faq", "en", { client: found.client })).resolves.toMatchObject({
      title: "FAQ",
      description: "",
    });
    expect(firstRequest(found.requests).url).toBe(`${TEST_ORIGIN}/en/api/content/page_meta/faq`);
    const silent = createFakeBackend(neverAnswer);
    const left = new AbortController();
    const pending = findPageMeta("faq", "fr", { signal: left.signal, client: silent.client });
    left.abort();
    await expect(pending).rejects.toThrow();
  });
});

describe("contentAssetUrl", () => {
  it("joins a content path to the API base and leaves full addresses alone", () => {
    expect(contentAssetUrl("/files/pictures/x.svg")).toBe("/files/pictures/x.svg");
    expect(contentAssetUrl("https://cdn.example/x.svg")).toBe("https://cdn.example/x.svg");
    expect(contentAssetUrl("//cdn.example/x.svg")).toBe("//cdn.example/x.svg");
  });
});
