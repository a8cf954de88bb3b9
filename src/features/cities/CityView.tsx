import { Box, Container, Flex, Grid, Heading, Stack, Text } from "@chakra-ui/react";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import type { CityDetail } from "../../api/catalogue.ts";
import { cityAliases, type Locale } from "../../config/index.ts";
import { cityNames } from "../../i18n/cities.ts";
import type { PageAliases } from "../../routes/languageSwitch.ts";
import { pathFor } from "../../routes/paths.ts";
import { AppLink } from "../../shared/AppLink.tsx";
import { PageHead } from "../../shared/PageHead.tsx";
import { type PageLoadContext, usePageData } from "../../shared/pageData.ts";
import { useCurrentLocale } from "../../shared/useCurrentRoute.ts";
import { SanitizedHtml } from "../html/SanitizedHtml.tsx";
import { PriceFrom } from "../offer/PriceFrom.tsx";
import { ResidenceGrid } from "../offer/ResidenceGrid.tsx";
import { ResidencesBreadcrumbs } from "../page/Breadcrumbs.tsx";
import { PageSection } from "../page/PageSection.tsx";
import { Picture } from "../page/Picture.tsx";
import { SearchForm } from "../search/index.ts";
import { type loadCity, lowestPriceOf } from "./cityPageData.ts";

/**
 * The city page and the city landing page: the city their loader read, in the current locale;
 * `titleOf` words the heading with the city's name.
 */
export function LoadedCityView({ titleOf }: { titleOf: (name: string) => string }) {
  const { city, pageAliases } =
    usePageData<(context: PageLoadContext) => ReturnType<typeof loadCity>>();
  const locale = useCurrentLocale();
  return <CityView city={city} locale={locale} title={titleOf(city.name)} aliases={pageAliases} />;
}

type CityViewProps = {
  city: CityDetail;
  locale: Locale;
  /** The page's heading: the landing page targets "student residences in {city}". */
  title: string;
  aliases: PageAliases;
};

/** A city: its residences with prices, a search there, and what living there is like. */
function CityView({ city, locale, title, aliases }: CityViewProps) {
  const { t, i18n } = useLingui();
  const name = city.name;
  const count = city.residences.length;
  return (
    <Container maxW="6xl" py={{ base: "6", lg: "10" }}>
      <PageHead title={title} description={city.abstract} aliases={aliases} />
      <Stack gap={{ base: "10", lg: "14" }}>
        <Stack gap="6">
          <ResidencesBreadcrumbs locale={locale} trail={[{ label: name }]} />
          <Grid templateColumns={{ base: "1fr", lg: "1fr 1fr" }} gap="8" alignItems="center">
            <Stack gap="4">
              {city.region && (
                <Text
                  fontSize="sm"
                  fontWeight="semibold"
                  color="brand.fg"
                  textTransform="uppercase"
                >
                  {city.region}
                </Text>
              )}
              <Heading as="h1" size={{ base: "2xl", lg: "4xl" }}>
                {title}
              </Heading>
              {city.abstract && <Text fontSize="lg">{city.abstract}</Text>}
              <Box>
                <Text fontWeight="semibold">
                  <Plural value={count} one="# résidence" other="# résidences" />
                </Text>
                <PriceFrom amount={lowestPriceOf(city.residences)} locale={locale} />
              </Box>
            </Stack>
            {city.picture && <Picture src={city.picture} alt="" borderRadius="xl" priority />}
          </Grid>
          <Box p={{ base: "4", md: "5" }} borderWidth="1px" borderRadius="xl" bg="brand.subtle">
            <Heading as="h2" size="md" mb="3">
              <Trans>Trouver un logement à {name}</Trans>
            </Heading>
            <SearchForm locale={locale} initial={{ city: city.alias }} />
          </Box>
        </Stack>

        <PageSection id="residences" title={<Trans>Nos résidences à {name}</Trans>}>
          {count > 0 ? (
            <ResidenceGrid residences={city.residences} locale={locale} headingLevel="h3" />
          ) : (
            <Text>
              <Trans>Aucune résidence dans cette ville pour le moment.</Trans>
            </Text>
          )}
        </PageSection>

        {city.description && (
          <PageSection id="vivre" title={<Trans>Vivre et étudier à {name}</Trans>}>
            <SanitizedHtml html={city.description} maxW="3xl" />
          </PageSection>
        )}

        <Box as="nav" aria-label={t`Nos autres villes`}>
          <Heading as="h2" size="md" mb="3">
            <Trans>Nos autres villes</Trans>
          </Heading>
          <Flex as="ul" listStyleType="none" wrap="wrap" gap="3">
            {cityAliases
              .filter((alias) => alias !== city.alias)
              .map((alias) => (
                <li key={alias}>
                  <AppLink href={pathFor("cityLanding", locale, { city: alias })} color="brand.fg">
                    {t`Résidences étudiantes ${i18n._(cityNames[alias])}`}
                  </AppLink>
                </li>
              ))}
          </Flex>
        </Box>
      </Stack>
    </Container>
  );
}
