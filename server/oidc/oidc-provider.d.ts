/**
 * The parts of oidc-provider v9 this server uses. The package ships no type declarations,
 * so these are written from its documentation and kept to what the code calls.
 */
declare module "oidc-provider" {
  import type { IncomingMessage, ServerResponse } from "node:http";

  export type AdapterPayload = {
    [key: string]: unknown;
    grantId?: string;
    userCode?: string;
    uid?: string;
    consumed?: number;
    jti?: string;
  };

  export interface Adapter {
    upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void>;
    find(id: string): Promise<AdapterPayload | undefined>;
    findByUserCode(userCode: string): Promise<AdapterPayload | undefined>;
    findByUid(uid: string): Promise<AdapterPayload | undefined>;
    consume(id: string): Promise<void>;
    destroy(id: string): Promise<void>;
    revokeByGrantId(grantId: string): Promise<void>;
  }

  export type Account = {
    accountId: string;
    claims(use: string, scope: string): Promise<Record<string, unknown>> | Record<string, unknown>;
  };

  export type KoaContextWithOIDC = {
    method: string;
    path: string;
    url: string;
    req: IncomingMessage & { originalUrl?: string };
    query: Record<string, string | string[] | undefined>;
    type: string;
    body: unknown;
    status: number;
    href: string;
    host: string;
    get(header: string): string;
    set(header: string, value: string): void;
    /** Koa's per-request state: the CSP nonce of the response (provider.ts). */
    state: Record<string, unknown>;
    oidc: {
      route?: string;
      client?: { clientId: string; clientName?: string };
      params?: Record<string, unknown>;
      /** The browser's provider session; `destroyed` once a logout has ended it. */
      session?: {
        destroyed?: boolean;
        authorizations?: Record<string, { grantId?: string }>;
      };
      /** The request's models; at `grant.success`, `Grant` is the grant the tokens belong to. */
      entities: {
        Grant?: { jti: string; accountId: string };
        /** At a token request: the code or refresh token exchanged, with the sign-in's time. */
        AuthorizationCode?: { authTime?: number };
        RefreshToken?: { authTime?: number };
      };
      /** The absolute URL of one of the provider's routes (`"revocation"`, …). */
      urlFor(name: string): string;
    };
  };

  /** A token the revocation endpoint was given (`features.revocation.allowedPolicy`). */
  export type RevocableToken = { kind: string; clientId: string; jkt?: string };

  /** The provider's errors: thrown from a hook, one answers with its status and `error` code. */
  export const errors: {
    InvalidDpopProof: new (description: string) => Error;
    InvalidRequest: new (description: string) => Error;
  };

  export type ClientMetadata = Record<string, unknown> & { client_id: string };

  export type Configuration = {
    adapter?: (name: string) => Adapter;
    clients?: ClientMetadata[];
    jwks?: { keys: Record<string, unknown>[] };
    cookies?: { keys?: string[]; long?: Record<string, unknown>; short?: Record<string, unknown> };
    claims?: Record<string, string[] | null>;
    scopes?: string[];
    features?: Record<string, Record<string, unknown>>;
    pkce?: { required?: (ctx: KoaContextWithOIDC, client: unknown) => boolean };
    ttl?: Record<string, number | ((...args: unknown[]) => number)>;
    issueRefreshToken?: (
      ctx: KoaContextWithOIDC,
      client: { grantTypeAllowed(type: string): boolean },
      code: { scopes: Set<string> },
    ) => Promise<boolean> | boolean;
    rotateRefreshToken?: boolean | ((ctx: KoaContextWithOIDC) => boolean);
    extraTokenClaims?: (
      ctx: KoaContextWithOIDC,
      token: { kind: string; clientId?: string; accountId?: string },
    ) => Promise<Record<string, unknown> | undefined>;
    findAccount?: (ctx: KoaContextWithOIDC, sub: string) => Promise<Account | undefined>;
    interactions?: {
      url?: (ctx: KoaContextWithOIDC, interaction: { uid: string }) => string | Promise<string>;
    };
    renderError?: (
      ctx: KoaContextWithOIDC,
      out: Record<string, string>,
      error: Error,
    ) => void | Promise<void>;
    clientBasedCORS?: (
      ctx: KoaContextWithOIDC,
      origin: string,
      client: { redirectUris: string[] },
    ) => boolean;
    conformIdTokenClaims?: boolean;
    responseTypes?: string[];
    [key: string]: unknown;
  };

  export type InteractionResults = Record<string, unknown>;

  export type Interaction = {
    uid: string;
    prompt: { name: string; reasons: string[]; details: Record<string, unknown> };
    params: Record<string, unknown> & { client_id: string; ui_locales?: string };
    /** `amr`: how the session's account signed in (["pwd", "otp"] for staff). */
    session?: { accountId: string; uid: string; amr?: string[] };
    grantId?: string;
    returnTo: string;
  };

  export class Grant {
    constructor(properties: { accountId: string; clientId: string });
    static find(id: string): Promise<Grant | undefined>;
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    addResourceScope(indicator: string, scope: string): void;
    save(): Promise<string>;
  }

  /** `jkt`: set on a DPoP-bound token, the thumbprint of its key (the token's `cnf.jkt`). */
  export type AccessToken = {
    accountId: string;
    exp: number;
    clientId: string;
    scope?: string;
    jkt?: string;
    grantId?: string;
    /** What `extraTokenClaims` added: a console token's `role` and `auth_time`. */
    extra?: Record<string, unknown>;
  };

  export type Middleware = (ctx: KoaContextWithOIDC, next: () => Promise<void>) => Promise<void>;

  export default class Provider {
    constructor(issuer: string, configuration?: Configuration);
    proxy: boolean;
    readonly issuer: string;
    Grant: typeof Grant;
    AccessToken: { find(token: string): Promise<AccessToken | undefined> };
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    use(middleware: Middleware): void;
    on(event: string, listener: (...args: unknown[]) => void): void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>;
    interactionResult(
      req: IncomingMessage,
      res: ServerResponse,
      result: InteractionResults,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<string>;
  }
}
