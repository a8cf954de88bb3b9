import { Box, Button, Text } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";
import type {
  ChangesToMake as Changes,
  ReopenableStep,
} from "../../../../machines/followUp.selectors.ts";
import type { Locale } from "../../../config/index.ts";
import { ChangesToMake } from "./ChangesToMake.tsx";

type SentBackForChangesProps = {
  canReopen: boolean;
  isReopening: boolean;
  /** Opens the steps again: at step 2, or at the step a reason's link names. */
  onReopen: (step?: ReopenableStep) => void;
  changes: Changes | null;
  locale: Locale;
};

/**
 * Step 5 when staff asked for changes (status toUpdate): what to do, the team's reasons next to
 * the step each concerns (each with a link to that step), and the button that opens steps 2 to 4
 * again. The steps keep what was sent.
 */
export function SentBackForChanges({
  canReopen,
  isReopening,
  onReopen,
  changes,
  locale,
}: SentBackForChangesProps) {
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
      {changes && <ChangesToMake changes={changes} locale={locale} onOpenStep={onReopen} />}
      <Button
        colorPalette="brand"
        onClick={() => onReopen()}
        disabled={!canReopen && !isReopening}
        loading={isReopening}
      >
        <Trans>Compléter ma demande</Trans>
      </Button>
    </Box>
  );
}
