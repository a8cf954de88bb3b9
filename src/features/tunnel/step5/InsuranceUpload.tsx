import { Box, Button, Stack, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { toHandoverView } from "../../../../machines/handover.selectors.ts";
import { FilePicker } from "../step4/FilePicker.tsx";
import { ChosenFile } from "./ChosenFile.tsx";
import { HandoverContext } from "./followUpContexts.ts";
import { proofErrorMessage } from "./followUpMessages.ts";

/**
 * The home-insurance certificate (the `handover` machine's certificate side): chosen or
 * dropped in step 4's drop zone, checked and shown in the browser, sent only with the button;
 * the server checks it again. Once sent it is named, and another may replace it.
 */
export function InsuranceUpload() {
  const { i18n, t } = useLingui();
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
      <FilePicker
        sectionLabel={label}
        accept=".png,.jpg,.jpeg,.gif,.pdf"
        multiple={false}
        disabled={isChecking || isSending}
        onFiles={([file]) => {
          if (file) send({ type: "chooseInsurance", file });
        }}
      />
      <Box aria-live="polite">
        {isChecking && (
          <Text>
            <Trans>Vérification du fichier…</Trans>
          </Text>
        )}
        {chosen && !isChecking && !isSending && (
          <Text>
            <Trans>Fichier choisi, pas encore envoyé : {name}</Trans>
          </Text>
        )}
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
      </Box>
      {message && (
        <Text role="alert" color="fg.error" fontWeight="semibold">
          {typeof message === "string" ? message : i18n._(message)}
        </Text>
      )}
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
