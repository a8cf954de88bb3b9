/**
 * The one place for product constants. A rule of the spec that needs a number reads it here,
 * so a brand, a phone number or a limit changes in one line.
 */

export const brand = {
  name: import.meta.env?.VITE_BRAND_NAME ?? "Hestia Campus",
  /** The spec's `{product}` placeholder, as used in route names such as `{product}_campus`. */
  slug: "hestia",
} as const;

/**
 * The support phone shown in the shell, the footer and the tunnel header (`{phone}`), and the
 * customer-service hours.
 * @spec public §2.2 Shell common to all pages
 * @spec public §9 Business constants and limits
 */
export const support = {
  /** E.164 form for `tel:` links; a number from the range reserved for fiction. */
  phoneE164: "+33199006410",
  phoneDisplay: "+33 1 99 00 64 10",
  /** Monday to Friday 9:00-19:00, Saturday 9:00-16:00 (spec 2.2). */
  hours: [
    { days: "weekdays", opens: "09:00", closes: "19:00" },
    { days: "saturday", opens: "09:00", closes: "16:00" },
  ],
} as const;

export const api = {
  /** Same origin by default: the local server serves the app, the API and the sign-in provider. */
  baseUrl: import.meta.env?.VITE_API_BASE ?? "/",
  timeoutMs: 15_000,
  /** Retries apply to idempotent calls only (GET, HEAD, OPTIONS). */
  retryLimit: 2,
} as const;

/** @spec public §9 Business constants and limits */
export const locales = ["fr", "en"] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = "fr";

/** Paris time, where dates are shown and arrival days counted (one constant, beside the machines). */
export { displayTimeZone } from "../../machines/timeZone.ts";

/**
 * Temporary dossier info stays valid 5 minutes.
 * @spec public §9 Business constants and limits
 * @spec tunnel §9 Business constants and limits
 */
export const TEMPORARY_DOSSIER_VALIDITY_MS = 5 * 60 * 1000;

/**
 * Breakpoints of the spec: tablet from 600 px, large from 960 px, tall from 800 px high.
 * @spec public §9 Business constants and limits
 */
export const breakpoints = { tablet: 600, large: 960, tallHeight: 800 } as const;

/**
 * Tracking parameters kept across navigation for a visitor who is not signed in.
 * @spec public §2.2 Shell common to all pages
 */
export const trackingParameters = [
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
  "mid",
  "gclid",
  "source",
] as const;

/**
 * The number of residences the home page (and the who-we-are page) cites.
 * @spec public §9 Business constants and limits
 */
export const RESIDENCE_COUNT = 18;

/**
 * The six cities of the spec, by alias; their names live in the catalogues (src/i18n/cities.ts).
 * @spec public §1 What the product does and for whom
 */
export const cityAliases = [
  "paris",
  "ile-de-france",
  "bordeaux",
  "lyon",
  "lille",
  "marseille",
] as const;
export type CityAlias = (typeof cityAliases)[number];

/**
 * The four social networks linked from the footer.
 * @spec public §2.2 Shell common to all pages
 */
export const socialLinks = [
  { network: "instagram", url: "https://www.instagram.com/hestiacampus" },
  { network: "facebook", url: "https://www.facebook.com/hestiacampus" },
  { network: "linkedin", url: "https://www.linkedin.com/company/hestiacampus" },
  { network: "youtube", url: "https://www.youtube.com/@hestiacampus" },
] as const;
export type SocialNetwork = (typeof socialLinks)[number]["network"];

/**
 * The stay duration of step 1, in months: 3 to 12 by 1, 6 by default (the top reads "12 mois et
 * plus"). The form, the slider and the `dossier/setInfos` payload schema read it.
 * @spec tunnel §5 Step 1
 * @spec tunnel §9 Business constants and limits
 */
export const stayDuration = { min: 3, max: 12, step: 1, default: 6 } as const;

/**
 * The promo code of step 1 has at most 15 characters (form and payload schema).
 * @spec tunnel §5 Step 1
 * @spec tunnel §9 Business constants and limits
 */
export const PROMO_CODE_MAX_LENGTH = 15;

/**
 * The bank details shown as fixed text for the entry fees by bank transfer (the spec does not
 * reproduce the operator's; these are fictional, like the support phone).
 * @spec tunnel §3 Follow-up (step 5) data
 */
