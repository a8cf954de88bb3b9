import { Box, Button, Stack, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { toHandoverView } from "../../../../machines/handover.selectors.ts";
import { ChosenFile } from "./ChosenFile.tsx";
import { HandoverContext } from "./followUpContexts.ts";
import { proofErrorMessage } from "./followUpMessages.ts";
import { OneFilePicker } from "./OneFilePicker.tsx";

/**
 * The home-insurance certificate (the `handover` machine's certificate side): chosen or
 * dropped in step 4's drop zone, checked and shown in the browser, sent only with the button;
 * the server checks it again. Once sent it is named, and another may replace it.
 */
export function InsuranceUpload() {
  const { t } = useLingui();
  const { insurance } = HandoverContext.useSelector(toHandoverView);
  const { send } = HandoverContext.useActorRef();
  const { chosen, sent, error, isChecking, isSending } = insurance;
  const label = t`Attestation d'assurance habitation (.png, .jpg, .jpeg, .gif, .pdf ; images 12 Mo, PDF 4 Mo)`;
  const message = error ? proofErrorMessage(error) : null;
  const name = chosen?.name ?? "";
  const sentName = sent?.fileName ?? "";
  return (
    <Stack as="section" gap="2" aria-labelledby="insurance-heading" data-testid="insurance">
      <Text as="h3" id="insurance-heading" fontWeight="semibold">
        <Trans>Votre attestation d'assurance habitation</Trans>
      </Text>
      <Text textStyle="sm">{label}</Text>
      {chosen && (
        <ChosenFile file={chosen}>
          <Button
            size="sm"
            variant="ghost"
            aria-label={t`Retirer ${name}`}
            disabled={!insurance.canRemove}
            onClick={() => send({ type: "removeInsurance" })}
          >
            <Trans>Retirer</Trans>
          </Button>
        </ChosenFile>
      )}
      <OneFilePicker
        label={label}
        isChecking={isChecking}
        isSending={isSending}
        waitingName={chosen ? name : null}
        onFile={(file) => send({ type: "chooseInsurance", file })}
        message={message}
      >
        {isSending && (
          <Text>
            <Trans>Envoi de l'attestation…</Trans>
          </Text>
        )}
        {sent && !chosen && !isChecking && (
          <Text fontWeight="semibold">
            <Trans>Attestation envoyée : {sentName}.</Trans>
          </Text>
        )}
      </OneFilePicker>
      {(chosen || !sent) && (
        <Box>
          <Button
            colorPalette="brand"
            variant="outline"
            disabled={!insurance.canSend}
            loading={isSending}
            onClick={() => send({ type: "sendInsurance" })}
          >
            <Trans>Envoyer l'attestation</Trans>
          </Button>
        </Box>
      )}
    </Stack>
  );
}
