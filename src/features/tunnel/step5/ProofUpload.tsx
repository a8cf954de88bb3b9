import { Box, Button, chakra, Input, Stack, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { useId } from "react";
import type { ProofDocument } from "../../../api/followUpSchemas.ts";
import { ProofUploadContext } from "./followUpContexts.ts";
import { proofErrorMessage } from "./followUpMessages.ts";

/**
 * One proof (the `proofUpload` machine, the follow-up's child for this proof); once sent, the
 * follow-up reads the file again.
 */
export function ProofUpload({ document }: { document: ProofDocument }) {
  const { i18n, t } = useLingui();
  const inputId = useId();
  const { send } = ProofUploadContext.useActorRef(document);
  const fileName = ProofUploadContext.useSelector(
    document,
    (snapshot) => snapshot.context.fileName,
  );
  const error = ProofUploadContext.useSelector(document, (snapshot) => snapshot.context.error);
  const canSend = ProofUploadContext.useSelector(document, (snapshot) =>
    snapshot.can({ type: "send" }),
  );
  const isUploading = ProofUploadContext.useSelector(document, (snapshot) =>
    snapshot.matches("uploading"),
  );
  const isSending = ProofUploadContext.useSelector(document, (snapshot) =>
    snapshot.matches("sending"),
  );
  const isSent = ProofUploadContext.useSelector(document, (snapshot) => snapshot.matches("sent"));
  const label =
    document === "transfer_justificative"
      ? t`Justificatif de virement (.png, .jpg, .jpeg, .gif, .pdf ; images 12 Mo, PDF 4 Mo)`
      : t`Attestation de garantie (.png, .jpg, .jpeg, .gif, .pdf ; images 12 Mo, PDF 4 Mo)`;
  const message = error ? proofErrorMessage(error) : null;
  return (
    <Stack gap="2">
      <chakra.label htmlFor={inputId} fontWeight="semibold">
        {label}
      </chakra.label>
      <Input
        id={inputId}
        type="file"
        accept=".png,.jpg,.jpeg,.gif,.pdf"
        p="1"
        disabled={isUploading || isSending || isSent}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          if (file) send({ type: "choose", file });
        }}
      />
      <Box aria-live="polite">
        {isUploading && (
          <Text>
            <Trans>Envoi du fichier…</Trans>
          </Text>
        )}
        {fileName && !isUploading && (
          <Text>
            <Trans>Fichier prêt : {fileName}</Trans>
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
    </Stack>
  );
}
