import { Box, Button, chakra, Input, Stack, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { useId } from "react";
import { proofUploadMachine } from "../../../../machines/proofUpload.ts";
import type { ProofDocument } from "../../../api/followUpSchemas.ts";
import { getInspect } from "../../../shared/inspector.ts";
import { proofUploadImplementations } from "./followUpActors.ts";
import { FollowUpContext, ProofUploadContext } from "./followUpContexts.ts";
import { proofErrorMessage } from "./followUpMessages.ts";

/** One proof (the `proofUpload` machine); once sent, the follow-up reads the file again. */
export function ProofUpload({ document }: { document: ProofDocument }) {
  const followUp = FollowUpContext.useActorRef();
  return (
    <ProofUploadContext.Provider
      logic={proofUploadMachine.provide(
        proofUploadImplementations(() => followUp.send({ type: "proofSent" })),
      )}
      options={{ input: { document }, inspect: getInspect() }}
    >
      <ProofForm document={document} />
    </ProofUploadContext.Provider>
  );
}

function ProofForm({ document }: { document: ProofDocument }) {
  const { i18n, t } = useLingui();
  const inputId = useId();
  const { send } = ProofUploadContext.useActorRef();
  const fileName = ProofUploadContext.useSelector((snapshot) => snapshot.context.fileName);
  const error = ProofUploadContext.useSelector((snapshot) => snapshot.context.error);
  const canSend = ProofUploadContext.useSelector((snapshot) => snapshot.can({ type: "send" }));
  const isUploading = ProofUploadContext.useSelector((snapshot) => snapshot.matches("uploading"));
  const isSending = ProofUploadContext.useSelector((snapshot) => snapshot.matches("sending"));
  const isSent = ProofUploadContext.useSelector((snapshot) => snapshot.matches("sent"));
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
