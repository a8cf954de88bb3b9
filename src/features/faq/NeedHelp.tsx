import { Box, Heading, Text } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";
import { support } from "../../config/index.ts";
import { SupportPhoneLink } from "../page/SupportPhoneLink.tsx";

/** Below the answers: a person to call when the FAQ did not help (spec 2.2's hours). */
export function NeedHelp() {
  const [weekdays, saturday] = support.hours;
  return (
    <Box as="aside" bg="brand.subtle" borderRadius="lg" p={{ base: "5", md: "6" }} mt="10">
      <Heading as="h2" size="md" mb="2">
        <Trans>Vous n'avez pas trouvé votre réponse ?</Trans>
      </Heading>
      <Text mb="3">
        <Trans>
          Notre service client vous répond du lundi au vendredi de {weekdays.opens} à{" "}
          {weekdays.closes}, le samedi de {saturday.opens} à {saturday.closes}.
        </Trans>
      </Text>
      <SupportPhoneLink fontWeight="bold" />
    </Box>
  );
}
