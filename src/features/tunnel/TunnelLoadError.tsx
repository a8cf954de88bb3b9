import { Button, Container, Heading, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { genericErrorMessage } from "../../api/errors.ts";
import { useFocusOnMount } from "../page/useFocusOnMount.ts";

/** A loading call failed (spec 8): the generic error, and a retry that makes the call again. */
export function TunnelLoadError({ onRetry, canRetry }: { onRetry: () => void; canRetry: boolean }) {
  const { i18n } = useLingui();
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  return (
    <Container maxW="3xl" py="16" textAlign="center">
      <Heading as="h1" size="2xl" mb="4" ref={headingRef} tabIndex={-1}>
        <Trans>Votre demande n'a pas pu être chargée</Trans>
      </Heading>
      <Text mb="6" role="alert">
        {i18n._(genericErrorMessage)}
      </Text>
      <Button colorPalette="brand" onClick={onRetry} disabled={!canRetry}>
        <Trans>Réessayer</Trans>
      </Button>
    </Container>
  );
}
