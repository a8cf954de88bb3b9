import { Button, Flex, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { PhotoQualityIssue } from "../../../../machines/documentProblem.ts";
import { photoQualityMessages } from "./uploadMessages.ts";

type QualityWarningProps = {
  fileName: string;
  issue: PhotoQualityIssue;
  canSendAnyway: boolean;
  onSendAnyway: () => void;
  onRemove: () => void;
};

/**
 * A photo the browser found worth a retake, before anything was sent: the reason,
 * then the applicant's choice: remove it to add a retaken one, or send this one anyway.
 */
export function QualityWarning({
  fileName,
  issue,
  canSendAnyway,
  onSendAnyway,
  onRemove,
}: QualityWarningProps) {
  const { i18n, t } = useLingui();
  return (
    <Flex gap="2" align="center" wrap="wrap" mt="2" role="alert">
      <Text flex="1" minW="12rem" textStyle="sm" fontWeight="semibold">
        {i18n._(photoQualityMessages[issue])}{" "}
        <Trans>Ajoutez la nouvelle photo, ou envoyez celle-ci quand même.</Trans>
      </Text>
      {canSendAnyway && (
        <Button
          size="sm"
          variant="outline"
          aria-label={t`Envoyer quand même ${fileName}`}
          onClick={onSendAnyway}
        >
          <Trans>Envoyer quand même</Trans>
        </Button>
      )}
      <Button size="sm" variant="ghost" aria-label={t`Retirer ${fileName}`} onClick={onRemove}>
        <Trans>Retirer</Trans>
      </Button>
    </Flex>
  );
}
