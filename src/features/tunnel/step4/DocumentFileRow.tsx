import { Box, Button, Flex, Progress, Text, VisuallyHidden } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { FileText } from "lucide-react";
import { problemShownFor } from "../../../../machines/documentsStep.selectors.ts";
import type { DocumentRow } from "../../../../machines/documentsStep.ts";
import { toDocumentFileView } from "../../../../machines/documentVerification.selectors.ts";
import type { DocumentSectionKey } from "../../../api/documentsSchemas.ts";
import { documentUploads } from "../../../config/index.ts";
import { documentSectionAnchor } from "../documentLabels.ts";
import { DocumentReadText } from "./DocumentReadText.tsx";
import { DocumentFileContext } from "./documentContexts.ts";
import { uploadRulesOf } from "./documentSections.ts";
import { QualityWarning } from "./QualityWarning.tsx";
import { fileProblemMessage, fileStageMessages } from "./uploadMessages.ts";

const imageMaxMb = documentUploads.imageMaxBytes / (1024 * 1024);

type DocumentFileRowProps = {
  section: DocumentSectionKey;
  row: DocumentRow;
  sectionRows: readonly DocumentRow[];
};

/** One file of a section, as its verification actor (the step's child) has it. */
export function DocumentFileRow({ section, row, sectionRows }: DocumentFileRowProps) {
  const { i18n, t } = useLingui();
  const view = DocumentFileContext.useSelector(row.key, toDocumentFileView);
  const { send } = DocumentFileContext.useActorRef(row.key);
  if (view.isGone) return null;
  const isVerified = uploadRulesOf(section).isVerified;
  const problem = view.problem ?? (view.check ? problemShownFor(row, sectionRows) : null);
  const isChecked = view.check !== null && problem === null;
  const stage = view.stage ? i18n._(fileStageMessages[view.stage]) : "";
  const fileName = view.fileName;
  return (
    <Box as="li" listStyleType="none" borderWidth="1px" borderRadius="md" p="3">
      <Flex gap="3" align="center" wrap="wrap">
        <FileText aria-hidden="true" size={18} />
        <Text flex="1" minW="10rem" fontWeight="medium" wordBreak="break-all">
          {fileName}
        </Text>
        {view.isStored && !view.isBusy && (
          <Button
            size="sm"
            variant="ghost"
            aria-label={t`Télécharger ${fileName}`}
            onClick={() => send({ type: "download" })}
          >
            <Trans>Télécharger</Trans>
          </Button>
        )}
        {view.canDelete && (
          <Button
            size="sm"
            variant="outline"
            aria-label={t`Supprimer ${fileName}`}
            onClick={() => send({ type: "delete" })}
          >
            <Trans>Supprimer</Trans>
          </Button>
        )}
      </Flex>
      {view.isBusy && (
        <Progress.Root value={null} size="xs" mt="2" aria-label={stage}>
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      )}
      <Text textStyle="sm" mt="1" color="fg.muted" aria-hidden="true">
        {view.isBusy ? stage : isChecked && isVerified ? t`Document vérifié` : null}
      </Text>
      <VisuallyHidden aria-live="polite">
        {view.isBusy
          ? `${fileName} : ${stage}`
          : isChecked
            ? t`${fileName} : document vérifié`
            : ""}
      </VisuallyHidden>
      {view.qualityIssue !== null && (
        <QualityWarning
          fileName={fileName}
          issue={view.qualityIssue}
          canSendAnyway={view.canSendAnyway}
          onSendAnyway={() => send({ type: "sendAnyway" })}
          onRemove={() => {
            send({ type: "dismiss" });
            // The row goes away with the button: focus its section, where the retake is added.
            document.getElementById(documentSectionAnchor(section))?.focus();
          }}
        />
      )}
      {view.isScaledDown && (
        <Text textStyle="sm" mt="1" color="fg.muted">
          <Trans>Image réduite à moins de {imageMaxMb} Mo pour l'envoi.</Trans>
        </Text>
      )}
      {view.isTakingLong && (
        <Flex gap="2" align="center" wrap="wrap" mt="2" role="status">
          <Text flex="1" minW="12rem" textStyle="sm">
            <Trans>
              L'analyse prend plus de temps que prévu. Vous pouvez quitter la page et revenir plus
              tard : elle reprendra.
            </Trans>
          </Text>
          <Button size="sm" variant="outline" onClick={() => send({ type: "checkAgain" })}>
            <Trans>Vérifier à nouveau</Trans>
          </Button>
        </Flex>
      )}
      {problem !== null && (
        <Flex gap="2" align="center" wrap="wrap" mt="2" role="alert">
          <Text flex="1" minW="12rem" textStyle="sm" color="fg.error" fontWeight="semibold">
            {i18n._(fileProblemMessage(problem, isVerified))}
          </Text>
          {view.readShown && <DocumentReadText readShown={view.readShown} />}
          {view.canRetry && (
            <Button size="sm" variant="outline" onClick={() => send({ type: "retry" })}>
              <Trans>Réessayer</Trans>
            </Button>
          )}
          {view.canDismiss && (
            <Button size="sm" variant="ghost" onClick={() => send({ type: "dismiss" })}>
              <Trans>Fermer</Trans>
            </Button>
          )}
          {view.canDismissError && (
            <>
              <Button size="sm" variant="outline" onClick={() => send({ type: "delete" })}>
                <Trans>Réessayer la suppression</Trans>
              </Button>
              <Button size="sm" variant="ghost" onClick={() => send({ type: "dismissError" })}>
                <Trans>Fermer</Trans>
              </Button>
            </>
          )}
        </Flex>
      )}
      {view.hasDownloadFailed && (
        <Text role="alert" textStyle="sm" color="fg.error" mt="2">
          {i18n._(fileProblemMessage("downloadFailed", isVerified))}
        </Text>
      )}
    </Box>
  );
}
