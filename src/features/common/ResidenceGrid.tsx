import { SimpleGrid } from "@chakra-ui/react";
import type { ResidenceCard as Residence } from "../../api/catalogue.ts";
import type { Locale } from "../../config/index.ts";
import { ResidenceCard } from "./ResidenceCard.tsx";

type ResidenceGridProps = {
  residences: readonly Residence[];
  locale: Locale;
  headingLevel?: "h2" | "h3";
  label?: string;
};

/** Residence cards as a list (screen readers announce how many), one column on phones. */
export function ResidenceGrid({ residences, locale, headingLevel, label }: ResidenceGridProps) {
  return (
    <SimpleGrid
      as="ul"
      aria-label={label}
      columns={{ base: 1, md: 2, lg: 3 }}
      gap="6"
      listStyleType="none"
    >
      {residences.map((residence) => (
        <li key={residence.id}>
          <ResidenceCard residence={residence} locale={locale} headingLevel={headingLevel} />
        </li>
      ))}
    </SimpleGrid>
  );
}
