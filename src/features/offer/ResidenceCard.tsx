import { Box, Flex, Heading, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { ResidenceCard as Residence } from "../../api/catalogue.ts";
import type { Locale } from "../../config/index.ts";
import { pathFor } from "../../routes/paths.ts";
import { AppLink } from "../../shared/AppLink.tsx";
import { linkedCardProps } from "../page/linkedCard.ts";
import { Picture } from "../page/Picture.tsx";
import { BedAvailability } from "./BedAvailability.tsx";
import { PriceFrom } from "./PriceFrom.tsx";
import { kindLabels } from "./typologyKinds.ts";

type ResidenceCardProps = {
  residence: Residence;
  locale: Locale;
  /** The card's heading level under the section that lists it. */
  headingLevel?: "h2" | "h3";
};

/** The residence's alias in a language: the page path uses the one of its language. */
export function residenceAlias(
  residence: Pick<Residence, "alias_fr" | "alias_en">,
  locale: Locale,
) {
  return locale === "fr" ? residence.alias_fr : residence.alias_en;
}

/**
 * A residence in a list: picture, city, name, kinds of flats, lowest monthly total and how many
 * flats are free. The whole card is clickable through its heading's link (one link, one tab
 * stop, read once by screen readers).
 */
export function ResidenceCard({ residence, locale, headingLevel = "h3" }: ResidenceCardProps) {
  const { i18n } = useLingui();
  const href = pathFor("residenceDetails", locale, { alias: residenceAlias(residence, locale) });
  return (
    <Box as="article" {...linkedCardProps} borderRadius="lg">
      {residence.thumbnail && (
        <Picture src={residence.thumbnail.picture} alt={residence.thumbnail.pictureAlt} />
      )}
      <Stack p="4" gap="2" flex="1">
        <Text fontSize="sm" color="fg.muted">
          {residence.city.name}
          {residence.postalCode && ` · ${residence.postalCode}`}
        </Text>
        <Heading as={headingLevel} size="md">
          <AppLink
            href={href}
            color="fg"
            _after={{ content: '""', position: "absolute", inset: "0" }}
            _focusVisible={{ outline: "none" }}
          >
            {residence.name}
          </AppLink>
        </Heading>
        {residence.abstract && (
          <Text fontSize="sm" lineClamp={2}>
            {residence.abstract}
          </Text>
        )}
        <Flex as="ul" wrap="wrap" gap="1" listStyleType="none">
          {kindLabels(residence.typologyKinds).map((label) => (
            <Box
              as="li"
              key={label.id}
              fontSize="xs"
              px="2"
              py="0.5"
              borderRadius="full"
              bg="brand.subtle"
              color="brand.fg"
            >
              {i18n._(label)}
            </Box>
          ))}
        </Flex>
        <Box mt="auto" pt="2">
          <PriceFrom amount={residence.priceFrom} locale={locale} />
          <BedAvailability count={residence.availableBedCount} />
        </Box>
      </Stack>
    </Box>
  );
}
