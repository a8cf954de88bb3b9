import { Button, Flex, Text } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";

type DraftOfferProps = { onRestore: () => void; onDiscard: () => void };

/**
 * Unsaved input of this step, kept on this device from an earlier visit (a reload, a closed
 * tab): offered back, never applied on its own over what the server has.
 */
export function DraftOffer({ onRestore, onDiscard }: DraftOfferProps) {
  return (
    <Flex
      role="status"
      gap="3"
      align="center"
      wrap="wrap"
      p="3"
      borderWidth="1px"
      borderColor="border.info"
      borderRadius="md"
    >
      <Text flex="1" minW="14rem">
        <Trans>
          Vous aviez commencé à modifier ce formulaire sans l'enregistrer. Voulez-vous reprendre
          votre saisie ?
        </Trans>
      </Text>
      <Flex gap="2">
        <Button size="sm" colorPalette="brand" onClick={onRestore}>
          <Trans>Reprendre ma saisie</Trans>
        </Button>
        <Button size="sm" variant="outline" onClick={onDiscard}>
          <Trans>Ignorer</Trans>
        </Button>
      </Flex>
    </Flex>
  );
}
