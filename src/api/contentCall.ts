import * as v from "valibot";
import { defineCall } from "./call.ts";
import { LocaleSchema } from "./schemas.ts";

/**
 * Most reads of the content service (docs/api.md, "Content") are a GET of
 * `/{locale}/api/content/<route>` that answers in the page's language; these build them so
 * each call states only its route and the shape of its answer.
 */

const CONTENT_PATH = "/{locale}/api/content";

/** A text the path needs: an empty one would change which route the server sees. */
const PathSegmentSchema = v.pipe(v.string(), v.nonEmpty());

/** `GET /{locale}/api/content/<route>`: a whole list or page, asked for by language only. */
export function getContentCall<TAnswer extends v.GenericSchema>(route: string, answer: TAnswer) {
  return defineCall({
    method: "GET",
    path: `${CONTENT_PATH}/${route}`,
    payload: v.object({ locale: LocaleSchema }),
    answer,
  });
}

/** `GET /{locale}/api/content/<route>/{alias}`: one item, by its alias in either language. */
export function getContentByAliasCall<TAnswer extends v.GenericSchema>(
  route: string,
  answer: TAnswer,
) {
  return defineCall({
    method: "GET",
    path: `${CONTENT_PATH}/${route}/{alias}`,
    payload: v.object({ locale: LocaleSchema, alias: PathSegmentSchema }),
    answer,
  });
}

/** CMS content comes through one relay endpoint that takes the CMS route as form data. */
export const CMS_RELAY_PATH = "/api/ac_campus/drupal/exportREST";

/** `POST drupal/exportREST` with the CMS route the payload names (`/{locale}/api/content/…`). */
export function cmsRelayCall<TPayload extends v.GenericSchema, TAnswer extends v.GenericSchema>(
  payload: TPayload,
  cmsRoute: (payload: v.InferOutput<TPayload>) => string,
  answer: TAnswer,
) {
  return defineCall({
    method: "POST",
    path: CMS_RELAY_PATH,
    payload,
    send: (query: v.InferOutput<TPayload>) => ({ form: { route: cmsRoute(query) } }),
    answer,
  });
}
