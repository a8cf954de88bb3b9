import { Flex, Icon, Text } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";
import { Info } from "lucide-react";

/**
 * Said before booking a shared flat reserved for one gender, so nobody books what the server
 * will refuse (tunnel: gender incompatibility).
 */
export function GenderNotice({ gender }: { gender: "women" | "men" }) {
  return (
    <Flex
      role="note"
      gap="2"
      p="3"
      borderRadius="md"
      bg="orange.50"
      borderWidth="1px"
      borderColor="orange.200"
    >
      <Icon aria-hidden="true" color="accent.700" mt="0.5">
        <Info />
      </Icon>
      <Text fontSize="sm">
        {gender === "women" ? (
          <Trans>
            Cette colocation est réservée aux femmes : seule une locataire femme peut la réserver.
          </Trans>
        ) : (
          <Trans>
            Cette colocation est réservée aux hommes : seul un locataire homme peut la réserver.
          </Trans>
        )}
      </Text>
    </Flex>
  );
}
