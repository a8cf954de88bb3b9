import { Box, Grid, Heading, Stack, Text } from "@chakra-ui/react";
import type { SearchResult } from "../../api/catalogue.ts";
import type { Locale } from "../../config/index.ts";
import { pathFor } from "../../routes/paths.ts";
import { AppLink } from "../../shared/AppLink.tsx";
import { residenceAlias } from "../offer/ResidenceCard.tsx";
import { TypologyOffer } from "../offer/TypologyOffer.tsx";
import { Picture } from "../page/Picture.tsx";

type SearchResultCardProps = { result: SearchResult; date: string; locale: Locale };

/** A residence with its flat types free on the searched day, each with its price. */
export function SearchResultCard({ result, date, locale }: SearchResultCardProps) {
  const { residence, typologies } = result;
  const alias = residenceAlias(residence, locale);
  return (
    <Box as="article" borderWidth="1px" borderRadius="xl" overflow="hidden" bg="bg">
      <Grid templateColumns={{ base: "1fr", md: "240px 1fr" }}>
        {residence.thumbnail && <Picture src={residence.thumbnail.picture} alt="" h="full" />}
        <Stack p="4" gap="1" justify="center">
          <Text fontSize="sm" color="fg.muted">
            {residence.city.name}
            {residence.postalCode && ` · ${residence.postalCode}`}
          </Text>
          <Heading as="h3" size="lg">
            <AppLink href={pathFor("residenceDetails", locale, { alias })} color="fg">
              {residence.name}
            </AppLink>
          </Heading>
          {residence.address && <Text fontSize="sm">{residence.address}</Text>}
          {residence.abstract && <Text>{residence.abstract}</Text>}
        </Stack>
      </Grid>
      <Stack as="ul" listStyleType="none" gap="3" p="4" bg="gray.50">
        {typologies.map((typology) => (
          <li key={typology.id}>
            <TypologyOffer
              typology={typology}
              residenceAlias={alias}
              locale={locale}
              headingLevel="h4"
              search={{ date, freeCount: typology.beds.length }}
            />
          </li>
        ))}
      </Stack>
    </Box>
  );
}
