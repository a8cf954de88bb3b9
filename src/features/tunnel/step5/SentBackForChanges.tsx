import { Box, Button, Text } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";

type SentBackForChangesProps = {
  canReopen: boolean;
  isReopening: boolean;
  onReopen: () => void;
};

/**
 * Step 5 when staff asked for changes (status toUpdate): what to do, and the button that opens
 * steps 2 to 4 again. The mail staff sent says what to change; the steps keep what was sent.
 */
export function SentBackForChanges({ canReopen, isReopening, onReopen }: SentBackForChangesProps) {
  return (
    <Box borderWidth="1px" borderRadius="lg" p="5">
      <Text as="h2" fontSize="xl" fontWeight="bold" mb="2">
        <Trans>Votre demande est à compléter</Trans>
      </Text>
      <Text mb="4">
        <Trans>
          Modifiez ce qui vous est demandé dans votre profil, vos garants ou vos documents (étapes 2
          à 4), puis envoyez de nouveau votre demande. Vos réponses et vos documents sont conservés.
        </Trans>
      </Text>
      <Button
        colorPalette="brand"
        onClick={onReopen}
        disabled={!canReopen && !isReopening}
        loading={isReopening}
      >
        <Trans>Compléter ma demande</Trans>
      </Button>
    </Box>
  );
}
