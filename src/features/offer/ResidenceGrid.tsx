import { SimpleGrid } from "@chakra-ui/react";
import type { ResidenceCard as Residence } from "../../api/catalogue.ts";
import type { Locale } from "../../config/index.ts";
import { ResidenceCard } from "./ResidenceCard.tsx";

type ResidenceGridProps = {
  residences: readonly Residence[];
  locale: Locale;
  headingLevel?: "h2" | "h3";
  label?: string;
  /** On a phone, only this many cards (the page links to the full list); all on wider screens. */
  phoneLimit?: number;
};

/** Residence cards as a list (screen readers announce how many), one column on phones. */
export function ResidenceGrid({
  residences,
  locale,
  headingLevel,
  label,
  phoneLimit,
}: ResidenceGridProps) {
  return (
    // Props in the order of the app's other card lists: Chakra memoises a style by its content,
    // and the first order it saw names the class, so another order here could give the server
    // and the browser different class names for the same styles.
    <SimpleGrid
      as="ul"
      aria-label={label}
      listStyleType="none"
      columns={{ base: 1, md: 2, lg: 3 }}
      gap="6"
      // Hidden by CSS, not left out: the server's HTML and the first render stay the same.
      css={
        phoneLimit === undefined
          ? undefined
          : {
              [`& > li:nth-of-type(n+${phoneLimit + 1})`]: {
                display: { base: "none", md: "list-item" },
              },
            }
      }
    >
      {residences.map((residence) => (
        <li key={residence.id}>
          <ResidenceCard residence={residence} locale={locale} headingLevel={headingLevel} />
        </li>
      ))}
    </SimpleGrid>
  );
}
