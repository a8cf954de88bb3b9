import { Box, Container, Flex, Heading, Stack, Text } from "@chakra-ui/react";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { searchAvailability } from "../../api/catalogue.ts";
import { findPageMeta } from "../../api/editorial.ts";
import { cityNames } from "../../i18n/cities.ts";
import { formatDate } from "../../i18n/format.ts";
import { pageTitles } from "../../routes/pageTitles.ts";
import { PageHead } from "../../shared/PageHead.tsx";
import { type PageLoadContext, usePageData } from "../../shared/pageData.ts";
import { useCurrentLocale } from "../../shared/useCurrentRoute.ts";
import { today } from "../../time/now.ts";
import { titleOfMeta } from "../page/pageMeta.ts";
import { findAlternatives } from "./alternatives.ts";
import { NoResults } from "./NoResults.tsx";
import { SearchForm } from "./SearchForm.tsx";
import { SearchResultCard } from "./SearchResultCard.tsx";
import { SortSelect } from "./SortSelect.tsx";
import { readSearchQuery } from "./searchQuery.ts";
import { type SortOrder, sortResults } from "./sortResults.ts";

/**
 * Residences with flat types free on the arrival day (`?city=&date=`). An empty answer also
 * looks for later days and other cities that do have something, to suggest them.
 */
export async function loadPage({ locale, search, signal, api }: PageLoadContext) {
  const query = readSearchQuery(search, today());
  const [answer, meta] = await Promise.all([
    searchAvailability(
      { locale, date: query.date, ...(query.city ? { city: query.city } : {}) },
      { signal, client: api },
    ),
    findPageMeta("searchResult", locale, { signal, client: api }),
  ]);
  const alternatives =
    answer.results.length === 0
      ? await findAlternatives(locale, query, { signal, client: api })
      : null;
  return { query, answer, meta, alternatives };
}

export default function SearchResultsPage() {
  const { query, answer, meta, alternatives } = usePageData<typeof loadPage>();
  const locale = useCurrentLocale();
  const { t, i18n } = useLingui();
  const [order, setOrder] = useState<SortOrder>("relevance");
  const cityName = query.city ? i18n._(cityNames[query.city]) : undefined;
  const day = formatDate(query.date, locale);
  const results = sortResults(answer.results, order);
  return (
    <Container maxW="6xl" py={{ base: "6", lg: "10" }}>
      <PageHead
        title={titleOfMeta(meta, i18n._(pageTitles.searchResult))}
        description={meta?.description}
      />
      <Stack gap="6">
        <Stack gap="2">
          <Heading as="h1" size={{ base: "2xl", lg: "4xl" }}>
            <Trans>Logements disponibles</Trans>
          </Heading>
          <Text fontSize="lg">
            {cityName ? (
              <Trans>
                À {cityName}, pour une arrivée le {day}
              </Trans>
            ) : (
              <Trans>Dans toutes nos villes, pour une arrivée le {day}</Trans>
            )}
          </Text>
        </Stack>
        {query.dateAdjusted && (
          <Text role="status" p="3" borderRadius="md" bg="orange.50">
            <Trans>
              La date demandée est passée ou incorrecte : voici les logements disponibles dès
              aujourd'hui.
            </Trans>
          </Text>
        )}
        <Box p={{ base: "4", md: "5" }} borderWidth="1px" borderRadius="xl" bg="brand.subtle">
          <SearchForm
            key={`${query.city ?? ""}${query.date}`}
            locale={locale}
            initial={{ city: query.city, date: query.date }}
            submitLabel={t`Modifier la recherche`}
          />
        </Box>
        {results.length === 0 ? (
          <NoResults
            city={query.city && cityName ? { alias: query.city, name: cityName } : undefined}
            date={query.date}
            alternatives={alternatives}
            locale={locale}
          />
        ) : (
          <Stack gap="4">
            <Flex justify="space-between" align="center" wrap="wrap" gap="3">
              <Heading as="h2" size="md">
                <Plural
                  value={results.length}
                  one="# résidence avec des logements libres"
                  other="# résidences avec des logements libres"
                />
              </Heading>
              <SortSelect value={order} onChange={setOrder} />
            </Flex>
            <Stack as="ol" listStyleType="none" gap="6" aria-label={t`Résultats`}>
              {results.map((result) => (
                <li key={result.residence.id}>
                  <SearchResultCard result={result} date={query.date} locale={locale} />
                </li>
              ))}
            </Stack>
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
