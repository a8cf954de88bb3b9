/**
 * The outcome of the sign-in callback, finished before the app renders (src/app/lifecycle.ts):
 * the callback page reads it to explain a failure. Nothing token-like is kept here.
 */
let failureCode: string | null = null;

export function recordSignInFailure(code: string): void {
  failureCode = code;
}

export function signInFailureCode(): string | null {
  return failureCode;
}
