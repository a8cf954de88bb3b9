import { Container, Grid, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { getResidence } from "../../api/catalogue.ts";
import { pathFor } from "../../routes/paths.ts";
import { PageHead } from "../../shared/PageHead.tsx";
import { orNotFound, type PageLoadContext, usePageData } from "../../shared/pageData.ts";
import { useCurrentLocale } from "../../shared/useCurrentRoute.ts";
import { useContactDialog } from "../contact/index.ts";
import { SanitizedHtml } from "../html/SanitizedHtml.tsx";
import { residenceAlias } from "../offer/ResidenceCard.tsx";
import { ResidenceGrid } from "../offer/ResidenceGrid.tsx";
import { TypologyOffer } from "../offer/TypologyOffer.tsx";
import { ResidencesBreadcrumbs } from "../page/Breadcrumbs.tsx";
import { Carousel } from "../page/carousel/Carousel.tsx";
import { THUMBNAIL_CAROUSEL_DELAY_MS } from "../page/carousel/carouselReducer.ts";
import { PageSection } from "../page/PageSection.tsx";
import { ResidenceOverview } from "./ResidenceOverview.tsx";
import { ServiceList } from "./ServiceList.tsx";
import { TeamList } from "./TeamList.tsx";
import { Testimonials } from "./Testimonials.tsx";
import { TransportList } from "./TransportList.tsx";

/** One residence by its alias (either language's); an unknown alias is the not-found page. */
export async function loadPage({ locale, params, signal, api }: PageLoadContext) {
  const residence = await orNotFound(
    getResidence({ locale, alias: params.alias ?? "" }, { signal, client: api }),
  );
  return {
    residence,
    pageAliases: { fr: { alias: residence.alias_fr }, en: { alias: residence.alias_en } },
  };
}

const TYPOLOGIES_ID = "logements";

export default function ResidencePage() {
  const { residence, pageAliases } = usePageData<typeof loadPage>();
  const locale = useCurrentLocale();
  const { t } = useLingui();
  const contact = useContactDialog();
  const alias = residenceAlias(residence, locale);
  const name = residence.name;
  const cityName = residence.city.name;
  return (
    <Container maxW="6xl" py={{ base: "6", lg: "10" }}>
      <PageHead
        title={t`${name}, résidence étudiante à ${cityName}`}
        description={residence.abstract}
        aliases={pageAliases}
      />
      <Stack gap={{ base: "10", lg: "14" }}>
        <Stack gap="6">
          <ResidencesBreadcrumbs
            locale={locale}
            trail={[
              {
                label: cityName,
                href: pathFor("residences", locale, {}, { city: residence.city.alias }),
              },
              { label: residence.name },
            ]}
          />
          <Grid templateColumns={{ base: "1fr", lg: "3fr 2fr" }} gap={{ base: "6", lg: "10" }}>
            <Carousel
              label={t`Photos de ${name}`}
              slides={residence.thumbnails}
              delayMs={THUMBNAIL_CAROUSEL_DELAY_MS}
              priority
            />
            <ResidenceOverview
              residence={residence}
              locale={locale}
              typologiesId={TYPOLOGIES_ID}
              onContact={() => contact.openForResidence(residence.crm_id)}
            />
          </Grid>
          {residence.description && <SanitizedHtml html={residence.description} maxW="3xl" />}
        </Stack>

        <PageSection id={TYPOLOGIES_ID} title={<Trans>Les logements et leurs prix</Trans>}>
          <Text mb="4" color="fg.muted">
            <Trans>
              Prix par mois, charges comprises (eau, chauffage, internet). Choisissez un logement
              pour voir ses disponibilités et le réserver.
            </Trans>
          </Text>
          <Stack as="ul" listStyleType="none" gap="4">
            {residence.typologies.map((typology) => (
              <li key={typology.id}>
                <TypologyOffer typology={typology} residenceAlias={alias} locale={locale} />
              </li>
            ))}
          </Stack>
        </PageSection>

        <PageSection id="services" title={<Trans>Les services</Trans>}>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="8">
            <ServiceList title={t`Compris dans le loyer`} services={residence.includedServices} />
            <ServiceList title={t`En option`} services={residence.extraServices} />
          </SimpleGrid>
        </PageSection>

        {residence.transports.length > 0 && (
          <PageSection id="transports" title={<Trans>Accès et transports</Trans>}>
            <TransportList transports={residence.transports} />
          </PageSection>
        )}

        {residence.team.length > 0 && (
          <PageSection id="equipe" title={<Trans>L'équipe de la résidence</Trans>}>
            <TeamList team={residence.team} />
          </PageSection>
        )}

        {residence.testimonials.length > 0 && (
          <PageSection id="avis" title={<Trans>Ils y habitent</Trans>}>
            <Testimonials testimonials={residence.testimonials} />
          </PageSection>
        )}

        {residence.nearby.length > 0 && (
          <PageSection id="a-proximite" title={<Trans>Autres résidences à {cityName}</Trans>}>
            <ResidenceGrid residences={residence.nearby} locale={locale} headingLevel="h3" />
          </PageSection>
        )}
      </Stack>
    </Container>
  );
}
