/**
 * Content-Security-Policy and Permissions-Policy of every response (OWASP ASVS 5.0 V3.4, the
 * "strict CSP" of the web platform): scripts run only when they carry the response's nonce (or,
 * for a server-rendered page that caches may keep and for the provider's self-submitting form,
 * their hashes), and what they load is trusted through `'strict-dynamic'`; no plugin, no `<base>`, frames and form targets named.
 *
 * Three kinds of HTML page:
 * - `app`: the React app (server-rendered or not). Styles may be inline (Chakra writes its
 *   styles at run time); it frames only the e-signature page and is framed by nobody.
 * - `page`: the small server-written pages (sign-in, sign-up, logout, errors, the payment and
 *   other simulators): one stylesheet, allowed by its hash; framed by nobody.
 * - `framedPage`: the e-signature page, a `page` the app shows in its frame.
 *
 * Anything that is not HTML gets a policy that allows nothing, so a JSON or SVG answer opened
 * by itself cannot run a script either.
 */
import { randomBytes } from "node:crypto";
import type { Context, MiddlewareHandler } from "hono";

export type PageKind = "app" | "page" | "framedPage";

/** A fresh nonce per response: 128 random bits. */
export const newNonce = () => randomBytes(16).toString("base64");

/** No page of the site uses these: a script that asks for them gets nothing. */
export const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "autoplay=()",
  "camera=()",
  "display-capture=()",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=()",
  "usb=()",
  "browsing-topics=()",
].join(", ");

/** What a response that is not a page needs: nothing. */
const NON_HTML_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";

/**
 * What a page's handler tells the policy: the response's nonce, or (a page any cache may keep)
 * the hashes of its inline scripts instead.
 */
export type PageVariables = { cspNonce: string; cspScriptHashes?: string[] };

export type PolicyOptions = {
  nonce: string;
  /** `'sha256-…'` sources allowing the page's inline scripts; they replace the nonce. */
  scriptHashes?: readonly string[] | undefined;
  /** The origin the browser sees: the e-signature frame lives on it. */
  origin: string;
  /** `'sha256-…'` sources of the inline stylesheet of server-written pages. */
  pageStyleHashes: readonly string[];
};

/**
 * The Trusted Types directives of every page, and the only policy names they accept: the app's
 * own (the sanitiser's HTML, the start-up loader's script URL, the tag manager's script URL) and
 * DOMPurify's, which it creates for itself.
 */
const TRUSTED_TYPES: Record<string, readonly string[]> = {
  "require-trusted-types-for": ["'script'"],
  "trusted-types": ["hestia-html", "hestia-script-url", "hestia-tag-manager", "dompurify"],
};

export function contentSecurityPolicy(kind: PageKind, options: PolicyOptions): string {
  const app = kind === "app";
  const directives: Record<string, readonly string[]> = {
    "default-src": ["'self'"],
    "script-src": [...(options.scriptHashes ?? [`'nonce-${options.nonce}'`]), "'strict-dynamic'"],
    "style-src": app ? ["'self'", "'unsafe-inline'"] : options.pageStyleHashes,
    // The team's console shows a file's documents from the bytes it read with the staff token
    // (`blob:` addresses of the page): images, and PDFs in a frame sandboxed without permissions.
    "img-src": app ? ["'self'", "data:", "blob:"] : ["'self'", "data:"],
    "font-src": ["'self'"],
    "connect-src": ["'self'"],
    // The app shows the e-signature page in a frame (tunnel step 5), and the console a file's
    // PDF (a `blob:` of the page, in a frame without permissions); nothing else is framed.
    "frame-src": app ? [`${options.origin}/simulators/signature/`, "blob:"] : ["'none'"],
    // Forms post to this origin only: the sign-in pages, the payment page and its result.
    "form-action": ["'self'"],
    "frame-ancestors": kind === "framedPage" ? ["'self'"] : ["'none'"],
    "object-src": ["'none'"],
    "base-uri": ["'none'"],
    // Trusted Types (docs/decisions/0008): a script may hand a string to an HTML or script sink
    // only through a named policy. The server-written pages have no such script at all.
    ...TRUSTED_TYPES,
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(" ")}`)
    .join("; ");
}

/** Adds the response's nonce to every `<script>` and module preload of a trusted template. */
export function withNonce(template: string, nonce: string): string {
  return template.replace(
    /<script\b|<link rel="modulepreload"/g,
    (tag) => `${tag} nonce="${nonce}"`,
  );
}

/**
 * A stored upload served to staff (routes/staff.ts): the policy of every non-HTML answer, and
 * sandboxed, so a file a browser would render never runs as the app's page.
 */
export const SANDBOXED_FILE_POLICY = `sandbox; ${NON_HTML_POLICY}`;

const isHtml = (response: Response) =>
  (response.headers.get("content-type") ?? "").startsWith("text/html");

/**
 * Gives each request a nonce (`c.get("cspNonce")`, for the renderers) and each answer its
 * policies: the page's kind for HTML, nothing allowed for the rest.
 */
export function securityPolicies(
  kindOf: (c: Context) => PageKind,
  options: Omit<PolicyOptions, "nonce">,
): MiddlewareHandler<{ Variables: PageVariables }> {
  return async (c, next) => {
    const nonce = newNonce();
    c.set("cspNonce", nonce);
    await next();
    if (isHtml(c.res)) {
      const scriptHashes = c.get("cspScriptHashes");
      c.header(
        "content-security-policy",
        contentSecurityPolicy(kindOf(c), { ...options, nonce, scriptHashes }),
      );
      c.header("permissions-policy", PERMISSIONS_POLICY);
    } else if (c.res.headers.get("content-security-policy") !== SANDBOXED_FILE_POLICY) {
      c.header("content-security-policy", NON_HTML_POLICY);
    }
  };
}
