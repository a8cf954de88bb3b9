import { Box, Button, Flex, Heading, Stack, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { selectDocumentsStatus } from "../../../../machines/documentsStep.selectors.ts";
import { genericErrorMessage } from "../../../api/errors.ts";
import { brand, documentUploads } from "../../../config/index.ts";
import { useAppForm } from "../../../forms/appForm.ts";
import { ErrorSummary } from "../../../forms/ErrorSummary.tsx";
import { RequiredFieldsNote } from "../../../forms/fields/RequiredFieldsNote.tsx";
import { schemaValidator } from "../../../forms/schemaValidator.ts";
import { LoadingBlock } from "../../page/LoadingBlock.tsx";
import { NEWSLETTER_ANCHOR } from "../documentLabels.ts";
import { StepError } from "../steps/StepError.tsx";
import { StepForm } from "../steps/StepForm.tsx";
import { StepHeading } from "../steps/StepHeading.tsx";
import type { StepPanelProps } from "../steps/stepPanelProps.ts";
import { stepRegistry } from "../steps/stepRegistry.ts";
import { DocumentSection } from "./DocumentSection.tsx";
import { DocumentsStepContext } from "./documentContexts.ts";
import { documentSectionGroups } from "./documentSections.ts";
import { answerOf, type NewsletterFormValues } from "./newsletterForm.ts";
import { sectionGroupHeadings } from "./uploadMessages.ts";

const newsletterForm = stepRegistry[4].form;

type DocumentsStepPanelProps = Omit<StepPanelProps, "locale">;

/**
 * Step 4, "Vos documents" (tunnel spec 2): the documents answer loading (or its failure with a
 * retry), the sections the earlier steps call for, each file with its stages and problems, the
 * newsletter questions, Back and "Envoyer votre demande" (the wizard checks, then sends). The
 * step's files are the wizard's `documents` child while step 4 is shown (documentContexts.ts).
 */
export function DocumentsStepPanel({ view, send, headingRef }: DocumentsStepPanelProps) {
  const { i18n } = useLingui();
  const status = DocumentsStepContext.useSelector(selectDocumentsStatus);
  const { send: sendToStep } = DocumentsStepContext.useActorRef();
  return (
    <Box as="section">
      <StepHeading step={4} headingRef={headingRef} />
      {status === "ready" ? (
        <DocumentsForm view={view} send={send} />
      ) : status === "loadFailed" ? (
        <>
          <Text role="alert" mb="4">
            {i18n._(genericErrorMessage)}
          </Text>
          <Button colorPalette="brand" onClick={() => sendToStep({ type: "retry" })}>
            <Trans>Réessayer</Trans>
          </Button>
        </>
      ) : (
        <LoadingBlock count={3} />
      )}
    </Box>
  );
}

function DocumentsForm({ view, send }: Omit<DocumentsStepPanelProps, "headingRef">) {
  const { i18n, t } = useLingui();
  const documents = DocumentsStepContext.useSelector((snapshot) => snapshot.context.documents);
  const { send: sendToStep } = DocumentsStepContext.useActorRef();
  // The step's machine keeps each answer chosen, which "Reprendre plus tard" saves.
  const keepAnswer = (field: keyof NewsletterFormValues) => ({
    onChange: ({ value }: { value: string }) =>
      sendToStep({ type: "newsletterAnswered", answers: { [field]: answerOf(value) } }),
  });
  const form = useAppForm({
    defaultValues: documents
      ? newsletterForm.fromServer(documents.contact)
      : ({ newsletter: "", newsletterGroup: "" } as NewsletterFormValues),
    validators: {
      onChange: schemaValidator(newsletterForm.schema()),
      onSubmit: schemaValidator(newsletterForm.schema()),
    },
    onSubmit: ({ value }) => send({ type: "sendRequest", values: newsletterForm.toPayload(value) }),
  });
  if (!documents) return null;
  const groups = documentSectionGroups(documents.contact);
  const brandName = brand.name;
  const imageMb = documentUploads.imageMaxBytes / (1024 * 1024);
  const pdfMb = documentUploads.pdfMaxBytes / (1024 * 1024);
  const answers = [
    { value: "oui", label: t`Oui` },
    { value: "non", label: t`Non` },
  ];
  const busy = view.isSaving || view.isSending;
  return (
    <StepForm busy={busy} onSubmit={() => void form.handleSubmit()}>
      <Stack gap="6" mb="6">
        <ErrorSummary form={form} />
        <Stack gap="2" textStyle="sm">
          <Text>
            <Trans>
              Scannez chaque document en entier, bien à plat et lisible, en couleur. Quand vous
              l'avez, préférez le PDF d'origine à une photo ou un scan.
            </Trans>
          </Text>
          <Text>
            <Trans>
              Formats acceptés : .png, .jpg, .jpeg, .gif et .pdf. Pièces d'identité : .png, .jpg,
              .jpeg ou .pdf, images de {imageMb} Mo et PDF de {pdfMb} Mo au maximum. Une carte
              d'identité se dépose recto et verso (en un ou deux fichiers).
            </Trans>
          </Text>
        </Stack>
      </Stack>
      <Stack gap="8">
        {groups.map((group) => (
          <Box key={group.group}>
            <Heading as="h2" size="md" mb="3">
              {i18n._(sectionGroupHeadings[group.group])}
            </Heading>
            <Stack gap="5">
              {group.sections.map((section) => (
                <DocumentSection key={section} section={section} />
              ))}
            </Stack>
          </Box>
        ))}
        <Box as="fieldset" id={NEWSLETTER_ANCHOR} tabIndex={-1}>
          <Heading as="legend" size="md" mb="3">
            <Trans>Vos préférences</Trans>
          </Heading>
          <Stack gap="4">
            <form.AppField name="newsletter" listeners={keepAnswer("newsletter")}>
              {(field) => (
                <field.RadioGroupField
                  label={t`Souhaitez-vous recevoir les actualités et les offres de ${brandName} ?`}
                  required
                  options={answers}
                />
              )}
            </form.AppField>
            <form.AppField name="newsletterGroup" listeners={keepAnswer("newsletterGroup")}>
              {(field) => (
                <field.RadioGroupField
                  label={t`Souhaitez-vous recevoir les actualités et les offres du groupe ?`}
                  required
                  options={answers}
                />
              )}
            </form.AppField>
            <Text textStyle="sm" color="fg.muted">
              <Trans>Vous pourrez modifier ces préférences plus tard sur votre page profil.</Trans>
            </Text>
            <RequiredFieldsNote />
          </Stack>
        </Box>
      </Stack>
      <StepError error={view.saveError} />
      <Flex justify="space-between" gap="3" wrap="wrap" mt="6">
        <Button
          variant="outline"
          disabled={!view.canGoBack || busy}
          onClick={() => send({ type: "back" })}
        >
          <Trans>Retour</Trans>
        </Button>
        <Button type="submit" colorPalette="brand" loading={busy} disabled={!view.canSend && !busy}>
          <Trans>Envoyer votre demande</Trans>
        </Button>
      </Flex>
    </StepForm>
  );
}
