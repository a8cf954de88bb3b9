import { Box, Container, chakra, Stack } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";

const bar = {
  bg: "gray.100",
  borderRadius: "md",
  animation: "pulse 1.5s ease-in-out infinite",
} as const;

/**
 * Shown while a page loads: the shape of a page, so nothing jumps when the content arrives. It
 * fills the screen, so the footer waits below the fold instead of being pushed down by the page.
 * A page that knows its name while it loads gives it as `title`: its one h1 (RGAA 9.1), for
 * screen readers, as the loaded page's own heading will be.
 */
export function PageSkeleton({ title }: { title?: string }) {
  const { t } = useLingui();
  return (
    <>
      {title !== undefined && <chakra.h1 srOnly>{title}</chakra.h1>}
      <Container
        maxW="5xl"
        py="10"
        minH="100dvh"
        aria-busy="true"
        aria-label={t`Chargement`}
        role="status"
      >
        <Stack gap="4">
          <Box {...bar} h="10" w="60%" />
          <Box {...bar} h="5" w="90%" />
          <Box {...bar} h="5" w="80%" />
          <Box {...bar} h="56" w="full" mt="4" />
        </Stack>
      </Container>
    </>
  );
}
