import { Box, Text } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";

/** "À nous de jouer": the applicant and co-signers signed; the team signs next. */
export function TeamSigningNotice() {
  return (
    <Box borderWidth="1px" borderRadius="lg" p="5" role="status">
      <Text as="h2" fontSize="xl" fontWeight="semibold" mb="2">
        <Trans>À nous de jouer</Trans>
      </Text>
      <Text>
        <Trans>
          Votre bail est signé par vous et vos co-signataires. Nos équipes sont prévenues et le
          signeront à leur tour sous 24 heures.
        </Trans>
      </Text>
    </Box>
  );
}
