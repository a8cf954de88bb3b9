import * as v from "valibot";
import { IdentifierSchema, LocaleSchema } from "../api/schemas.ts";
import { UserDetailsSchema } from "../api/user.ts";
import { trackingParameters as trackingParameterNames } from "../config/index.ts";
import { defineStorageKey } from "./storageKey.ts";
import { TemporaryDossierInfoSchema } from "./temporaryDossier.ts";

/**
 * Every Web Storage entry of the app. Names the spec gives are kept as written (another site of
 * the operator may read them); the others are ours, noted below.
 */

const nonEmpty = v.pipe(v.string(), v.nonEmpty());

/** The signed-in user's details, as `utilisateur/details` returned them. */
export const userStorage = defineStorageKey("user", UserDetailsSchema);

/** Addresses from the identity configuration that other pages need without refetching it. */
const CommonUriSchema = v.object({
  cookie_domain: v.string(),
  acquisition_uri: nonEmpty,
  acquisition_residence_uri: v.optional(nonEmpty),
  login_uri: v.optional(nonEmpty),
  login_ec_uri: v.optional(nonEmpty),
  content_uri: v.optional(v.string()),
});
export const commonUriStorage = defineStorageKey("commonUri", CommonUriSchema);

export const languageStorage = defineStorageKey("language", LocaleSchema);

/**
 * Our name: the tokens of the sign-in client besides the access token (which is a cookie). The
 * id token is kept for logout (`okta/logout` needs it) and to tell a stale local session from none
 * (spec 4, session start); the refresh token renews the access token (rotated on every renewal);
 * `accessTokenExpiresAt` (epoch ms, this device's clock) times the renewal 30 s before expiry.
 * Both are optional: a session opened by another site of the operator may have neither.
 */
const IdentityTokensSchema = v.object({
  idToken: nonEmpty,
  refreshToken: v.optional(nonEmpty),
  accessTokenExpiresAt: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  /** The tokens are DPoP-bound (`token_type` "DPoP"): API calls carry a proof of the key. */
  boundToKey: v.optional(v.boolean()),
});
export const identityTokenStorage = defineStorageKey(
  "identity_token_storage",
  IdentityTokensSchema,
);

/** Our name for the spec's "temporary dossier info". */
export const temporaryDossierInfoStorage = defineStorageKey(
  "temporary_dossier_info",
  TemporaryDossierInfoSchema,
);

/** Our name for the spec's "dossier id". */
export const dossierIdStorage = defineStorageKey("dossier_id", IdentifierSchema);

/** Set when an application was just sent, so step 5 can greet it (deposit-sent pop-up). */
export const hasJustDeposedStorage = defineStorageKey("has_just_deposed", v.boolean());

/** The tunnel step (1 to 5) to resume on. */
export const stepStorage = defineStorageKey("step", v.picklist([1, 2, 3, 4, 5]));

/**
 * Our name: what the applicant typed in step 2 (or 3) and has not saved yet, for the dossier it
 * belongs to, so a reload or a crashed tab loses nothing. Offered back, never applied silently;
 * forgotten once the step is saved or the offer is declined.
 */
export const StepDraftSchema = v.object({
  dossierId: IdentifierSchema,
  /** Epoch ms, this device's clock: when the applicant last typed. */
  savedAt: v.pipe(v.number(), v.integer(), v.minValue(0)),
  values: v.record(v.string(), v.unknown()),
});
export const profileDraftStorage = defineStorageKey("draft_step_2", StepDraftSchema);
/** Our name: the same for step 3 (the guarantors and the choice of guarantee). */
export const guaranteeDraftStorage = defineStorageKey("draft_step_3", StepDraftSchema);

export const visualHandicapStorage = defineStorageKey("isVisualHandicap", v.boolean());

/** Our name: the phone input's geolocated default country, ISO two letters, lower case. */
export const phoneAutoCountryStorage = defineStorageKey(
  "auto_country",
  v.pipe(v.string(), v.regex(/^[a-z]{2}$/i), v.toLowerCase()),
);

/**
 * Our name: the campaign parameters a visitor arrived with, kept for the visit (session area)
 * so they survive pages that drop the query string, until the visitor signs in.
 */
const TrackingParametersSchema = v.record(v.picklist(trackingParameterNames), v.string());
export const trackingParametersStorage = defineStorageKey(
  "tracking_parameters",
  TrackingParametersSchema,
  "session",
);
