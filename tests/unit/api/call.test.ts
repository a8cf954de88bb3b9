import * as v from "valibot";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { defineCall } from "../../../src/api/call.ts";
import { ContractError } from "../../../src/api/contractError.ts";
import { toUserError } from "../../../src/api/errors.ts";
import {
  createFakeBackend,
  firstRequest,
  json,
  neverAnswer,
  TEST_ORIGIN,
  text,
} from "./fakeBackend.ts";

let consoleError: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

const getThing = defineCall({
  method: "GET",
  path: "/api/things/{id}",
  payload: v.object({ id: v.string() }),
  answer: v.object({ id: v.pipe(v.number(), v.transform(String)), name: v.string() }),
});

const saveThing = defineCall({
  method: "POST",
  path: "/api/things",
  payload: v.object({ name: v.pipe(v.string(), v.nonEmpty()), size: v.optional(v.number()) }),
  answer: v.object({ saved: v.boolean() }),
});

async function failureOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("the call was expected to fail");
}

describe("answers", () => {
  it("returns the answer parsed by its schema", async () => {
    const backend = createFakeBackend(() => json({ id: 7, name: "Lyon" }));
    await expect(getThing({ id: "7" }, { client: backend.client })).resolves.toEqual({
      id: "7",
      name: "Lyon",
    });
  });

  it("turns a malformed answer into a ContractError naming the endpoint, logged once", async () => {
    const backend = createFakeBackend(() => json({ id: "seven" }));
    const error = await failureOf(getThing({ id: "7" }, { client: backend.client }));
    expect(error).toBeInstanceOf(ContractError);
    const contractError = error as ContractError;
    expect(contractError.endpoint).toBe("GET /api/things/{id}");
    expect(contractError.side).toBe("answer");
    expect(contractError.issues.length).toBeGreaterThan(0);
    expect(consoleError).toHaveBeenCalledTimes(1);
    // Rendering it does not log a second time.
    expect(toUserError(error).kind).toBe("generic");
    expect(consoleError).toHaveBeenCalledTimes(1);
  });

  it("turns a JSON answer that is not JSON into a ContractError", async () => {
    const backend = createFakeBackend(
      () => new Response('{"id": 7,', { headers: { "content-type": "application/json" } }),
    );
    const error = await failureOf(getThing({ id: "7" }, { client: backend.client }));
    expect(error).toBeInstanceOf(ContractError);
  });

  it("hands a plain-text answer (a bare marker) to the schema as a string", async () => {
    const extend = defineCall({
      method: "GET",
      path: "/api/extend",
      answer: v.union([v.literal("KO"), v.number()]),
    });
    const backend = createFakeBackend(() => text("KO"));
    await expect(extend({ client: backend.client })).resolves.toBe("KO");
    backend.respondWith(() => json(15));
    await expect(extend({ client: backend.client })).resolves.toBe(15);
  });

  it("returns a file answer as a Blob", async () => {
    const download = defineCall({ method: "GET", path: "/api/lease", answer: "blob" });
    const backend = createFakeBackend(
      () => new Response("%PDF-1.7", { headers: { "content-type": "application/pdf" } }),
    );
    const blob = await download({ client: backend.client });
    expect(blob).toBeInstanceOf(Blob);
    expect(blob.type).toBe("application/pdf");
    expect(await blob.text()).toBe("%PDF-1.7");
  });

  it("fails when the call demands one status and gets another success", async () => {
    const ping = defineCall({
      method: "POST",
      path: "/api/ping",
      answer: "empty",
      expectedStatus: 200,
    });
    const backend = createFakeBackend(() => new Response(null, { status: 204 }));
    await expect(ping({ client: backend.client })).rejects.toBeInstanceOf(ContractError);
    backend.respondWith(() => new Response(null, { status: 200 }));
    await expect(ping({ client: backend.client })).resolves.toBeUndefined();
  });
});

describe("payloads", () => {
  it("refuses an invalid payload before sending anything", async () => {
    const backend = createFakeBackend();
    const error = await failureOf(saveThing({ name: "" }, { client: backend.client }));
    expect(error).toBeInstanceOf(ContractError);
    expect((error as ContractError).side).toBe("payload");
    expect(backend.requests).toHaveLength(0);
    expect(consoleError).toHaveBeenCalledTimes(1);
  });

  it("sends a POST payload as JSON by default", async () => {
    const backend = createFakeBackend(() => json({ saved: true }));
    await saveThing({ name: "Bordeaux", size: 3 }, { client: backend.client });
    const request = firstRequest(backend.requests);
    expect(request.method).toBe("POST");
    expect(request.headers.get("content-type")).toContain("application/json");
    expect(await request.json()).toEqual({ name: "Bordeaux", size: 3 });
  });

  it("fills path placeholders from the payload, URL-encoded, and sends no body on GET", async () => {
    const backend = createFakeBackend(() => json({ id: 1, name: "x" }));
    await getThing({ id: "a/b c" }, { client: backend.client });
    const request = firstRequest(backend.requests);
    expect(request.url).toBe(`${TEST_ORIGIN}/api/things/a%2Fb%20c`);
    expect(request.body).toBeNull();
  });

  it("sends form data when the call says so", async () => {
    const upload = defineCall({
      method: "POST",
      path: "/api/upload?controlId={controlId}",
      payload: v.object({ controlId: v.string(), filename: v.string(), file: v.instance(Blob) }),
      send: ({ filename, file }) => ({ form: { filename, encodedFile: file } }),
      answer: "empty",
    });
    const backend = createFakeBackend(() => new Response(null));
    const file = new Blob(["hello"], { type: "text/plain" });
    await upload({ controlId: "c-1", filename: "id.png", file }, { client: backend.client });
    const request = firstRequest(backend.requests);
    expect(request.url).toBe(`${TEST_ORIGIN}/api/upload?controlId=c-1`);
    expect(request.headers.get("content-type")).toMatch(/^multipart\/form-data; boundary=/);
    const form = await request.formData();
    expect(form.get("filename")).toBe("id.png");
    expect(await (form.get("encodedFile") as Blob).text()).toBe("hello");
    expect(form.has("controlId")).toBe(false);
  });

  it("adds optional query parameters and leaves out the undefined ones", async () => {
    const lastSignature = defineCall({
      method: "GET",
      path: "/api/signature",
      payload: v.object({ typeSignature: v.optional(v.string()), page: v.optional(v.number()) }),
      send: (payload) => ({ searchParams: payload }),
      answer: "empty",
    });
    const backend = createFakeBackend(() => new Response(null));
    await lastSignature({ page: 2 }, { client: backend.client });
    expect(firstRequest(backend.requests).url).toBe(`${TEST_ORIGIN}/api/signature?page=2`);
  });

  it("passes the caller's abort signal, so a stopped machine cancels its request", async () => {
    const backend = createFakeBackend(neverAnswer);
    const controller = new AbortController();
    const pending = failureOf(
      getThing({ id: "1" }, { client: backend.client, signal: controller.signal }),
    );
    controller.abort();
    expect(toUserError(await pending)).toEqual({ kind: "cancelled" });
  });
});

describe("naming", () => {
  it("exposes the endpoint as written in the spec", () => {
    expect(saveThing.endpoint).toBe("POST /api/things");
  });
});
