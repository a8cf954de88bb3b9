import { Box, Button, Stack, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { type InsuranceCheck, toHandoverView } from "../../../../machines/handover.selectors.ts";
import { ChosenFile } from "./ChosenFile.tsx";
import { HandoverContext } from "./followUpContexts.ts";
import { proofErrorMessage } from "./followUpMessages.ts";
import { OneFilePicker } from "./OneFilePicker.tsx";
import { teamReasonLabel, unknownReasonLabel } from "./teamReasons.ts";

/** The team refused the certificate: why (each reason, the team's message), and what to do. */
function RefusedCertificate({ check }: { check: Extract<InsuranceCheck, { status: "refused" }> }) {
  const { i18n, t } = useLingui();
  const words = (code: string) => {
    const label = teamReasonLabel(code);
    return typeof label === "string" ? label : i18n._(label);
  };
  const text = check.text;
  return (
    <Box
      as="section"
      aria-labelledby="insurance-refused-heading"
      borderWidth="1px"
      borderColor="border.error"
      borderRadius="md"
      p="3"
      data-testid="insurance-refused"
    >
      <Text as="h4" id="insurance-refused-heading" fontWeight="semibold" color="fg.error">
        <Trans>L'équipe a refusé votre attestation d'assurance</Trans>
      </Text>
      {check.reasons.length > 0 && (
        <Stack as="ul" gap="1" ps="5" my="2" listStyleType="disc" aria-label={t`Motifs du refus`}>
          {[...new Set(check.reasons)].map((code) => (
            <li key={code}>{words(code)}</li>
          ))}
        </Stack>
      )}
      {text && (
        <Text as="blockquote" whiteSpace="pre-line" borderStartWidth="3px" ps="3" my="2">
          {text}
        </Text>
      )}
      {check.reasons.length === 0 && !text && <Text my="2">{i18n._(unknownReasonLabel)}</Text>}
      <Text>
        <Trans>
          Envoyez une nouvelle attestation dans le champ « Attestation d'assurance habitation ».
        </Trans>
      </Text>
    </Box>
  );
}

/** Where the certificate sent stands with the team, said politely as it changes. */
function CheckStatus({ check }: { check: InsuranceCheck | null }) {
  return (
    <Text role="status" textStyle="sm" data-testid="insurance-check">
      {check?.status === "accepted" && (
        <Trans>L'équipe a vérifié et accepté votre attestation.</Trans>
      )}
      {check?.status === "waitingForCheck" && (
        <Trans>L'équipe vérifiera votre attestation avant la remise des clés.</Trans>
      )}
    </Text>
  );
}

/**
 * The home-insurance certificate (the `handover` machine's certificate side): chosen or
 * dropped in step 4's drop zone, checked and shown in the browser, sent only with the button;
 * the server checks it again. Once sent it is named, and another may replace it.
 */
export function InsuranceUpload() {
  const { t } = useLingui();
  const { insurance } = HandoverContext.useSelector(toHandoverView);
  const { send } = HandoverContext.useActorRef();
  const { chosen, sent, check, error, isChecking, isSending } = insurance;
  const label = t`Attestation d'assurance habitation (.png, .jpg, .jpeg, .gif, .pdf ; images 12 Mo, PDF 4 Mo)`;
  const message = error ? proofErrorMessage(error) : null;
  const name = chosen?.name ?? "";
  const sentName = sent?.fileName ?? "";
  return (
    <Stack as="section" gap="2" aria-labelledby="insurance-heading" data-testid="insurance">
      <Text as="h3" id="insurance-heading" fontWeight="semibold">
        <Trans>Votre attestation d'assurance habitation</Trans>
      </Text>
      {check?.status === "refused" && <RefusedCertificate check={check} />}
      <CheckStatus check={check} />
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
