/**
 * The identity provider as oauth4webapi sees it: its metadata, found by OpenID Connect discovery
 * from the issuer that `GET /api/conf/okta` names, and our public client. Looked up once per page
 * (a failure is not kept, so a later attempt tries again).
 */
import * as oauth from "oauth4webapi";
import { keptUnlessRejected } from "../shared/keptUnlessRejected.ts";
import { SignInError } from "./errors.ts";

/** The part of the identity configuration (spec 3) sign-in needs. */
export interface ProviderConfiguration {
  client_id: string;
  issuer: string;
}

export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

export interface ProviderDeps {
  /** This site's origin ("https://www.example.org"): callbacks and the http exception use it. */
  origin: string;
  loadConfiguration: () => Promise<ProviderConfiguration>;
  /** Replaces the global fetch for every request to the provider (tests: a fake server). */
  fetch?: FetchLike | undefined;
}

/** The options every oauth4webapi request takes: our fetch, and whether plain http is allowed. */
interface ProviderHttpOptions {
  [oauth.customFetch]?: (
    url: string,
    options: oauth.CustomFetchOptions<string, unknown>,
  ) => Promise<Response>;
  [oauth.allowInsecureRequests]?: boolean;
}

export interface Provider {
  as: oauth.AuthorizationServer;
  client: oauth.Client;
  http: ProviderHttpOptions;
}

/**
 * Spec 9: the identity library's clock skew, 300 s, for the ID token's time claims.
 * @spec public §9 Business constants and limits
 */
const CLOCK_TOLERANCE_SECONDS = 300;

const loopbackHosts = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * Plain http only where it cannot cross a network: the provider on this very origin (the local
 * server serves the app and the provider together) or on a loopback host.
 */
function allowsPlainHttp(issuer: URL, origin: string): boolean {
  if (issuer.protocol !== "http:") return false;
  return issuer.origin === new URL(origin).origin || loopbackHosts.has(issuer.hostname);
}

async function discover(deps: ProviderDeps): Promise<Provider> {
  let configuration: ProviderConfiguration;
  let issuer: URL;
  try {
    configuration = await deps.loadConfiguration();
    issuer = new URL(configuration.issuer);
  } catch {
    throw new SignInError("discoveryFailed", "the identity configuration could not be read");
  }
  const http: ProviderHttpOptions = {};
  const fetchImpl = deps.fetch;
  if (fetchImpl) {
    http[oauth.customFetch] = (url, options) => fetchImpl(url, options as RequestInit);
  }
  if (allowsPlainHttp(issuer, deps.origin)) http[oauth.allowInsecureRequests] = true;
  try {
    const response = await oauth.discoveryRequest(issuer, { ...http, algorithm: "oidc" });
    // Also checks that the document's issuer is exactly the configured one.
    const as = await oauth.processDiscoveryResponse(issuer, response);
    if (!as.authorization_endpoint || !as.token_endpoint) {
      throw new Error("the provider has no authorization or token endpoint");
    }
    const client: oauth.Client = {
      client_id: configuration.client_id,
      [oauth.clockTolerance]: CLOCK_TOLERANCE_SECONDS,
    };
    return { as, client, http };
  } catch (error) {
    const detail = error instanceof Error ? error.message : "unreadable discovery document";
    throw new SignInError("discoveryFailed", detail);
  }
}

/** The provider, discovered on first use and kept for the page's life. */
export function createProviderLookup(deps: ProviderDeps): () => Promise<Provider> {
  return keptUnlessRejected(() => discover(deps));
}
