import type { KyInstance } from "ky";
import * as v from "valibot";
import { reportContractError } from "./contractError.ts";

type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** What comes back: a JSON (or plain text) body checked by a schema, a file, or nothing of use. */
export type AnswerShape = v.GenericSchema | "blob" | "empty";

type AnswerOf<TAnswer extends AnswerShape> = TAnswer extends "blob"
  ? Blob
  : TAnswer extends "empty"
    ? undefined
    : TAnswer extends v.GenericSchema
      ? v.InferOutput<TAnswer>
      : never;

/** How a validated payload travels, besides the `{placeholders}` it fills in the path. */
type RequestParts = {
  json?: unknown;
  /** Sent as multipart form data (the `drupal/exportREST` and `vialink` calls). */
  form?: Record<string, string | Blob>;
  /** Optional query parameters; `undefined` values are left out. */
  searchParams?: Record<string, string | number | boolean | undefined>;
};

/** Names of the `{placeholders}` of a path template. */
type PathParams<TPath extends string> = TPath extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParams<Rest>
  : never;

type PayloadSchemaFor<TPath extends string> = [PathParams<TPath>] extends [never]
  ? v.GenericSchema
  : v.GenericSchema<unknown, Record<PathParams<TPath>, string | number>>;

/** Checked before sending: a payload that breaks the contract never leaves the browser. */
type PayloadField<TPath extends string, TPayload> = [PathParams<TPath>] extends [never]
  ? { payload?: TPayload }
  : { payload: TPayload };

export type CallDefinition<
  TPath extends string,
  TPayload extends v.GenericSchema | undefined,
  TAnswer extends AnswerShape,
> = {
  method: HttpMethod;
  /** The contract's path; `{name}` is filled (URL-encoded) from the payload's field `name`. */
  path: TPath;
  /**
   * Maps the validated payload to the request. Without it, a GET sends nothing more and other
   * methods send the whole payload as JSON.
   */
  send?: (
    payload: TPayload extends v.GenericSchema ? v.InferOutput<TPayload> : undefined,
  ) => RequestParts;
  answer: TAnswer;
  /** When only one status means success (e.g. `mail/sendMail`: 200 and nothing else). */
  expectedStatus?: number;
} & PayloadField<TPath, TPayload>;

export type CallOptions = {
  signal?: AbortSignal;
  /** The router's client (src/app/router.tsx's context); tests give one with a fake `fetch`. */
  client: KyInstance;
};

type CallArguments<TPayload extends v.GenericSchema | undefined> = TPayload extends v.GenericSchema
  ? [payload: v.InferInput<TPayload>, options: CallOptions]
  : [options: CallOptions];

export type Call<TPayload extends v.GenericSchema | undefined, TAnswer extends AnswerShape> = ((
  ...args: CallArguments<TPayload>
) => Promise<AnswerOf<TAnswer>>) & {
  /** "METHOD /path/{template}", as written in the spec; names the call in errors and logs. */
  readonly endpoint: string;
};

function fillPath(template: string, payload: unknown): string {
  return template.replace(/\{(\w+)\}/g, (_placeholder, name: string) => {
    const value = (payload as Record<string, unknown> | undefined)?.[name];
    if (typeof value !== "string" && typeof value !== "number") {
      throw new TypeError(`Path parameter "${name}" of ${template} is missing from the payload`);
    }
    return encodeURIComponent(String(value));
  });
}

function toFormData(fields: Record<string, string | Blob>): FormData {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.append(name, value);
  return formData;
}

function withoutUndefined(
  params: Record<string, string | number | boolean | undefined>,
): Record<string, string | number | boolean> {
  const kept: Record<string, string | number | boolean> = {};
  for (const [name, value] of Object.entries(params)) if (value !== undefined) kept[name] = value;
  return kept;
}

/** JSON when the body is JSON; some endpoints answer a bare marker such as `KO` as plain text. */
function decodeBody(endpoint: string, response: Response, text: string): unknown {
  if (text === "") return undefined;
  try {
    return JSON.parse(text);
  } catch {
    const contentType = response.headers.get("content-type") ?? "";
    if (contentType.includes("json")) {
      throw reportContractError(endpoint, "answer", [], "the body is not valid JSON");
    }
    return text;
  }
}

/**
 * Defines one typed call of the backend contract. Every call goes through the ky client it is
 * given (`options.client`), so it inherits the base address, credentials, timeout, retry policy and bearer token.
 */
export function defineCall<
  const TPath extends string,
  TAnswer extends AnswerShape,
  TPayload extends PayloadSchemaFor<TPath> | undefined = undefined,
>(definition: CallDefinition<TPath, TPayload, TAnswer>): Call<TPayload, TAnswer> {
  const { method, path, payload: payloadSchema, send, answer, expectedStatus } = definition;
  const endpoint = `${method} ${path}`;

  const call = async (...args: unknown[]): Promise<unknown> => {
    const [rawPayload, options] = (payloadSchema ? args : [undefined, args[0]]) as [
      unknown,
      CallOptions,
    ];

    let payload: unknown;
    if (payloadSchema) {
      const checked = v.safeParse(payloadSchema, rawPayload);
      if (!checked.success) throw reportContractError(endpoint, "payload", checked.issues);
      payload = checked.output;
    }

    const parts: RequestParts = send
      ? send(payload as never)
      : payloadSchema && method !== "GET"
        ? { json: payload }
        : {};

    const response = await options.client(fillPath(path, payload), {
      method,
      ...(parts.json !== undefined ? { json: parts.json } : {}),
      ...(parts.form ? { body: toFormData(parts.form) } : {}),
      ...(parts.searchParams ? { searchParams: withoutUndefined(parts.searchParams) } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
    });

    if (expectedStatus !== undefined && response.status !== expectedStatus) {
      throw reportContractError(
        endpoint,
        "answer",
        [],
        `status ${response.status} where only ${expectedStatus} means success`,
      );
    }

    if (answer === "blob") {
      // A "file" in JSON or HTML is an error body or a cut-short answer, not the file asked for.
      const type = response.headers.get("content-type") ?? "";
      if (/json|html/i.test(type))
        throw reportContractError(endpoint, "answer", [], `${type} where a file was expected`);
      return response.blob();
    }
    if (answer === "empty") return undefined;

    const body = decodeBody(endpoint, response, await response.text());
    const parsed = v.safeParse(answer, body);
    if (!parsed.success) throw reportContractError(endpoint, "answer", parsed.issues);
    return parsed.output;
  };

  return Object.assign(call, { endpoint }) as unknown as Call<TPayload, TAnswer>;
}

/**
 * Some GET endpoints of the contract change things (cancel, extend, send, sign). The shared
 * client retries failed GETs, which could extend a pre-booking twice or send a file twice, so
 * such a call makes one attempt only, whichever client carries it.
 */
export function defineOnceGet<TAnswer extends AnswerShape>(path: string, answer: TAnswer) {
  const call = defineCall({ method: "GET", path, answer });
  return (options: CallOptions) =>
    call({ ...options, client: options.client.extend({ retry: { limit: 0 } }) });
}
