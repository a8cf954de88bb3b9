import type { KyInstance } from "ky";
import { describe, expect, it } from "vitest";
import { createApiClient } from "../../../src/api/client.ts";
import { loadSharedContent } from "../../../src/features/shell/sharedContent.ts";
import { json, TEST_ORIGIN } from "../api/fakeBackend.ts";

function backendWithAlert(): {
  asked: string[];
  setAlert(title: string): void;
  /** A client of its own, as a new visit (or a new server render) has. */
  newClient(): KyInstance;
} {
  const asked: string[] = [];
  let alertTitle = "Rentrée de janvier";
  const answer = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const { pathname } = new URL(new Request(input, init).url);
    asked.push(pathname);
    return pathname.endsWith("alert_acquisition")
      ? json([
          {
            id: 1,
            title: alertTitle,
            information: "",
            description: "",
            beginning: "2026-01-01T00:00:00+01:00",
            end: "2026-12-31T00:00:00+01:00",
          },
        ])
      : json([]);
  }) as typeof fetch;
  return {
    asked,
    setAlert: (title) => (alertTitle = title),
    newClient: () => createApiClient({ prefix: TEST_ORIGIN, fetch: answer, retryLimit: 0 }),
  };
}

describe("the shell's content (footer pages, alerts)", () => {
  it("is fetched once for a visit", async () => {
    const backend = backendWithAlert();
    const api = backend.newClient();
    await loadSharedContent("fr", api);
    await loadSharedContent("fr", api);
    expect(backend.asked).toEqual([
      "/fr/api/content/footer_acquisition",
      "/fr/api/content/alert_acquisition",
    ]);
  });

  it("is fetched afresh with another client, as the server does for each page it renders", async () => {
    const backend = backendWithAlert();
    expect((await loadSharedContent("fr", backend.newClient())).alerts[0]?.title).toBe(
      "Rentrée de janvier",
    );
    backend.setAlert("Fermeture du 24 décembre");
    expect((await loadSharedContent("fr", backend.newClient())).alerts[0]?.title).toBe(
      "Fermeture du 24 décembre",
    );
    expect(backend.asked).toHaveLength(4);
  });
});
