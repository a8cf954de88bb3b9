// @vitest-environment jsdom
import { describe, expect, it, vi } from "vitest";
import {
  answeringFetch,
  readServerAnswers,
  recordingFetch,
  SERVER_ANSWERS_ELEMENT_ID,
  type ServerAnswer,
  serializeServerAnswers,
} from "../../../src/startup/serverAnswers.ts";

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

describe("the API answers a server-rendered page carries", () => {
  it("records public reads only: GET, no token, a success", async () => {
    const answers: ServerAnswer[] = [];
    const network = vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      return url.pathname === "/fr/api/missing"
        ? json({ error: 1 }, 404)
        : json({ path: url.pathname });
    });
    const fetch = recordingFetch(network as typeof globalThis.fetch, answers);
    const read = await fetch("http://site.test/fr/api/content/alert?x=1");
    expect(await read.json()).toEqual({ path: "/fr/api/content/alert" });
    await fetch("http://site.test/fr/api/missing");
    await fetch(
      new Request("http://site.test/api/user", { headers: { authorization: "Bearer t" } }),
    );
    await fetch("http://site.test/api/mail", { method: "POST", body: "{}" });
    expect(answers).toEqual([
      {
        url: "/fr/api/content/alert?x=1",
        status: 200,
        contentType: "application/json",
        body: '{"path":"/fr/api/content/alert"}',
      },
    ]);
  });

  it("travels in the page as JSON that cannot close its script, and reads back", () => {
    const answers = [{ url: "/a", status: 200, contentType: "text/html", body: "</script><b>" }];
    const text = serializeServerAnswers(answers);
    expect(text).not.toContain("</script>");
    document.body.innerHTML = `<script type="application/json" id="${SERVER_ANSWERS_ELEMENT_ID}">${text}</script>`;
    expect(readServerAnswers(document)).toEqual(answers);
  });

  it("travels in the same bytes whatever order the calls were answered in (a stable ETag)", () => {
    const footer = { url: "/fr/api/content/footer", status: 200, contentType: "", body: "f" };
    const alerts = { url: "/fr/api/content/alert", status: 200, contentType: "", body: "a" };
    expect(serializeServerAnswers([footer, alerts])).toBe(serializeServerAnswers([alerts, footer]));
  });

  it("reads nothing from a missing or malformed element", () => {
    document.body.innerHTML = "";
    expect(readServerAnswers(document)).toEqual([]);
    document.body.innerHTML = `<script type="application/json" id="${SERVER_ANSWERS_ELEMENT_ID}">{not json</script>`;
    expect(readServerAnswers(document)).toEqual([]);
    document.body.innerHTML = `<script type="application/json" id="${SERVER_ANSWERS_ELEMENT_ID}">[{"url":1}]</script>`;
    expect(readServerAnswers(document)).toEqual([]);
  });

  it("answers each public read once from the page, then from the network", async () => {
    const network = vi.fn(async () => json({ fresh: true }));
    const answering = answeringFetch(network as typeof globalThis.fetch, [
      { url: "/fr/api/alert", status: 200, contentType: "application/json", body: '{"kept":true}' },
    ]);
    const first = await answering.fetch("http://site.test/fr/api/alert");
    expect(first.headers.get("content-type")).toBe("application/json");
    expect(await first.json()).toEqual({ kept: true });
    expect(network).not.toHaveBeenCalled();
    expect(await (await answering.fetch("http://site.test/fr/api/alert")).json()).toEqual({
      fresh: true,
    });
    expect(network).toHaveBeenCalledTimes(1);
  });

  it("never answers a signed-in call or a write from the page, nor anything once forgotten", async () => {
    const network = vi.fn(async () => json({ fresh: true }));
    const kept = { url: "/api/x", status: 200, contentType: "application/json", body: "{}" };
    const answering = answeringFetch(network as typeof globalThis.fetch, [kept]);
    await answering.fetch("http://site.test/api/x", { headers: { authorization: "Bearer t" } });
    await answering.fetch("http://site.test/api/x", { method: "POST", body: "{}" });
    answering.forget();
    await answering.fetch("http://site.test/api/x");
    expect(network).toHaveBeenCalledTimes(3);
  });
});