export const bankTransferDetails = {
  holder: `${brand.name} SAS`,
  iban: "FR76 3000 6000 0112 3456 7890 189",
  bic: "HSTAFRPPXXX",
} as const;

/**
 * Card payment: blocked this long after repeated refusals; CB Visa and MasterCard only.
 * @spec tunnel §9 Business constants and limits
 */
export const cardPayment = { retryWaitMinutes: 20, acceptedCards: "CB Visa, MasterCard" } as const;
const MEGABYTE = 1024 * 1024;

/**
 * Step 4's uploads: the extensions taken (no GIF where the identity check reads the file) and
 * the size limits of checked uploads (images 12 MB, PDF 4 MB).
 * @spec tunnel §5 Step 4
 * @spec tunnel §9 Business constants and limits
 */
export const documentUploads = {
  extensions: ["png", "jpg", "jpeg", "gif", "pdf"],
  verifiedExtensions: ["png", "jpg", "jpeg", "pdf"],
  imageMaxBytes: 12 * MEGABYTE,
  pdfMaxBytes: 4 * MEGABYTE,
} as const;

/**
 * Ours: what a photo of a document must reach before it is sent, measured in the
 * browser on the photo brought to `measuredWidthPx` wide (never enlarged). The blur score is the
 * variance of a Laplacian after a 3 × 3 median: in the feasibility run, sharp documents
 * scored above about 100, blurred ones 10–100, unreadable ones below 10. Brightness is the mean
 * luma (0–255). A photo below a threshold is not refused: the applicant is asked for a retake
 * and may send it anyway.
 */
export const photoQuality = {
  measuredWidthPx: 1000,
  minBlurScore: 100,
  minMeanBrightness: 60,
  minLongSidePx: 800,
} as const;

/**
 * Ours: how an image over `documentUploads.imageMaxBytes` is brought under it in the browser: a
 * JPEG at this quality, its long side at most `startLongSidePx`, shrunk by `shrinkFactor` until
 * it fits (at most `maxAttempts` encodings).
 */
export const imageScaling = {
  jpegQuality: 0.85,
  startLongSidePx: 4000,
  shrinkFactor: 0.75,
  maxAttempts: 6,
} as const;

/**
 * What one application may hold, so that an account cannot fill the server's disk: a
 * several-file section takes up to 10 files (three pay slips, an ID's two sides, a few more),
 * an application 40 files and 100 MB in all (about twice what a complete file with two
 * guarantors needs). The server refuses past them; the front names the limit.
 */
export const documentQuotas = {
  filesPerSection: 10,
  filesPerApplication: 40,
  bytesPerApplication: 100 * MEGABYTE,
} as const;

/**
 * Password length, counted in characters (Unicode code points). The spec's minimum; the maximum
 * is ours (security issue, NIST SP 800-63B): long passphrases fit, and hashing cost stays bounded.
 * @spec public §5 Validation rules
 */
export const passwordLength = { min: 8, max: 128 } as const;

/**
 * The last RGAA audit (docs/accessibility/rgaa-audit.md): the statement page and the footer's
 * conformance mention read it; a unit test checks the counts against the grid.
 */
export const accessibilityAudit = {
  rgaaVersion: "4.1.2",
  /** ISO date the grid was completed. */
  date: "2026-11-28",
  conformingCriteria: 77,
  applicableCriteria: 77,
} as const;

/**
 * The residence team's sign-in and console (docs/staff.md): a signed-in console ends after
 * `idleMinutes` without a call; refusing a file or countersigning a lease needs a sign-in
 * younger than `decisiveActionMinutes` (the console then sends the user to the provider with
 * `max_age`); the code is awaited `secondFactorMinutes` after the password.
 */
export const staffSignIn = {
  /** The console's own public client at the provider (never the web app's). */
  clientId: "hestia-staff",
  idleMinutes: 30,
  decisiveActionMinutes: 15,
  secondFactorMinutes: 5,
} as const;

/**
 * The review queue and its locks (docs/staff.md): a page of the queue holds `queuePageSize`
 * files; a reviewer takes a file for `lockMinutes`.
 */
export const staffReview = { queuePageSize: 25, lockMinutes: 15 } as const;
