import { afterEach, describe, expect, it, vi } from "vitest";
import {
  goBackBeforeProvider,
  rememberHistoryBeforeSignIn,
  resumeAfterSignIn,
} from "../../../src/auth/signInHistory.ts";

/** Back after signing in never lands on the provider's pages. */
describe("the history around sign-in", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    sessionStorage.clear();
    Reflect.deleteProperty(window, "navigation");
  });

  /** What the Navigation API says of forward entries (absent: the browser cannot tell). */
  const canGoForward = (value: boolean) =>
    Object.defineProperty(window, "navigation", {
      configurable: true,
      value: { canGoForward: value },
    });

  it("goes back past the provider's entries to the starting page, which resumes", () => {
    const go = vi.spyOn(window.history, "go").mockImplementation(() => {});
    canGoForward(false);
    const before = window.history.length;
    rememberHistoryBeforeSignIn();
    expect(window.history.length, "no copy of the last entry").toBe(before);
    // The provider's page and our callback: two entries since.
    window.history.pushState(null, "", "/oidc/interaction/abc");
    window.history.pushState(null, "", "/fr/connexion/callback?code=c&state=s");
    expect(goBackBeforeProvider("/fr/dossier")).toBe(true);
    expect(go).toHaveBeenCalledWith(-2);
    // The callback's entry keeps no code meanwhile.
    expect(window.location.pathname + window.location.search).toBe("/fr/dossier");
    // Once back, on that very page (it was where sign-in started), nothing more to do.
    expect(resumeAfterSignIn({ isRestored: false })).toBe(false);
    expect(resumeAfterSignIn({ isRestored: true })).toBe(false);
  });

  it("replaces the callback's entry instead when the way back is unknown", () => {
    const go = vi.spyOn(window.history, "go").mockImplementation(() => {});
    expect(goBackBeforeProvider("/fr/dossier")).toBe(false);
    canGoForward(false);
    rememberHistoryBeforeSignIn();
    expect(goBackBeforeProvider("/fr/dossier")).toBe(false);
    expect(go).not.toHaveBeenCalled();
  });

  it("starts from a copy of the starting entry where forward entries may exist", () => {
    const push = vi.spyOn(window.history, "pushState");
    const before = window.history.length;
    rememberHistoryBeforeSignIn();
    expect(push).toHaveBeenCalledWith(window.history.state, "", window.location.href);
    expect(window.history.length).toBe(before + 1);
    push.mockClear();
    canGoForward(false);
    rememberHistoryBeforeSignIn();
    expect(push).not.toHaveBeenCalled();
  });
});
