import { Button, Container, Heading, HStack, Text } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";
import { useRouter } from "@tanstack/react-router";
import { pathFor } from "../../routes/paths.ts";
import { AppLink } from "../../shared/AppLink.tsx";
import { useCurrentLocale } from "../../shared/useCurrentRoute.ts";
import { useFocusOnMount } from "../page/useFocusOnMount.ts";

type ErrorPageProps = { reset?: () => void };

/** Rendered when a page throws; it loads no shared content (spec 2.2) and offers a retry. */
export default function ErrorPage({ reset }: ErrorPageProps) {
  const locale = useCurrentLocale();
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  const router = useRouter();
  // Retrying runs the failed loaders again; without a route to reset, the page reloads.
  const retry = () => {
    if (!reset) return window.location.reload();
    reset();
    void router.invalidate();
  };
  return (
    <Container maxW="3xl" py="16" textAlign="center">
      <Heading as="h1" size="2xl" mb="4" ref={headingRef} tabIndex={-1}>
        <Trans>Une erreur est survenue</Trans>
      </Heading>
      <Text mb="6" role="alert">
        <Trans>Une erreur est survenue lors de la requête, veuillez réessayer plus tard</Trans>
      </Text>
      <HStack justify="center" gap="4">
        <Button colorPalette="brand" onClick={retry}>
          <Trans>Réessayer</Trans>
        </Button>
        <AppLink href={pathFor("homepage", locale)} colorPalette="brand" fontWeight="semibold">
          <Trans>Retour à l'accueil</Trans>
        </AppLink>
      </HStack>
    </Container>
  );
}
