/** The floor page on the server: its HTML and its styles, as src/entry-server.tsx renders a page. */
import createCache from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import createEmotionServer from "@emotion/server/create-instance";
import { createMemoryHistory } from "@tanstack/react-router";
import { renderToString } from "react-dom/server";
import { createFloorRouter, FloorApp } from "./floorApp.tsx";

export async function renderFloor(url: string): Promise<{ head: string; body: string }> {
  const router = createFloorRouter(createMemoryHistory({ initialEntries: [url] }));
  await router.load();
  const cache = createCache({ key: "css" });
  cache.compat = true;
  const body = renderToString(
    <CacheProvider value={cache}>
      <FloorApp router={router} />
    </CacheProvider>,
  );
  const emotion = createEmotionServer(cache);
  const head = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(body));
  return { head, body };
}
