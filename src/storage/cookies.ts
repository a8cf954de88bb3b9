import * as v from "valibot";
import { defineCookie } from "./cookie.ts";

const nonEmpty = v.pipe(v.string(), v.nonEmpty());

/**
 * Our name for the spec's access-token cookie: its presence starts the session check
 * (spec 4, session start) and it is shared with the operator's other sites.
 */
export const accessTokenCookie = defineCookie("access_token", nonEmpty);

/**
 * Ours, not the spec's: "a refresh token is kept in this browser", set with the tokens for as
 * long as a refresh token may live, cleared with the local session. It holds no token. The
 * access-token cookie ends with its token; this one tells the session, on the server that renders
 * the page as in the browser, that a returning visitor can be renewed rather than taken for
 * anonymous (both then render the same first state).
 */
export const renewableSessionCookie = defineCookie("renewable_session", v.literal("1"));

/** Which space (acquisition or customer area) the visitor was last in; read by the session rule. */
export const spaceCookie = defineCookie("space", nonEmpty);
