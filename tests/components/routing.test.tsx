import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderAppAt } from "./renderApp.tsx";

describe("routing", () => {
  it("renders the English home page in English", async () => {
    await renderAppAt("/en");
    // The English catalogue is compiled from its .po on first import: longer than the default
    // second on a loaded machine as the catalogue grows.
    expect(
      await screen.findByRole(
        "heading",
        { level: 1, name: "Your furnished student flat, booked online" },
        { timeout: 5000 },
      ),
    ).toBeTruthy();
    expect(document.documentElement.lang).toBe("en");
  });

  it("sends / to the French home page with its query string", async () => {
    const { router } = await renderAppAt("/?utm_source=mail");
    await screen.findByRole("heading", {
      level: 1,
      name: "Votre logement étudiant meublé, réservé en ligne",
    });
    expect(router.state.location.pathname).toBe("/fr");
    expect(router.state.location.searchStr).toBe("?utm_source=mail");
  });

  it("renders the not-found page for an unknown path", async () => {
    await renderAppAt("/fr/nulle-part");
    const heading = await screen.findByRole("heading", { level: 1, name: "Page introuvable" });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    // Its own title, not only the brand's; and not indexed.
    await waitFor(() => expect(document.title).toBe("Page introuvable | Hestia Campus"));
    expect(document.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe("noindex");
  });

  it("keeps tracking parameters on the next navigation for a visitor not signed in", async () => {
    const { router } = await renderAppAt("/fr?utm_campaign=rentree&city=lyon");
    await screen.findByRole("heading", { level: 1 });
    await router.navigate({ to: "/fr/faq" });
    expect(router.state.location.pathname).toBe("/fr/faq");
    expect(router.state.location.search).toEqual({ utm_campaign: "rentree" });
  });
});

describe("navigation side effects", () => {
  it("pushes a page view on each path change and remembers the language", async () => {
    const { followNavigation } = await import("../../src/app/lifecycle.ts");
    const { router } = await renderAppAt("/fr");
    await screen.findByRole("heading", { level: 1 });
    const host = window as unknown as { dataLayer: Array<Record<string, unknown>> };
    host.dataLayer = [];
    const stop = followNavigation(router);
    await router.navigate({ href: "/en/search-results?city=lyon" });
    await waitFor(() => expect(router.state.location.pathname).toBe("/en/search-results"));
    stop();
    const views = host.dataLayer.filter((entry) => entry.event === "page_view");
    expect(views.map((view) => view.page_path)).toEqual(["/fr", "/en/search-results?city=lyon"]);
    expect(views[1]).toMatchObject({ page_language: "en", site_search: true });
    expect(window.localStorage.getItem("language")).toBe('"en"');
  });
});
