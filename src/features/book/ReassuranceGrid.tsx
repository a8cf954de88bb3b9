import { Box, Heading, Icon, SimpleGrid, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { ReassuranceItem } from "./bookingChecklist.ts";

type ReassuranceGridProps = { id: string; title: string; items: readonly ReassuranceItem[] };

/** A titled section of short cards, each an icon, a heading and one sentence. */
export function ReassuranceGrid({ id, title, items }: ReassuranceGridProps) {
  const { i18n } = useLingui();
  return (
    <Box as="section" aria-labelledby={id} mt={{ base: "12", md: "16" }}>
      <Heading as="h2" id={id} size={{ base: "xl", md: "2xl" }} mb="6">
        {title}
      </Heading>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2 }} gap="5">
        {items.map((item) => (
          <Box
            as="li"
            key={item.title.id}
            display="flex"
            gap="4"
            p="5"
            borderWidth="1px"
            borderColor="border"
            borderRadius="xl"
          >
            <Box
              flexShrink="0"
              display="flex"
              alignItems="center"
              justifyContent="center"
              boxSize="12"
              borderRadius="full"
              bg="brand.subtle"
              color="brand.fg"
            >
              <Icon aria-hidden="true" boxSize="6">
                <item.icon />
              </Icon>
            </Box>
            <Box>
              <Heading as="h3" size="md" mb="1">
                {i18n._(item.title)}
              </Heading>
              <Text color="fg.muted">{i18n._(item.text)}</Text>
            </Box>
          </Box>
        ))}
      </SimpleGrid>
    </Box>
  );
}
