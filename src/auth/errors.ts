/**
 * Why sign-in, the callback or a renewal failed, as codes the app translates or acts on. The
 * errors carry no token, code or claim: their message and cause are safe to log.
 */
export type SignInErrorCode =
  /** The identity configuration or the provider's discovery document could not be read. */
  | "discoveryFailed"
  /** The page to come back to is not a path of this site. */
  | "unsafeReturnTo"
  /** The callback arrived with no sign-in started in this tab (or it was already used). */
  | "noPendingSignIn"
  /** The callback's `state` is not the one this tab sent: a forged or crossed callback. */
  | "stateMismatch"
  /** The callback or the ID token names another issuer than the configured provider. */
  | "issuerMismatch"
  /** The provider answered with an error (the user cancelled, access denied...). */
  | "authorizationDenied"
  /** The callback is malformed (missing code, unexpected parameters). */
  | "invalidCallback"
  /** The ID token's `nonce` is not the one this tab sent: a replayed or injected token. */
  | "nonceMismatch"
  /** The code could not be exchanged for tokens, or the token answer is invalid. */
  | "exchangeFailed"
  /** No refresh token is stored: the session cannot be renewed. */
  | "noRefreshToken"
  /** The refresh grant was refused or its answer is invalid. */
  | "refreshFailed"
  /** No access-token cookie to register. */
  | "noAccessToken"
  /** Nobody can tell when the access token expires, so its renewal cannot be timed. */
  | "expiryUnknown";

export class SignInError extends Error {
  override readonly name = "SignInError";
  readonly code: SignInErrorCode;

  /** `detail` must never contain a token, a code or a claim value. */
  constructor(code: SignInErrorCode, detail?: string) {
    super(detail ? `${code}: ${detail}` : code);
    this.code = code;
  }
}
