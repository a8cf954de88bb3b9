import { Box, SimpleGrid, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { Testimonial } from "../../api/catalogue.ts";

const MAX_RATING = 5;

/** What residents say, with their rating out of five. */
export function Testimonials({ testimonials }: { testimonials: readonly Testimonial[] }) {
  const { t } = useLingui();
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2 }} gap="4">
      {testimonials.map((testimonial) => {
        const rating = testimonial.rating;
        return (
          <Box as="li" key={testimonial.author + testimonial.text}>
            <Box as="figure" h="full" p="5" borderRadius="lg" bg="gray.50" borderWidth="1px">
              {rating !== null && (
                <Text
                  role="img"
                  aria-label={t`Note : ${rating} sur ${MAX_RATING}`}
                  color="accent.700"
                >
                  {"★".repeat(rating)}
                  {"☆".repeat(Math.max(0, MAX_RATING - rating))}
                </Text>
              )}
              <Box as="blockquote" my="2" fontStyle="italic">
                {testimonial.text}
              </Box>
              <Text as="figcaption" fontSize="sm">
                <Text as="span" fontWeight="semibold">
                  {testimonial.author}
                </Text>
                {testimonial.profile && `, ${testimonial.profile}`}
              </Text>
            </Box>
          </Box>
        );
      })}
    </SimpleGrid>
  );
}
