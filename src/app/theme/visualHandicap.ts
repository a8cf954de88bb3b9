/**
 * The visual-impairment variant (spec: state isVisualHandicap): larger type, higher contrast,
 * no motion. It is a data attribute on <html>, so every component follows without re-rendering.
 */
export const visualHandicapAttribute = "data-visual-handicap";
export const visualHandicapSelector = `[${visualHandicapAttribute}]`;

export const visualHandicapCss = {
  [`html${visualHandicapSelector}`]: { fontSize: "125%" },
  [`${visualHandicapSelector} body`]: { color: "black", bg: "white" },
  [`${visualHandicapSelector} *, ${visualHandicapSelector} *::before, ${visualHandicapSelector} *::after`]:
    {
      animationDuration: "0s !important",
      animationIterationCount: "1 !important",
      transitionDuration: "0s !important",
      scrollBehavior: "auto !important",
    },
  [`${visualHandicapSelector} a`]: { textDecoration: "underline" },
} as const;

export function applyVisualHandicap(enabled: boolean): void {
  if (typeof document === "undefined") return;
  document.documentElement.toggleAttribute(visualHandicapAttribute, enabled);
}
