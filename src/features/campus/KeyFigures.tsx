import { Box, SimpleGrid } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { KeyFigure } from "./campusContent.ts";

/** Figures as a description list: each label (dt) with its value (dd), the value shown first. */
export function KeyFigures({ figures }: { figures: readonly KeyFigure[] }) {
  const { i18n } = useLingui();
  return (
    <SimpleGrid as="dl" columns={{ base: 2, md: 4 }} gap={{ base: "4", md: "6" }}>
      {figures.map((figure) => (
        <Box
          key={figure.label.id}
          display="flex"
          flexDirection="column-reverse"
          justifyContent="flex-end"
          p={{ base: "4", md: "6" }}
          borderRadius="xl"
          bg="brand.subtle"
          textAlign="center"
        >
          <Box as="dt" color="fg.muted" fontSize={{ base: "sm", md: "md" }}>
            {i18n._(figure.label)}
          </Box>
          <Box as="dd" fontSize={{ base: "3xl", md: "4xl" }} fontWeight="bold" color="brand.fg">
            {figure.value}
          </Box>
        </Box>
      ))}
    </SimpleGrid>
  );
}
