import { Box, Flex, Heading, Stack, Text } from "@chakra-ui/react";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import type { Locale } from "../../config/index.ts";
import { formatDate } from "../../i18n/format.ts";
import { pathFor } from "../../routes/paths.ts";
import { AppLink } from "../../shared/AppLink.tsx";
import type { Alternatives } from "./alternatives.ts";
import { searchParamsOf } from "./searchQuery.ts";

type NoResultsProps = {
  city: { alias: string; name: string } | undefined;
  date: string;
  alternatives: Alternatives | null;
  locale: Locale;
};

/** Nothing free that day: says so plainly, then offers only searches known to give results. */
export function NoResults({ city, date, alternatives, locale }: NoResultsProps) {
  const { t } = useLingui();
  const day = formatDate(date, locale);
  const cityName = city?.name;
  const later = alternatives?.laterDates ?? [];
  const elsewhere = alternatives?.otherCities ?? [];
  const linkStyle = { color: "brand.fg", fontWeight: "semibold" } as const;
  return (
    <Stack gap="6" p={{ base: "4", md: "6" }} borderWidth="1px" borderRadius="xl" bg="gray.50">
      <Stack gap="2">
        <Heading as="h2" size="xl">
          <Trans>Aucun logement disponible à cette date</Trans>
        </Heading>
        <Text>
          {cityName ? (
            <Trans>
              Nous n'avons pas de logement libre à {cityName} pour une arrivée le {day}. Des
              logements se libèrent chaque mois : essayez une autre date ou une autre ville.
            </Trans>
          ) : (
            <Trans>
              Nous n'avons pas de logement libre pour une arrivée le {day}. Des logements se
              libèrent chaque mois : essayez une autre date.
            </Trans>
          )}
        </Text>
      </Stack>
      {later.length > 0 && (
        <Box as="nav" aria-label={t`Arriver un peu plus tard`}>
          <Heading as="h3" size="md" mb="2">
            <Trans>Arriver un peu plus tard</Trans>
          </Heading>
          <Flex as="ul" listStyleType="none" direction="column" gap="1">
            {later.map(({ date: laterDate, count }) => {
              const laterDay = formatDate(laterDate, locale);
              const href = pathFor(
                "searchResult",
                locale,
                {},
                searchParamsOf({ city: city?.alias, date: laterDate }),
              );
              return (
                <li key={laterDate}>
                  <AppLink href={href} {...linkStyle}>
                    <Trans>Arrivée le {laterDay}</Trans>
                  </AppLink>{" "}
                  <Text as="span" color="fg.muted">
                    <Plural value={count} one="(# résidence)" other="(# résidences)" />
                  </Text>
                </li>
              );
            })}
          </Flex>
        </Box>
      )}
      {elsewhere.length > 0 && (
        <Box as="nav" aria-label={t`Dans une autre ville, à la même date`}>
          <Heading as="h3" size="md" mb="2">
            <Trans>Dans une autre ville, à la même date</Trans>
          </Heading>
          <Flex as="ul" listStyleType="none" direction="column" gap="1">
            {elsewhere.map((other) => (
              <li key={other.alias}>
                <AppLink
                  href={pathFor(
                    "searchResult",
                    locale,
                    {},
                    searchParamsOf({ city: other.alias, date }),
                  )}
                  {...linkStyle}
                >
                  {other.name}
                </AppLink>{" "}
                <Text as="span" color="fg.muted">
                  <Plural value={other.count} one="(# résidence)" other="(# résidences)" />
                </Text>
              </li>
            ))}
          </Flex>
        </Box>
      )}
      <AppLink href={pathFor("residences", locale)} {...linkStyle}>
        <Trans>Voir toutes nos résidences</Trans>
      </AppLink>
    </Stack>
  );
}
