import { Button, Flex, Text } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";

/**
 * "Reprendre plus tard" saved the step, but loading the dossier again failed: the saved file is
 * safe on the server, only the recap on screen may be out of date. Said, with a retry.
 */
export function RefreshFailedNotice({ onRetry }: { onRetry: () => void }) {
  return (
    <Flex
      role="alert"
      gap="3"
      align="center"
      wrap="wrap"
      mb="4"
      p="3"
      borderWidth="1px"
      borderColor="border.error"
      borderRadius="md"
    >
      <Text flex="1" minW="12rem">
        <Trans>
          Votre demande est enregistrée, mais son récapitulatif n'a pas pu être actualisé.
        </Trans>
      </Text>
      <Button size="sm" variant="outline" onClick={onRetry}>
        <Trans>Réessayer</Trans>
      </Button>
    </Flex>
  );
}
