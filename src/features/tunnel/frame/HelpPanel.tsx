import { Box, Heading, Text } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";
import { memo } from "react";
import { SupportPhoneLink } from "../../page/SupportPhoneLink.tsx";

/** The help panel of the right column: who to call while filling in the file. */
export const HelpPanel = memo(function HelpPanel() {
  return (
    <Box as="section" aria-labelledby="tunnel-help-title" bg="brand.subtle" p="4" borderRadius="lg">
      <Heading as="h2" size="md" mb="2" id="tunnel-help-title">
        <Trans>Besoin d'aide ?</Trans>
      </Heading>
      <Text mb="2">
        <Trans>Nos conseillers répondent à vos questions sur votre demande de réservation.</Trans>
      </Text>
      <SupportPhoneLink gap="1" />
    </Box>
  );
});
