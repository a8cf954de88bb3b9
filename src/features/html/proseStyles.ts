import type { SystemStyleObject } from "@chakra-ui/react";

/** How server HTML reads inside a page: spaced paragraphs, lists, headings and visible links. */
export const proseStyles: SystemStyleObject = {
  lineHeight: "1.7",
  "& > * + *": { mt: "4" },
  "& h2": { fontSize: { base: "xl", md: "2xl" }, fontWeight: "bold", mt: "8", lineHeight: "1.3" },
  "& h3": { fontSize: { base: "lg", md: "xl" }, fontWeight: "semibold", mt: "6" },
  "& h4, & h5, & h6": { fontWeight: "semibold", mt: "4" },
  "& ul, & ol": { ps: "6" },
  "& ul": { listStyleType: "disc" },
  "& ol": { listStyleType: "decimal" },
  "& li + li": { mt: "2" },
  "& a": {
    color: "brand.fg",
    textDecoration: "underline",
    textUnderlineOffset: "2px",
    _hover: { textDecorationThickness: "2px" },
    _focusVisible: { outline: "2px solid", outlineColor: "brand.focusRing", outlineOffset: "2px" },
  },
  "& blockquote": {
    borderStartWidth: "4px",
    borderColor: "brand.muted",
    ps: "4",
    fontStyle: "italic",
  },
  "& img": { maxW: "full", h: "auto", borderRadius: "md" },
  "& table": { w: "full", borderCollapse: "collapse", fontSize: "sm" },
  "& th, & td": { borderWidth: "1px", borderColor: "border", p: "2", textAlign: "start" },
  "& strong, & b": { fontWeight: "bold" },
};
