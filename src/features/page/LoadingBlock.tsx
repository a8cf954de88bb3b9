import { Box, SimpleGrid } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";

/** The shape of a list of cards while it loads, so nothing jumps when it arrives. */
export function LoadingBlock({ count = 3 }: { count?: number }) {
  const { t } = useLingui();
  return (
    <SimpleGrid
      columns={{ base: 1, md: 2, lg: 3 }}
      gap="6"
      role="status"
      aria-busy="true"
      aria-label={t`Chargement`}
    >
      {Array.from({ length: count }, (_, index) => (
        <Box
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
          key={index}
          h="72"
          borderRadius="lg"
          bg="gray.100"
          animation="pulse 1.5s ease-in-out infinite"
        />
      ))}
    </SimpleGrid>
  );
}
