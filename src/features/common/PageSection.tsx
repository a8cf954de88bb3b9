import { Box, type BoxProps, Heading } from "@chakra-ui/react";
import type { ReactNode } from "react";

type PageSectionProps = Omit<BoxProps, "title"> & {
  /** Also the target of in-page links (`#id`) and the section's accessible name. */
  id: string;
  title: ReactNode;
  children: ReactNode;
};

/** A titled part of a page (an h2), named by its title for landmarks navigation. */
export function PageSection({ id, title, children, ...props }: PageSectionProps) {
  const headingId = `${id}-title`;
  return (
    <Box as="section" id={id} aria-labelledby={headingId} scrollMarginTop="24" {...props}>
      <Heading as="h2" id={headingId} size={{ base: "xl", lg: "2xl" }} mb="4">
        {title}
      </Heading>
      {children}
    </Box>
  );
}
