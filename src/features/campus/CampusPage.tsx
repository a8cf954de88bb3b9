import { Box, Container, Flex, Heading, Icon, SimpleGrid, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Check } from "lucide-react";
import { findPageMeta } from "../../api/editorial.ts";
import { brand, cityAliases } from "../../config/index.ts";
import { cityNames } from "../../i18n/cities.ts";
import { pageTitles } from "../../routes/pageTitles.ts";
import { pathFor } from "../../routes/paths.ts";
import { AppLink } from "../../shared/AppLink.tsx";
import { PageHead } from "../../shared/PageHead.tsx";
import { type PageLoadContext, usePageData } from "../../shared/pageData.ts";
import { useCurrentLocale } from "../../shared/useCurrentRoute.ts";
import { outlineLinkButton, solidLinkButton } from "../page/linkButtonStyles.ts";
import { audiences, keyFigures, promises, values } from "./campusContent.ts";
import { KeyFigures } from "./KeyFigures.tsx";

export async function loadPage({ locale, signal, api }: PageLoadContext) {
  return { meta: await findPageMeta("campus", locale, { signal, client: api }) };
}

/** The spec's `{product}_campus` page: who we are, in figures, values and promises. */
export default function CampusPage() {
  const { t, i18n } = useLingui();
  const { meta } = usePageData<typeof loadPage>();
  const locale = useCurrentLocale();
  const title = meta?.title || i18n._(pageTitles.campus);
  return (
    <Box py={{ base: "8", md: "12" }}>
      <PageHead title={title} description={meta?.description} />
      <Container maxW="5xl">
        <Heading as="h1" size={{ base: "2xl", md: "4xl" }} mb="4">
          {title}
        </Heading>
        <Text fontSize={{ base: "lg", md: "xl" }} color="fg.muted" mb="10" maxW="3xl">
          <Trans>
            {brand.name} loue des logements meublés en résidence aux étudiants et aux jeunes actifs
            qui s'installent dans une nouvelle ville. Nous gérons nos résidences nous-mêmes, de la
            réservation en ligne à la remise des clés.
          </Trans>
        </Text>
        <KeyFigures figures={keyFigures} />

        <Box as="section" aria-labelledby="campus-audience" mt="16">
          <Heading as="h2" id="campus-audience" size={{ base: "xl", md: "2xl" }} mb="4">
            <Trans>Pour qui ?</Trans>
          </Heading>
          <Text mb="5" color="fg.muted" maxW="3xl">
            <Trans>
              Nos résidences accueillent celles et ceux qui commencent leurs études, leur stage ou
              leur premier emploi, pour quelques mois ou plusieurs années.
            </Trans>
          </Text>
          <Box
            as="ul"
            listStyleType="none"
            display="grid"
            gridTemplateColumns={{ base: "1fr", md: "repeat(3, 1fr)" }}
            gap="3"
          >
            {audiences.map((audience) => (
              <Flex as="li" key={audience.id} align="center" gap="2">
                <Icon aria-hidden="true" color="brand.fg">
                  <Check />
                </Icon>
                {i18n._(audience)}
              </Flex>
            ))}
          </Box>
        </Box>

        <Box as="section" aria-labelledby="campus-values" mt="16">
          <Heading as="h2" id="campus-values" size={{ base: "xl", md: "2xl" }} mb="6">
            <Trans>Nos valeurs</Trans>
          </Heading>
          <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2 }} gap="5">
            {values.map((value) => (
              <Box as="li" key={value.title.id} p="6" borderWidth="1px" borderRadius="xl">
                <Icon aria-hidden="true" boxSize="8" color="accent.700" mb="3">
                  <value.icon />
                </Icon>
                <Heading as="h3" size="md" mb="2">
                  {i18n._(value.title)}
                </Heading>
                <Text color="fg.muted">{i18n._(value.text)}</Text>
              </Box>
            ))}
          </SimpleGrid>
        </Box>

        <Box
          as="section"
          aria-labelledby="campus-promise"
          mt="16"
          p={{ base: "6", md: "10" }}
          borderRadius="2xl"
          bg="brand.900"
          color="white"
        >
          <Heading
            as="h2"
            id="campus-promise"
            size={{ base: "xl", md: "2xl" }}
            mb="5"
            color="white"
          >
            <Trans>La promesse de notre équipe</Trans>
          </Heading>
          <Box as="ul" listStyleType="none" display="grid" gap="4">
            {promises.map((promise) => (
              <Flex as="li" key={promise.id} gap="3" align="flex-start">
                <Icon aria-hidden="true" mt="1" flexShrink="0">
                  <Check />
                </Icon>
                <Text>{i18n._(promise)}</Text>
              </Flex>
            ))}
          </Box>
        </Box>

        <Box as="section" aria-labelledby="campus-cities" mt="16">
          <Heading as="h2" id="campus-cities" size={{ base: "xl", md: "2xl" }} mb="4">
            <Trans>Nos villes</Trans>
          </Heading>
          <Flex as="ul" listStyleType="none" wrap="wrap" gap="3">
            {cityAliases.map((city) => (
              <li key={city}>
                <AppLink
                  href={pathFor("cityLanding", locale, { city })}
                  {...outlineLinkButton}
                  h="10"
                  px="4"
                >
                  {i18n._(cityNames[city])}
                </AppLink>
              </li>
            ))}
          </Flex>
        </Box>

        <Flex gap="3" wrap="wrap" mt="12">
          <AppLink href={pathFor("residences", locale)} {...solidLinkButton}>
            <Trans>Voir nos résidences</Trans>
          </AppLink>
          <AppLink href={pathFor("book", locale)} {...outlineLinkButton}>
            {t`Comment réserver`}
          </AppLink>
        </Flex>
      </Container>
    </Box>
  );
}
