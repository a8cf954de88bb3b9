import { Box, Button, Stack, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { ProofDocument } from "../../../api/followUpSchemas.ts";
import { ChosenFile } from "./ChosenFile.tsx";
import { ProofUploadContext } from "./followUpContexts.ts";
import { proofErrorMessage } from "./followUpMessages.ts";
import { OneFilePicker } from "./OneFilePicker.tsx";

/**
 * One proof (the `proofUpload` machine, the follow-up's child for this proof): chosen or dropped,
 * checked and shown in the browser, sent only with the send button; once sent, the follow-up
 * reads the file again.
 */
export function ProofUpload({ document }: { document: ProofDocument }) {
  const { t } = useLingui();
  const { send } = ProofUploadContext.useActorRef(document);
  const chosen = ProofUploadContext.useSelector(document, (snapshot) => snapshot.context.chosen);
  const error = ProofUploadContext.useSelector(document, (snapshot) => snapshot.context.error);
  const canSend = ProofUploadContext.useSelector(document, (snapshot) =>
    snapshot.can({ type: "send" }),
  );
  const isChecking = ProofUploadContext.useSelector(document, (snapshot) =>
    snapshot.matches("checking"),
  );
  const isSending = ProofUploadContext.useSelector(
    document,
    (snapshot) => snapshot.matches("uploading") || snapshot.matches("submitting"),
  );
  const isSent = ProofUploadContext.useSelector(document, (snapshot) => snapshot.matches("sent"));
  const label =
    document === "transfer_justificative"
      ? t`Justificatif de virement (.png, .jpg, .jpeg, .gif, .pdf ; images 12 Mo, PDF 4 Mo)`
      : t`Attestation de garantie (.png, .jpg, .jpeg, .gif, .pdf ; images 12 Mo, PDF 4 Mo)`;
  const message = error ? proofErrorMessage(error) : null;
  const name = chosen?.name ?? "";
  return (
    <Stack gap="2" data-proof={document}>
      <Text fontWeight="semibold">{label}</Text>
      {chosen && (
        <ChosenFile file={chosen} testId="chosen-proof">
          {!isSent && (
            <Button
              size="sm"
              variant="ghost"
              aria-label={t`Retirer ${name}`}
              disabled={isSending || isChecking}
              onClick={() => send({ type: "remove" })}
            >
              <Trans>Retirer</Trans>
            </Button>
          )}
        </ChosenFile>
      )}
      <OneFilePicker
        label={label}
        isChecking={isChecking}
        isSending={isSending}
        waitingName={chosen && !isSent ? name : null}
        onFile={(file) => send({ type: "choose", file })}
        message={message}
      >
        {isSending && (
          <Text>
            <Trans>Envoi du justificatif…</Trans>
          </Text>
        )}
        {isSent && (
          <Text fontWeight="semibold">
            <Trans>Justificatif envoyé.</Trans>
          </Text>
        )}
      </OneFilePicker>
      {!isSent && (
        <Box>
          <Button
            colorPalette="brand"
            variant="outline"
            disabled={!canSend}
            loading={isSending}
            onClick={() => send({ type: "send" })}
          >
            <Trans>Envoyer le justificatif</Trans>
          </Button>
        </Box>
      )}
    </Stack>
  );
}
