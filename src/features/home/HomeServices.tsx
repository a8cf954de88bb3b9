import { Box, Container, Heading, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";
import type { HomeServices as Services } from "../../api/content.ts";
import { belowTheFold } from "../page/belowTheFold.ts";
import { Deferred } from "../page/Deferred.tsx";
import { Picture } from "../page/Picture.tsx";

/** What the rent includes and how to rent without a guarantor (spec: home service content). */
export function HomeServices({ services }: { services: Promise<Services | null> }) {
  return (
    <Deferred value={services} fallback={null}>
      {(content) =>
        content && (
          <Box as="section" aria-labelledby="home-services" css={belowTheFold} bg="gray.50" py="12">
            <Container maxW="6xl">
              <Heading as="h2" id="home-services" size="2xl" mb="6">
                <Trans>Des services pensés pour vous</Trans>
              </Heading>
              <SimpleGrid columns={{ base: 1, lg: 2 }} gap="8" alignItems="center">
                <Stack gap="6">
                  {[content.includedService, content.guarantor].map((block) => (
                    <Box key={block.title}>
                      <Heading as="h3" size="lg" mb="2">
                        {block.title}
                      </Heading>
                      {block.text && <Text>{block.text}</Text>}
                    </Box>
                  ))}
                </Stack>
                <Picture
                  src={content.serviceVisual.picture}
                  alt={content.serviceVisual.pictureAlt}
                  borderRadius="xl"
                />
              </SimpleGrid>
              <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 3 }} gap="6" mt="8">
                {content.cardService.map((card) => (
                  <Box as="li" key={card.key} bg="bg" borderRadius="lg" p="5" borderWidth="1px">
                    <Heading as="h3" size="md" mb="2">
                      {card.title}
                    </Heading>
                    {card.text && <Text fontSize="sm">{card.text}</Text>}
                  </Box>
                ))}
              </SimpleGrid>
            </Container>
          </Box>
        )
      }
    </Deferred>
  );
}
