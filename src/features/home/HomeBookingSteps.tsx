import { Box, Circle, Container, Flex, Heading, SimpleGrid, Text } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";
import type { BookingStep } from "../../api/content.ts";
import type { Locale } from "../../config/index.ts";
import { pathFor } from "../../routes/paths.ts";
import { AppLink } from "../../shared/AppLink.tsx";
import { belowTheFold } from "../page/belowTheFold.ts";
import { Deferred } from "../page/Deferred.tsx";

/** How many stages the teaser shows; the how-to-book page has them all. */
const TEASER_STEPS = 4;

type HomeBookingStepsProps = { steps: Promise<BookingStep[] | null>; locale: Locale };

/** The first stages of a booking, numbered, leading to the how-to-book page. */
export function HomeBookingSteps({ steps, locale }: HomeBookingStepsProps) {
  return (
    <Deferred value={steps} fallback={null}>
      {(list) =>
        list &&
        list.length > 0 && (
          <Container
            as="section"
            aria-labelledby="home-steps"
            css={belowTheFold}
            maxW="6xl"
            py="12"
          >
            <Flex justify="space-between" align="baseline" wrap="wrap" gap="2" mb="6">
              <Heading as="h2" id="home-steps" size="2xl">
                <Trans>Réserver en quelques étapes</Trans>
              </Heading>
              <AppLink href={pathFor("book", locale)} color="brand.fg" fontWeight="semibold">
                <Trans>Comment réserver, étape par étape</Trans>
              </AppLink>
            </Flex>
            <SimpleGrid as="ol" listStyleType="none" columns={{ base: 1, md: 2, lg: 4 }} gap="6">
              {list.slice(0, TEASER_STEPS).map((step, index) => (
                <Box as="li" key={step.key}>
                  <Circle
                    aria-hidden="true"
                    size="10"
                    bg="brand.solid"
                    color="brand.contrast"
                    fontWeight="bold"
                    mb="3"
                  >
                    {index + 1}
                  </Circle>
                  <Heading as="h3" size="md" mb="1">
                    {step.title}
                  </Heading>
                  {step.text && <Text fontSize="sm">{step.text}</Text>}
                </Box>
              ))}
            </SimpleGrid>
          </Container>
        )
      }
    </Deferred>
  );
}
