import { cleanup, configure } from "@testing-library/react";
import { afterAll, afterEach } from "vitest";

// A page's first render on a busy two-core machine can take over Testing Library's default
// second (a tunnel's step 1 with the real server behind MSW did): waiting longer costs a passing
// test nothing. On a slow day the same machine renders 1.7 times slower still.
configure({ asyncUtilTimeout: 8000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

// The router keeps short pending-state timers (src/app/router.tsx: 150 ms, at least 300 ms
// shown); let them fire while the page still exists rather than after jsdom is torn down.
afterAll(() => new Promise((resolve) => setTimeout(resolve, 600)));

// jsdom lacks these; Chakra and the router read them.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
window.scrollTo = () => {};

// The API client calls relative paths ("/api/..."), resolved by the browser against the page.
// Node's fetch has no page: give it the page's origin through undici's global-origin slot.
(globalThis as Record<symbol, unknown>)[Symbol.for("undici.globalOrigin.1")] = new URL(
  window.location.origin,
);
