import { Box, Container, Flex, Heading, Icon, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { BadgeCheck, Laptop, Receipt } from "lucide-react";
import { brand, type Locale, RESIDENCE_COUNT } from "../../config/index.ts";
import { SearchForm } from "../search/index.ts";

/**
 * The first screen: the promise, the search and three reassurances. Text only, no picture, so
 * the largest paint is the heading and it shows as soon as the page's script runs.
 */
export function HomeHero({ locale }: { locale: Locale }) {
  const { t } = useLingui();
  const reassurances = [
    { icon: Laptop, text: t`Réservation, dossier et signature 100 % en ligne` },
    { icon: Receipt, text: t`Charges, internet et meubles compris dans le loyer` },
    { icon: BadgeCheck, text: t`Garant, Visale ou Garantme acceptés` },
  ];
  return (
    <Box as="section" aria-labelledby="home-title" bg="brand.subtle" py={{ base: "8", lg: "16" }}>
      <Container maxW="6xl">
        <Heading
          as="h1"
          id="home-title"
          size={{ base: "3xl", lg: "5xl" }}
          maxW="3xl"
          lineHeight="1.15"
        >
          <Trans>Votre logement étudiant meublé, réservé en ligne</Trans>
        </Heading>
        <Text fontSize={{ base: "md", lg: "lg" }} mt="4" maxW="3xl">
          <Trans>
            {brand.name} loue des appartements meublés dans {RESIDENCE_COUNT} résidences pour
            étudiants et jeunes actifs, à Paris, en Île-de-France, à Bordeaux, Lyon, Lille et
            Marseille.
          </Trans>
        </Text>
        <Box mt="6" p={{ base: "4", md: "6" }} bg="bg" borderRadius="xl" shadow="md">
          <SearchForm locale={locale} />
        </Box>
        <Flex as="ul" listStyleType="none" mt="6" gap={{ base: "2", md: "6" }} wrap="wrap">
          {reassurances.map(({ icon: Glyph, text }) => (
            <Flex as="li" key={text} align="center" gap="2" fontSize="sm" fontWeight="medium">
              <Icon aria-hidden="true" color="brand.fg">
                <Glyph />
              </Icon>
              {text}
            </Flex>
          ))}
        </Flex>
      </Container>
    </Box>
  );
}
