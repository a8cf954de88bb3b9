import { Box, type BoxProps, Heading } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { belowTheFold } from "./belowTheFold.ts";

type PageSectionProps = Omit<BoxProps, "title"> & {
  /** Also the target of in-page links (`#id`) and the section's accessible name. */
  id: string;
  title: ReactNode;
  children: ReactNode;
};

/**
 * A titled part of a page (an h2), named by its title for landmarks navigation. Sections come
 * after a page's first screen (its title, pictures and summary), hence `belowTheFold`.
 */
export function PageSection({ id, title, children, ...props }: PageSectionProps) {
  const headingId = `${id}-title`;
  return (
    <Box
      as="section"
      id={id}
      aria-labelledby={headingId}
      scrollMarginTop="24"
      css={belowTheFold}
      {...props}
    >
      <Heading as="h2" id={headingId} size={{ base: "xl", lg: "2xl" }} mb="4">
        {title}
      </Heading>
      {children}
    </Box>
  );
}
