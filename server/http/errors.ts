/**
 * The error answers of the contract: `{ error: code }` for a rule or a missing resource,
 * `{ errors: { field: message } }` for field validation. Handlers throw them; the app's
 * error handler turns them into responses, and anything else into a 500 without details.
 */
import type { ContentfulStatusCode } from "hono/utils/http-status";

export type ErrorBody =
  | { error: string; [extra: string]: unknown }
  | { errors: Record<string, string> };

export class ApiError extends Error {
  readonly status: ContentfulStatusCode;
  readonly body: ErrorBody;

  constructor(status: ContentfulStatusCode, body: ErrorBody) {
    super("error" in body ? body.error : "validation");
    this.status = status;
    this.body = body;
  }
}

export const notFound = () => new ApiError(404, { error: "notFound" });
export const unauthorized = () => new ApiError(401, { error: "unauthorized" });
export const forbidden = () => new ApiError(403, { error: "droits" });
export const badRequest = (error: string, extra: Record<string, unknown> = {}) =>
  new ApiError(400, { error, ...extra });
export const fieldErrors = (errors: Record<string, string>) => new ApiError(400, { errors });
