/**
 * Server rendering of the public pages (built with `vite build --ssr`, used by server/ssr.ts).
 * The page's HTML, its head tags and its styles arrive with the document, so a phone paints the
 * content before the scripts download; the browser then hydrates it (src/startup/main.tsx).
 *
 * A page is rendered without the visitor's cookies, as for an anonymous visitor: the same HTML
 * for everyone, so the server and any shared cache keep one copy per address (decision 0007).
 * The header's account part follows the visitor's session in the browser after hydration.
 */

import { ChakraProvider } from "@chakra-ui/react";
import createCache from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import createEmotionServer from "@emotion/server/create-instance";
import { setupI18n } from "@lingui/core";
import { createMemoryHistory } from "@tanstack/react-router";
import { prerenderToNodeStream } from "react-dom/static";
import { createApiClient } from "./api/client.ts";
import { App } from "./app/App.tsx";
import { prepareFirstRender } from "./app/lifecycle.ts";
import { createAppRouter } from "./app/router.tsx";
import { isServerRendered } from "./app/serverRendering.ts";
import { getSystem } from "./app/theme/system.ts";
import { createServerSession } from "./auth/sessionActors.ts";
import { setSanitizingWindow } from "./features/html/sanitizeHtml.ts";
import { pageSourceOf } from "./routes/pages.tsx";
import { localeOfPath, matchPath } from "./routes/paths.ts";
import { keptUnlessRejected } from "./shared/keptUnlessRejected.ts";
import { setRenderingOrigin } from "./shared/siteOrigin.ts";
import { recordingFetch, type ServerAnswer } from "./startup/serverAnswers.ts";

export type ServerRenderOptions = {
  /** The site's public origin: canonical and alternate URLs are absolute. */
  origin: string;
  /** How the page's API calls reach the server's own routes, without a network hop. */
  fetch: typeof fetch;
  /** A DOM window (jsdom's) for sanitising the content's HTML as the browser does. */
  sanitizingWindow: Parameters<typeof setSanitizingWindow>[0];
  /**
   * The nonce that marks the inline scripts the page renders itself as trusted (the server then
   * allows them by nonce or by hash, server/pageVersions.ts).
   */
  nonce?: string;
};

export type RenderedPage =
  | {
      kind: "page";
      status: number;
      lang: string;
      head: string;
      body: string;
      /** The public API answers the page was built from: the browser reuses them. */
      answers: ServerAnswer[];
      /** The route's page module (src/routes/pages.tsx): its scripts go in the page. */
      pageSource?: string;
    }
  /** 301 for an address that moved for good (a wrong-language alias), 302 otherwise. */
  | { kind: "redirect"; location: string; status: 301 | 302 }
  /**
   * Not rendered here (a signed-in page): the browser renders it from the empty shell, which
   * carries the global styles (reset, design tokens) so the browser need not compute them.
   */
  | { kind: "shell"; lang: string; head: string; pageSource?: string };

let configured = false;

/**
 * Renders interleave while they await their API calls: what differs between them (the API
 * client and its answers, the session, the Lingui instance and so the language) is the
 * render's own, in its router's context.
 */
export async function renderPage(url: string, options: ServerRenderOptions): Promise<RenderedPage> {
  // The same for every render of this server: its public origin and its sanitising window.
  if (!configured) {
    setRenderingOrigin(options.origin);
    setSanitizingWindow(options.sanitizingWindow);
    configured = true;
  }
  const { pathname } = new URL(url, options.origin);
  const route = matchPath(pathname)?.name;
  const pageSource = pageSourceOf(route);
  if (!isServerRendered(route)) {
    return { kind: "shell", lang: localeOfPath(pathname), head: await globalStyles(), pageSource };
  }
  // Calls go to the server itself (an absolute prefix, its own `fetch`: a page rendered in Node
  // has no origin to resolve "/api/..." against), once each, and their answers go with the page.
  // What the browser keeps for a whole visit (the shell's content, the FAQ) is kept by client,
  // so each render fetches today's alerts afresh.
  const answers: ServerAnswer[] = [];
  const api = createApiClient({
    prefix: options.origin,
    fetch: recordingFetch(options.fetch, answers),
    retryLimit: 0,
  });
  const context = { api, session: createServerSession(), i18n: setupI18n() };
  const router = createAppRouter({
    context,
    history: createMemoryHistory({ initialEntries: [url] }),
    scriptNonce: options.nonce,
  });
  await Promise.all([prepareFirstRender(pathname, context), router.load()]);
  // The router's own account of a server load (redirect, or the status of what it renders).
  const result = router._serverResult;
  if (result?.type === "redirect") {
    const location = result.redirect.headers.get("location") ?? result.redirect.options.href;
    const status = result.redirect.status === 301 ? 301 : 302;
    if (location) return { kind: "redirect", location, status };
  }
  const status = result?.type === "render" ? result.status : 200;
  // One style cache per page: each page carries every style it uses. `compat` keeps styles
  // out of the markup (one <style> beside each element makes the browser restyle the page
  // again and again while it parses); they go in <head> below, where the app's cache finds them.
  const cache = createCache({ key: "css" });
  cache.compat = true;
  const { prelude } = await prerenderToNodeStream(
    <CacheProvider value={cache}>
      <App router={router} />
    </CacheProvider>,
    // Every boundary in place, in document order: React would otherwise move large ones into
    // place by script, and the page's main text would paint after its first frame.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const { head, body } = splitHead(await streamToString(prelude));
  const emotion = createEmotionServer(cache);
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(body));
  return {
    kind: "page",
    status,
    lang: localeOfPath(pathname),
    head: head + styles,
    body,
    answers,
    pageSource,
  };
}

/**
 * The style system's global styles as `<style>` tags, the same for every page: computed once
 * (again after a failure, which the shell page survives by serving the plain app).
 * Computing them costs a phone's main thread a long task at start-up (decision 0004); a page
 * that brings them in its <head> starts without it (src/startup/start.tsx).
 */
const globalStyles = keptUnlessRejected(async () => {
  const cache = createCache({ key: "css" });
  cache.compat = true;
  const { prelude } = await prerenderToNodeStream(
    <CacheProvider value={cache}>
      <ChakraProvider value={getSystem()}>{null}</ChakraProvider>
    </CacheProvider>,
  );
  const emotion = createEmotionServer(cache);
  return emotion.constructStyleTagsFromChunks(
    emotion.extractCriticalToChunks(await streamToString(prelude)),
  );
});

async function streamToString(stream: AsyncIterable<Buffer | string>): Promise<string> {
  let text = "";
  for await (const chunk of stream) text += chunk.toString();
  return text;
}

// React places a partial render's <title>, <meta> and <link> tags first: they go in <head>.
const LEADING_HEAD_TAGS = /^(?:<(?:title|meta|link)\b[^>]*>(?:[^<]*<\/title>)?)*/;

function splitHead(html: string): { head: string; body: string } {
  const head = LEADING_HEAD_TAGS.exec(html)?.[0] ?? "";
  return { head, body: html.slice(head.length) };
}
