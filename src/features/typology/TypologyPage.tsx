import { Box, Button, Container, Grid, Heading, Stack, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { getTypology } from "../../api/catalogue.ts";
import { pathFor } from "../../routes/paths.ts";
import { AppLink } from "../../shared/AppLink.tsx";
import { PageHead } from "../../shared/PageHead.tsx";
import { orNotFound, type PageLoadContext, usePageData } from "../../shared/pageData.ts";
import { useCurrentLocale } from "../../shared/useCurrentRoute.ts";
import { today } from "../../time/now.ts";
import { arrivalDayProblem } from "../offer/arrivalDay.ts";
import { MonthlyTotal } from "../offer/MonthlyTotal.tsx";
import { residenceAlias } from "../offer/ResidenceCard.tsx";
import { TypologyOffer } from "../offer/TypologyOffer.tsx";
import { genderRestrictionLabels } from "../offer/typologyFeatures.ts";
import { ResidencesBreadcrumbs } from "../page/Breadcrumbs.tsx";
import { Carousel } from "../page/carousel/Carousel.tsx";
import { PageSection } from "../page/PageSection.tsx";
import { BookingPanel } from "./BookingPanel.tsx";
import { FeatureList } from "./FeatureList.tsx";
import { PriceTable } from "./PriceTable.tsx";

/**
 * A flat type of a residence, by both aliases (either language's). `?date=` (from the search
 * results) preselects the arrival day when it can still be booked.
 */
export async function loadPage({ locale, params, search, signal, api }: PageLoadContext) {
  const typology = await orNotFound(
    getTypology(
      {
        locale,
        aliasResidence: params.aliasResidence ?? "",
        aliasTypology: params.aliasTypology ?? "",
      },
      { signal, client: api },
    ),
  );
  const asked = typeof search.date === "string" ? search.date : undefined;
  const initialDate = asked && arrivalDayProblem(asked, today()) === null ? asked : undefined;
  const { residence } = typology;
  return {
    typology,
    initialDate,
    pageAliases: {
      fr: { aliasResidence: residence.alias_fr, aliasTypology: typology.alias_fr },
      en: { aliasResidence: residence.alias_en, aliasTypology: typology.alias_en },
    },
  };
}

const BOOKING_ID = "reserver";

export default function TypologyPage() {
  const { typology, initialDate, pageAliases } = usePageData<typeof loadPage>();
  const locale = useCurrentLocale();
  const { t, i18n } = useLingui();
  const { residence } = typology;
  const aliasResidence = residenceAlias(residence, locale);
  const residenceHref = pathFor("residenceDetails", locale, { alias: aliasResidence });
  const photos = [typology.thumbnail, residence.thumbnail].filter((photo) => photo !== null);
  const name = typology.name;
  const residenceName = residence.name;
  const cityName = residence.city.name;
  return (
    <Container maxW="6xl" py={{ base: "6", lg: "10" }}>
      <PageHead
        title={t`${name}, ${residenceName} à ${cityName}`}
        description={typology.description || residence.abstract}
        aliases={pageAliases}
      />
      <Stack gap={{ base: "8", lg: "12" }}>
        <ResidencesBreadcrumbs
          locale={locale}
          trail={[{ label: residenceName, href: residenceHref }, { label: name }]}
        />
        <Grid templateColumns={{ base: "1fr", lg: "3fr 2fr" }} gap={{ base: "8", lg: "10" }}>
          <Stack gap="6" minW="0">
            <Stack gap="2">
              <Heading as="h1" size={{ base: "2xl", lg: "4xl" }}>
                {name}
              </Heading>
              <Text fontSize="lg">
                <Trans>
                  à la résidence{" "}
                  <AppLink href={residenceHref} color="brand.fg" fontWeight="semibold">
                    {residenceName}
                  </AppLink>
                  , {cityName}
                </Trans>
              </Text>
            </Stack>
            <Carousel label={t`Photos du logement ${name}`} slides={photos} priority />
            <FeatureList typology={typology} />
            {typology.gender && (
              <Text fontWeight="semibold" color="accent.700">
                {i18n._(genderRestrictionLabels[typology.gender])}
              </Text>
            )}
            {/* On phones the booking panel comes after the details: a shortcut to it. */}
            <Box display={{ base: "block", lg: "none" }} p="4" bg="brand.subtle" borderRadius="lg">
              <MonthlyTotal pricing={typology.pricing} locale={locale} />
              <Button asChild colorPalette="brand" mt="3" w="full">
                <a href={`#${BOOKING_ID}`}>
                  <Trans>Choisir ma date d'arrivée</Trans>
                </a>
              </Button>
            </Box>
            {typology.description && <Text>{typology.description}</Text>}
            <PageSection id="prix" title={<Trans>Le prix, tout compris</Trans>}>
              <PriceTable
                pricing={typology.pricing}
                locale={locale}
                flatName={`${name}, ${residenceName}`}
              />
            </PageSection>
          </Stack>
          <Box
            as="section"
            id={BOOKING_ID}
            aria-labelledby={`${BOOKING_ID}-title`}
            scrollMarginTop="24"
          >
            <Box position={{ lg: "sticky" }} top={{ lg: "6" }}>
              <BookingPanel
                typology={typology}
                locale={locale}
                initialDate={initialDate}
                headingId={`${BOOKING_ID}-title`}
              />
            </Box>
          </Box>
        </Grid>
        {typology.otherTypologies.length > 0 && (
          <PageSection
            id="autres-logements"
            title={<Trans>Les autres logements de la résidence</Trans>}
          >
            <Stack as="ul" listStyleType="none" gap="4">
              {typology.otherTypologies.map((other) => (
                <li key={other.id}>
                  <TypologyOffer typology={other} residenceAlias={aliasResidence} locale={locale} />
                </li>
              ))}
            </Stack>
          </PageSection>
        )}
      </Stack>
    </Container>
  );
}
