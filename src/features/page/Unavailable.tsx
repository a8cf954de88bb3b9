import { Text } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";

/** Said where a part of a page could not be loaded; the rest of the page still works. */
export function Unavailable() {
  return (
    <Text color="fg.muted">
      <Trans>Ce contenu n'a pas pu être chargé. Rechargez la page pour réessayer.</Trans>
    </Text>
  );
}
