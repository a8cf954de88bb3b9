import { Container, Heading, Text } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";
import { brand } from "../../config/index.ts";

export default function HomePage() {
  return (
    <Container maxW="5xl" py="10">
      <Heading as="h1" size="3xl" mb="4">
        <Trans>Votre logement étudiant meublé, réservé en ligne</Trans>
      </Heading>
      <Text fontSize="lg">
        <Trans>
          {brand.name} loue des appartements meublés dans 18 résidences pour étudiants et jeunes
          actifs, à Paris, en Île-de-France, à Bordeaux, Lyon, Lille et Marseille.
        </Trans>
      </Text>
    </Container>
  );
}
