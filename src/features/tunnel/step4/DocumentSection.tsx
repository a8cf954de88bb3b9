import { Box, Heading, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { shallowEqual } from "@xstate/react";
import {
  selectSectionRefusals,
  selectSectionRows,
} from "../../../../machines/documentsStep.selectors.ts";
import type { DocumentSectionKey } from "../../../api/documentsSchemas.ts";
import { documentUploads } from "../../../config/index.ts";
import { documentSectionAnchor, documentSectionLabels } from "../documentLabels.ts";
import { keepChosenFile } from "./chosenFiles.ts";
import { DocumentFileRow } from "./DocumentFileRow.tsx";
import { DocumentsStepContext } from "./documentContexts.ts";
import { uploadRulesOf } from "./documentSections.ts";
import { FilePicker } from "./FilePicker.tsx";
import { fileProblemMessage } from "./uploadMessages.ts";
import { screenChosenFiles } from "./uploadRules.ts";

type DocumentSectionProps = {
  section: DocumentSectionKey;
};

/** One section of step 4: its files, the picker and drop zone, the refusals of the last choice. */
export function DocumentSection({ section }: DocumentSectionProps) {
  const { i18n, t } = useLingui();
  const refusalText = (fileName: string, reason: string) => t`${fileName} : ${reason}`;
  const rows = DocumentsStepContext.useSelector(
    (snapshot) => selectSectionRows(snapshot, section),
    shallowEqual,
  );
  const refusals = DocumentsStepContext.useSelector(
    (snapshot) => selectSectionRefusals(snapshot, section),
    shallowEqual,
  );
  const { send } = DocumentsStepContext.useActorRef();
  const rules = uploadRulesOf(section);
  const label = i18n._(documentSectionLabels[section]);
  const headingId = documentSectionAnchor(section);
  const choose = (files: File[]) => {
    const screened = screenChosenFiles(
      files,
      rules,
      rows.map((row) => row.fileName),
    );
    const accepted = screened.accepted.map(({ file, fileName }) => {
      const key = crypto.randomUUID();
      keepChosenFile(key, file);
      return { key, fileName };
    });
    send({ type: "filesChosen", section, accepted, refused: screened.refused });
  };
  const extensions = rules.isVerified
    ? documentUploads.verifiedExtensions
    : documentUploads.extensions;
  return (
    <Box as="section" aria-labelledby={headingId}>
      <Heading as="h3" size="sm" mb="2" id={headingId} tabIndex={-1}>
        {label}
      </Heading>
      {rows.length > 0 && (
        <Stack as="ul" gap="2" mb="2" ps="0">
          {rows.map((row) => (
            <DocumentFileRow key={row.key} section={section} row={row} sectionRows={rows} />
          ))}
        </Stack>
      )}
      {refusals.length > 0 && (
        <Box role="alert" mb="2">
          {refusals.map((refusal) => (
            <Text
              key={`${refusal.fileName}-${refusal.problem}`}
              textStyle="sm"
              color="fg.error"
              fontWeight="semibold"
            >
              {refusalText(
                refusal.fileName,
                i18n._(fileProblemMessage(refusal.problem, rules.isVerified)),
              )}
            </Text>
          ))}
        </Box>
      )}
      <FilePicker
        sectionLabel={label}
        accept={extensions.map((extension) => `.${extension}`).join(",")}
        multiple={!rules.isUnique}
        disabled={false}
        onFiles={choose}
      />
    </Box>
  );
}
