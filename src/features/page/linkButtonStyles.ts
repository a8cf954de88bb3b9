import type { LinkProps } from "@chakra-ui/react";

/**
 * A link that looks like a button, for calls to action that go to another page (a link, not a
 * button, for screen readers and "open in a new tab"). Chakra's Button `asChild` would take
 * the link recipe's text colour, unreadable on the solid background.
 */
const base: LinkProps = {
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  h: "12",
  px: "6",
  borderRadius: "l2",
  borderWidth: "1px",
  borderColor: "brand.solid",
  fontWeight: "semibold",
  _hover: { textDecoration: "none" },
};

export const solidLinkButton: LinkProps = {
  ...base,
  bg: "brand.solid",
  color: "brand.contrast",
  _hover: { ...base._hover, bg: "brand.800" },
};

export const outlineLinkButton: LinkProps = {
  ...base,
  bg: "transparent",
  color: "brand.fg",
  _hover: { ...base._hover, bg: "brand.muted" },
};
