import { Box, Container, Flex, Heading, Text } from "@chakra-ui/react";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import type { ResidenceCard } from "../../api/catalogue.ts";
import { cityAliases, type Locale } from "../../config/index.ts";
import { cityNames } from "../../i18n/cities.ts";
import { pathFor } from "../../routes/paths.ts";
import { AppLink } from "../../shared/AppLink.tsx";
import { ResidenceGrid } from "../offer/ResidenceGrid.tsx";
import { belowTheFold } from "../page/belowTheFold.ts";
import { Deferred } from "../page/Deferred.tsx";
import { LoadingBlock } from "../page/LoadingBlock.tsx";
import { Unavailable } from "../page/Unavailable.tsx";

/** Residence cards the home page shows on a phone before its link to the full list. */
const PHONE_CARDS = 6;

type HomeResidencesProps = { residences: Promise<ResidenceCard[] | null>; locale: Locale };

/** Every residence as a card, with shortcuts to each city's page. */
export function HomeResidences({ residences, locale }: HomeResidencesProps) {
  const { t, i18n } = useLingui();
  return (
    <Container as="section" aria-labelledby="home-residences" css={belowTheFold} maxW="6xl" py="12">
      <Flex justify="space-between" align="baseline" wrap="wrap" gap="2" mb="4">
        <Heading as="h2" id="home-residences" size="2xl">
          <Trans>Nos résidences</Trans>
        </Heading>
        <AppLink href={pathFor("residences", locale)} color="brand.fg" fontWeight="semibold">
          <Trans>Voir toutes les résidences</Trans>
        </AppLink>
      </Flex>
      <Box as="nav" aria-label={t`Résidences par ville`} mb="6">
        <Flex as="ul" listStyleType="none" wrap="wrap" gap="2">
          {cityAliases.map((city) => (
            <li key={city}>
              <AppLink
                href={pathFor("cityLanding", locale, { city })}
                display="inline-block"
                px="3"
                py="1"
                borderWidth="1px"
                borderColor="brand.border"
                borderRadius="full"
                color="brand.fg"
                fontSize="sm"
              >
                {i18n._(cityNames[city])}
              </AppLink>
            </li>
          ))}
        </Flex>
      </Box>
      <Deferred value={residences} fallback={<LoadingBlock count={6} />}>
        {(list) =>
          list ? (
            <>
              <Text mb="4" color="fg.muted">
                <Plural
                  value={list.length}
                  one="# résidence meublée, prix charges comprises"
                  other="# résidences meublées, prix charges comprises"
                />
              </Text>
              {/* On a phone, 18 stacked cards made a page of 15,000 px: six, then the list. */}
              <ResidenceGrid
                residences={list}
                locale={locale}
                headingLevel="h3"
                phoneLimit={PHONE_CARDS}
              />
              {list.length > PHONE_CARDS && (
                <Box display={{ base: "block", md: "none" }} mt="6" textAlign="center">
                  <AppLink
                    href={pathFor("residences", locale)}
                    color="brand.fg"
                    fontWeight="semibold"
                  >
                    <Plural
                      value={list.length}
                      one="Voir la résidence"
                      other="Voir les # résidences"
                    />
                  </AppLink>
                </Box>
              )}
            </>
          ) : (
            <Unavailable />
          )
        }
      </Deferred>
    </Container>
  );
}
