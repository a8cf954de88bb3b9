import * as v from "valibot";
import { defineCookie } from "./cookie.ts";

const nonEmpty = v.pipe(v.string(), v.nonEmpty());

/**
 * Our name for the spec's access-token cookie: its presence starts the session check
 * (spec 4, session start) and it is shared with the operator's other sites.
 */
export const accessTokenCookie = defineCookie("access_token", nonEmpty);

/** Which space (acquisition or customer area) the visitor was last in; read by the session rule. */
export const spaceCookie = defineCookie("space", nonEmpty);
