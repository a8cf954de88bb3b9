import { Box, Button, Flex, Grid, Heading, Stack, Text } from "@chakra-ui/react";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import type { TypologyCard } from "../../api/catalogue.ts";
import type { Locale } from "../../config/index.ts";
import { formatDate } from "../../i18n/format.ts";
import { pathFor } from "../../routes/paths.ts";
import { AppLink } from "../../shared/AppLink.tsx";
import { today } from "../../time/now.ts";
import { Picture } from "../page/Picture.tsx";
import { MonthlyTotal } from "./MonthlyTotal.tsx";
import { genderRestrictionLabels, typologyFeatures } from "./typologyFeatures.ts";

type TypologyOfferProps = {
  typology: TypologyCard;
  /** The residence's alias in the page's language. */
  residenceAlias: string;
  locale: Locale;
  headingLevel?: "h3" | "h4";
  /** In search results: the arrival day searched and how many flats are free that day. */
  search?: { date: string; freeCount: number };
};

/** A flat type on offer: what it is, the total per month, when it is free, and its page. */
export function TypologyOffer({
  typology,
  residenceAlias,
  locale,
  headingLevel = "h3",
  search,
}: TypologyOfferProps) {
  const { t, i18n } = useLingui();
  const name = typology.name;
  const aliasTypology = locale === "fr" ? typology.alias_fr : typology.alias_en;
  const href = pathFor(
    "typologies",
    locale,
    { aliasResidence: residenceAlias, aliasTypology },
    search ? { date: search.date } : undefined,
  );
  const features = typologyFeatures(typology).map((feature) => i18n._(feature));
  const isParking = typology.lotType === "parking";
  return (
    <Grid
      as="article"
      templateColumns={{ base: "1fr", md: "160px 1fr auto" }}
      gap="4"
      p="4"
      borderWidth="1px"
      borderRadius="lg"
      bg="bg"
      alignItems="center"
    >
      {typology.thumbnail && (
        <Box display={{ base: "none", md: "block" }}>
          <Picture src={typology.thumbnail.picture} alt="" borderRadius="md" />
        </Box>
      )}
      <Stack gap="1" gridColumn={typology.thumbnail ? undefined : { md: "1 / 3" }}>
        <Heading as={headingLevel} size="md">
          {typology.name}
        </Heading>
        {features.length > 0 && (
          <Text fontSize="sm" color="fg.muted">
            {features.join(" · ")}
          </Text>
        )}
        {typology.gender && (
          <Text fontSize="sm" fontWeight="semibold" color="accent.700">
            {i18n._(genderRestrictionLabels[typology.gender])}
          </Text>
        )}
        <Availability typology={typology} locale={locale} search={search} />
      </Stack>
      <Flex direction="column" align={{ base: "stretch", md: "flex-end" }} gap="2">
        <MonthlyTotal pricing={typology.pricing} locale={locale} align="end" />
        <Button asChild colorPalette="brand" size="sm">
          <AppLink
            href={href}
            color="brand.contrast"
            _hover={{ textDecoration: "none" }}
            // Several offers per page: the name says which one (it starts with the visible text).
            // A parking space is not a flat: it says so.
            aria-label={isParking ? t`Voir cette place : ${name}` : t`Voir ce logement : ${name}`}
          >
            {isParking ? <Trans>Voir cette place</Trans> : <Trans>Voir ce logement</Trans>}
          </AppLink>
        </Button>
      </Flex>
    </Grid>
  );
}

type AvailabilityProps = Pick<TypologyOfferProps, "typology" | "locale" | "search">;

function Availability({ typology, locale, search }: AvailabilityProps) {
  if (search) {
    const day = formatDate(search.date, locale);
    return (
      <Text fontSize="sm" fontWeight="medium" color="green.700">
        {typology.lotType === "parking" ? (
          <Plural
            value={search.freeCount}
            one={`# place libre le ${day}`}
            other={`# places libres le ${day}`}
          />
        ) : (
          <Plural
            value={search.freeCount}
            one={`# logement libre le ${day}`}
            other={`# logements libres le ${day}`}
          />
        )}
      </Text>
    );
  }
  if (typology.availableFrom === null) {
    return (
      <Text fontSize="sm" color="fg.muted">
        <Trans>Complet pour le moment</Trans>
      </Text>
    );
  }
  const from = typology.availableFrom;
  const day = formatDate(from, locale);
  return (
    <Text fontSize="sm" fontWeight="medium" color="green.700">
      {from <= today() ? (
        <Trans>Disponible dès maintenant</Trans>
      ) : (
        <Trans>Disponible à partir du {day}</Trans>
      )}
    </Text>
  );
}
