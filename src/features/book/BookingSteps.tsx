import { Box, Flex, Heading, Text } from "@chakra-ui/react";
import type { BookingStep } from "../../api/content.ts";
import { contentAssetUrl } from "../../api/editorial.ts";

/** The booking stages from the content service, as a numbered list (the order matters). */
export function BookingSteps({ steps }: { steps: readonly BookingStep[] }) {
  return (
    <Box as="ol" listStyleType="none" position="relative">
      {steps.map((step, index) => (
        <Flex as="li" key={step.key} gap={{ base: "4", md: "6" }} pb="8" position="relative">
          {index < steps.length - 1 && (
            // The line joining the numbers: decoration only.
            <Box
              aria-hidden="true"
              position="absolute"
              insetStart={{ base: "5", md: "6" }}
              top="12"
              bottom="0"
              borderStartWidth="2px"
              borderColor="brand.muted"
            />
          )}
          <Flex
            aria-hidden="true"
            flexShrink="0"
            align="center"
            justify="center"
            boxSize={{ base: "10", md: "12" }}
            borderRadius="full"
            bg="brand.solid"
            color="brand.contrast"
            fontWeight="bold"
            fontSize={{ base: "md", md: "lg" }}
          >
            {index + 1}
          </Flex>
          <Flex flex="1" gap="6" align="flex-start" justify="space-between">
            <Box pt={{ base: "1.5", md: "2.5" }}>
              <Heading as="h3" size={{ base: "md", md: "lg" }} mb="1">
                {step.title}
              </Heading>
              {step.text && <Text color="fg.muted">{step.text}</Text>}
            </Box>
            {step.picture && (
              <Box
                asChild
                display={{ base: "none", md: "block" }}
                flexShrink="0"
                w="32"
                h="24"
                objectFit="cover"
                borderRadius="lg"
              >
                <img
                  src={contentAssetUrl(step.picture)}
                  alt=""
                  width="128"
                  height="96"
                  loading="lazy"
                  decoding="async"
                />
              </Box>
            )}
          </Flex>
        </Flex>
      ))}
    </Box>
  );
}
