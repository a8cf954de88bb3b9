import {
  Box,
  Button,
  Container,
  Flex,
  Heading,
  Link,
  SimpleGrid,
  Stack,
  Text,
} from "@chakra-ui/react";

/**
 * Elements of the home page's first screen, in the same kinds of Chakra parts (header links,
 * a hero with a heading and a call to action, cards): `CARD_COUNT` sets the page's DOM size,
 * about that of the home page's first screen (on 2026-11-24, 62 elements showed in the home
 * page's first 412×823 screen, and this page has about 70 in all; the bench prints each
 * page's whole DOM size).
 */
const CARD_COUNT = 6;
const NAV_LINKS = ["Résidences", "Logements", "Services", "Questions", "Contact"];

export function FloorPage() {
  return (
    <Box minHeight="100vh" bg="bg">
      <Flex
        as="header"
        align="center"
        justify="space-between"
        px="4"
        py="3"
        borderBottomWidth="1px"
      >
        <Link href="/" fontWeight="bold" fontSize="lg">
          Floor
        </Link>
        <Flex as="nav" gap="3" display={{ base: "none", md: "flex" }}>
          {NAV_LINKS.map((label) => (
            <Link key={label} href="/">
              {label}
            </Link>
          ))}
        </Flex>
        <Button size="sm" variant="outline">
          Menu
        </Button>
      </Flex>
      <Container as="main" py="8">
        <Stack gap="4" mb="8">
          <Heading as="h1" size="3xl">
            Une page plancher, faite des mêmes pièces
          </Heading>
          <Text fontSize="lg" color="fg.muted">
            React, son hydratation, le routeur et le fournisseur de styles avec le thème du produit,
            et rien d'autre : ce que coûte la pile, mesuré dans le même banc.
          </Text>
          <Flex gap="3" wrap="wrap">
            <Button colorPalette="blue">Chercher un logement</Button>
            <Button variant="outline">Voir les résidences</Button>
          </Flex>
        </Stack>
        <SimpleGrid columns={{ base: 1, md: 2, lg: 4 }} gap="4">
          {Array.from({ length: CARD_COUNT }, (_, index) => index + 1).map((number) => (
            <Box key={number} as="article" borderWidth="1px" borderRadius="md" overflow="hidden">
              <Box height="32" bg="blue.100" />
              <Stack gap="2" p="4">
                <Heading as="h2" size="md">
                  Résidence {number}
                </Heading>
                <Text color="fg.muted">Studios et T1 meublés, à dix minutes du campus.</Text>
                <Text fontWeight="semibold">À partir de {465 + number * 15} € par mois</Text>
                <Link href="/" color="blue.700">
                  Voir la résidence
                </Link>
              </Stack>
            </Box>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
