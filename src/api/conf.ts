import * as v from "valibot";
import { defineCall } from "./call.ts";

const nonEmpty = v.pipe(v.string(), v.nonEmpty());

/**
 * Where sign-in and the operator's other sites live (spec 3, "Identity configuration").
 * The spec names a content-service address without its field; the server sends it as
 * `content_uri` (server/routes/okta.ts), optional because the spec does not require it.
 */
const IdentityConfigurationSchema = v.object({
  client_id: nonEmpty,
  issuer: v.pipe(v.string(), v.url()),
  redirect_uri_renew_acquisition: nonEmpty,
  login_uri: nonEmpty,
  /** The tenants' Client space, another site of the operator (the handover links to it). */
  login_ec_uri: v.optional(nonEmpty),
  cookie_domain: v.string(),
  acquisition_uri: nonEmpty,
  acquisition_residence_uri: nonEmpty,
  content_uri: v.optional(v.string()),
});

export const getIdentityConfiguration = defineCall({
  method: "GET",
  path: "/api/conf/okta",
  answer: IdentityConfigurationSchema,
});
