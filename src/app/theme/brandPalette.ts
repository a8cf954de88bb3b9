/**
 * The site's navy palette, as plain values: the Chakra theme (system.ts) builds its `brand`
 * tokens from it, and the sign-in provider's server-rendered pages (server/oidc/views.ts) use
 * the same colours, so they look like the site they belong to.
 */
export const brandPalette = {
  50: "#eef4ff",
  100: "#d9e6ff",
  200: "#b3ccff",
  500: "#2f5bd3",
  600: "#2448b0",
  700: "#1b378a",
  800: "#142a6a",
  900: "#0d1c47",
} as const;
