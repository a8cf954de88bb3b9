import { Box, Button, Stack, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { ProofDocument } from "../../../api/followUpSchemas.ts";
import { FilePicker } from "../step4/FilePicker.tsx";
import { ChosenFile } from "./ChosenFile.tsx";
import { ProofUploadContext } from "./followUpContexts.ts";
import { proofErrorMessage } from "./followUpMessages.ts";

/**
 * One proof (the `proofUpload` machine, the follow-up's child for this proof): chosen or dropped,
 * checked and shown in the browser, sent only with the send button; once sent, the follow-up
 * reads the file again.
 */
export function ProofUpload({ document }: { document: ProofDocument }) {
  const { i18n, t } = useLingui();
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
      <FilePicker
        sectionLabel={label}
        accept=".png,.jpg,.jpeg,.gif,.pdf"
        multiple={false}
        disabled={isChecking || isSending}
        onFiles={([file]) => {
          if (file) send({ type: "choose", file });
        }}
      />
      <Box aria-live="polite">
        {isChecking && (
          <Text>
            <Trans>Vérification du fichier…</Trans>
          </Text>
        )}
        {chosen && !isChecking && !isSending && !isSent && (
          <Text>
            <Trans>Fichier choisi, pas encore envoyé : {name}</Trans>
          </Text>
        )}
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
      </Box>
      {message && (
        <Text role="alert" color="fg.error" fontWeight="semibold">
          {typeof message === "string" ? message : i18n._(message)}
        </Text>
      )}
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
