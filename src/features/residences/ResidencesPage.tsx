import { Container, Heading, Stack, Text } from "@chakra-ui/react";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { getResidences } from "../../api/catalogue.ts";
import { findPageMeta } from "../../api/editorial.ts";
import { cityNames } from "../../i18n/cities.ts";
import { pageTitles } from "../../routes/pageTitles.ts";
import { pathFor } from "../../routes/paths.ts";
import { AppLink } from "../../shared/AppLink.tsx";
import { PageHead } from "../../shared/PageHead.tsx";
import { type PageLoadContext, usePageData } from "../../shared/pageData.ts";
import { useCurrentLocale } from "../../shared/useCurrentRoute.ts";
import { isCityAlias } from "../offer/cityAlias.ts";
import { ResidenceGrid } from "../offer/ResidenceGrid.tsx";
import { Breadcrumbs } from "../page/Breadcrumbs.tsx";
import { titleOfMeta } from "../page/pageMeta.ts";
import { CityFilter } from "./CityFilter.tsx";

/** The list of residences, all or one city's (`?city=`); an unknown city shows them all. */
export async function loadPage({ locale, search, signal, api }: PageLoadContext) {
  const city = isCityAlias(search.city) ? search.city : undefined;
  const [residences, meta] = await Promise.all([
    getResidences({ locale, ...(city ? { city } : {}) }, { signal, client: api }),
    findPageMeta("residences", locale, { signal, client: api }),
  ]);
  return { city, residences, meta };
}

export default function ResidencesPage() {
  const { city, residences, meta } = usePageData<typeof loadPage>();
  const locale = useCurrentLocale();
  const { t, i18n } = useLingui();
  const baseTitle = titleOfMeta(meta, i18n._(pageTitles.residences));
  const cityName = city ? i18n._(cityNames[city]) : undefined;
  const title = cityName ? t`Nos résidences étudiantes à ${cityName}` : baseTitle;
  return (
    <Container maxW="6xl" py={{ base: "6", lg: "10" }}>
      <PageHead title={title} description={meta?.description} />
      <Stack gap="6">
        <Breadcrumbs
          items={[
            { label: t`Accueil`, href: pathFor("homepage", locale) },
            ...(cityName
              ? [{ label: baseTitle, href: pathFor("residences", locale) }, { label: cityName }]
              : [{ label: baseTitle }]),
          ]}
        />
        <Stack gap="3">
          <Heading as="h1" size={{ base: "2xl", lg: "4xl" }}>
            {title}
          </Heading>
          <Text fontSize="lg" maxW="3xl">
            {meta?.abstract || (
              <Trans>
                Des logements meublés pour étudiants et jeunes actifs, charges comprises, à réserver
                en ligne.
              </Trans>
            )}
          </Text>
        </Stack>
        <CityFilter selected={city} locale={locale} />
        <Heading as="h2" size="md">
          <Plural value={residences.length} one="# résidence" other="# résidences" />
        </Heading>
        {residences.length > 0 ? (
          <ResidenceGrid residences={residences} locale={locale} headingLevel="h3" />
        ) : (
          <Text>
            <Trans>Aucune résidence dans cette ville pour le moment.</Trans>
          </Text>
        )}
        {city && cityName && (
          <AppLink
            href={pathFor("city", locale, { alias: city })}
            color="brand.fg"
            fontWeight="semibold"
          >
            <Trans>Vivre et étudier à {cityName} : notre guide</Trans>
          </AppLink>
        )}
      </Stack>
    </Container>
  );
}
