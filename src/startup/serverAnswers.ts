import * as v from "valibot";
import { yieldToBrowser } from "./yieldToBrowser.ts";

/**
 * The API answers a server-rendered page was built from travel with it, so the browser does not
 * ask for them again before hydrating: one round trip less on a phone, and no second load on
 * the server. Only public answers are kept (GET, no Authorization header, a 2xx status), each
 * serves the browser once, and all are forgotten once the page is live: later navigations
 * always ask the API.
 */
const serverAnswerSchema = v.object({
  /** Path and query, as the call asked for it. */
  url: v.string(),
  status: v.number(),
  contentType: v.string(),
  body: v.string(),
});
export type ServerAnswer = v.InferOutput<typeof serverAnswerSchema>;

export const SERVER_ANSWERS_ELEMENT_ID = "server-answers";

const requestOf = (input: RequestInfo | URL, init?: RequestInit) =>
  input instanceof Request && init === undefined ? input : new Request(input, init);

const pathOf = (url: string) => {
  const parsed = new URL(url);
  return parsed.pathname + parsed.search;
};

const isPublicRead = (request: Request) =>
  request.method === "GET" && !request.headers.has("authorization");

/** Server side: a `fetch` that notes each public answer it gets into `answers`. */
export function recordingFetch(network: typeof fetch, answers: ServerAnswer[]): typeof fetch {
  return async (input, init) => {
    const request = requestOf(input, init);
    const response = await network(request);
    if (isPublicRead(request) && response.ok) {
      answers.push({
        url: pathOf(request.url),
        status: response.status,
        contentType: response.headers.get("content-type") ?? "",
        body: await response.clone().text(),
      });
    }
    return response;
  };
}

/**
 * The answers as the text of a `<script type="application/json">`: "<" cannot end it. They are
 * put in the order of their addresses, not the order they arrived in: a page's bytes, and so its
 * ETag, must not change with which of its calls a busy server answered first.
 */
export function serializeServerAnswers(answers: readonly ServerAnswer[]): string {
  const byAddress = answers.toSorted((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0));
  return JSON.stringify(byAddress).replaceAll("<", "\\u003c");
}

/** Browser side: the page's answers, or none when absent or malformed. */
export function readServerAnswers(document: Document): ServerAnswer[] {
  const text = document.getElementById(SERVER_ANSWERS_ELEMENT_ID)?.textContent;
  if (!text) return [];
  try {
    const parsed = v.safeParse(v.array(serverAnswerSchema), JSON.parse(text));
    return parsed.success ? parsed.output : [];
  } catch {
    return [];
  }
}

export type AnsweringFetch = { fetch: typeof fetch; forget(): void };

/**
 * Browser side: a `fetch` that serves a public read from the page's answers the first time it
 * is asked, and from the network otherwise. An answer is handed over in a task of its own, so
 * the page's calls are not all checked in one long task.
 */
export function answeringFetch(
  network: typeof fetch,
  answers: readonly ServerAnswer[],
): AnsweringFetch {
  // A page the server did not render: every call is the network's, as they were.
  if (answers.length === 0) return { fetch: network, forget: () => undefined };
  const waiting = new Map(answers.map((answer) => [answer.url, answer]));
  return {
    async fetch(input, init) {
      const request = requestOf(input, init);
      const key = pathOf(request.url);
      const answer = isPublicRead(request) ? waiting.get(key) : undefined;
      if (!answer) return network(request);
      waiting.delete(key);
      await yieldToBrowser();
      return new Response(answer.body, {
        status: answer.status,
        headers: { "content-type": answer.contentType },
      });
    },
    forget() {
      waiting.clear();
    },
  };
}
