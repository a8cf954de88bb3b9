import type { BoxProps } from "@chakra-ui/react";

/**
 * The frame of a card in a list whose heading's link covers the whole card: a column, raised on
 * hover, and the focus ring goes round the whole card for keyboard users.
 */
export const linkedCardProps = {
  position: "relative",
  display: "flex",
  flexDirection: "column",
  h: "full",
  borderWidth: "1px",
  overflow: "hidden",
  bg: "bg",
  transition: "box-shadow 0.2s",
  _hover: { shadow: "md" },
  css: {
    "&:has(a:focus-visible)": {
      outline: "2px solid",
      outlineColor: "brand.focusRing",
      outlineOffset: "2px",
    },
  },
} as const satisfies BoxProps;
