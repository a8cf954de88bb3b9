/**
 * `POST /api/ac_campus/drupal/exportREST`: the operator's content proxy. The form field
 * `route` names a content path; it is answered by the same content routes as the GET paths,
 * so both ways of asking give the same answer.
 */
import { Hono } from "hono";
import * as v from "valibot";
import type { AppEnv } from "../http/env.ts";
import { body } from "../http/validate.ts";

const CONTENT_ROUTE =
  /^\/(?:(?:fr|en)\/)?api\/content\/[A-Za-z0-9_\-/]+(?:\?[A-Za-z0-9_\-=&%.]*)?$/;

const schema = v.object({
  route: v.pipe(
    v.string("required"),
    v.trim(),
    v.nonEmpty("required"),
    v.maxLength(500, "tooLong"),
    v.regex(CONTENT_ROUTE, "format"),
  ),
});

export function exportRestRoutes(forward: (path: string, init: RequestInit) => Promise<Response>) {
  const app = new Hono<AppEnv>();
  app.post("/api/ac_campus/drupal/exportREST", async (c) => {
    const { route } = await body(c, schema);
    const headers = new Headers();
    const language = c.req.header("accept-language");
    if (language) headers.set("accept-language", language);
    return forward(route, { method: "GET", headers });
  });
  return app;
}
