import { Box, Button, Flex, Icon, Stack, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Check } from "lucide-react";
import { useRef } from "react";
import {
  COMPANY_GUARANTEE_KIND,
  type FollowUpView,
  isCompanyGuaranteePending,
} from "../../../../machines/followUp.selectors.ts";
import type { FollowUpData } from "../../../api/followUpSchemas.ts";
import { FollowUpContext } from "./followUpContexts.ts";
import { signatureErrorMessage } from "./followUpMessages.ts";
import { LeaseDownload } from "./LeaseDownload.tsx";
import { GuaranteeProof } from "./PaymentView.tsx";
import { SignatureDialog } from "./SignatureDialog.tsx";
import { type SignerState, showsSignatureSteps, signatureStepItems } from "./signatureSteps.ts";
import { TeamSigningNotice } from "./TeamSigningNotice.tsx";

/** Sub-stage 3 (spec 2, "Lease signature view"). */
export function SignatureView({ view }: { view: FollowUpView }) {
  const { i18n } = useLingui();
  const { send } = FollowUpContext.useActorRef();
  const signButton = useRef<HTMLButtonElement>(null);
  const { data, signature } = view;
  if (!data) return null;
  const status = data.signature?.statut.toUpperCase() ?? null;
  const error = signature.error ? signatureErrorMessage(signature.error) : null;
  // The signing period is the server's setting, not the app's.
  const days = data.signatureDays;
  return (
    <Stack gap="5">
      {view.paymentReturn?.outcome === "success" && (
        <Text role="status" fontWeight="semibold">
          <Trans>Votre paiement a bien été reçu. Merci !</Trans>
        </Text>
      )}
      {signature.isWaitingForTeam ? (
        <TeamSigningNotice />
      ) : signature.isWaitingForCoSigners ? (
        <CoSignersNotice />
      ) : (
        <Box>
          <Text as="h2" fontSize="xl" fontWeight="semibold" mb="2">
            <Trans>Signature du bail</Trans>
          </Text>
          <Text mb="3">
            <Trans>
              Votre bail est prêt : lisez-le et signez-le en ligne avec vos co-signataires.
            </Trans>
            {days !== null && (
              <>
                {" "}
                <Trans>Vous disposez de {days} jours pour signer.</Trans>
              </>
            )}
          </Text>
          {status === "ERREUR" && (
            <Box
              role="alert"
              borderWidth="1px"
              borderColor="border.error"
              borderRadius="md"
              p="3"
              mb="3"
            >
              <Text fontWeight="semibold">
                <Trans>La signature de votre bail a rencontré une erreur.</Trans>
              </Text>
              <Text>
                <Trans>Relancez la signature ; si l'erreur persiste, contactez-nous.</Trans>
              </Text>
            </Box>
          )}
          {signature.isStopped && <StoppedSignatureCard status={status} days={days} />}
          {error && (
            <Text role="alert" mb="3" color="fg.error" fontWeight="semibold">
              {typeof error === "string" ? error : i18n._(error)}
            </Text>
          )}
          <Flex gap="3" wrap="wrap" align="center">
            <Button
              ref={signButton}
              colorPalette="brand"
              onClick={() => send({ type: "startSigning" })}
              disabled={!signature.canStart}
              loading={signature.isStarting}
            >
              {signature.isStopped ? (
                <Trans>Relancer la signature</Trans>
              ) : (
                <Trans>Lire et signer le bail via Yousign &gt;</Trans>
              )}
            </Button>
            <LeaseDownload readable={data.leaseReadable} failed={view.leaseDownloadFailed} />
          </Flex>
        </Box>
      )}
      {showsSignatureSteps(data) && <SignatureSteps data={data} />}
      {data.dossier.type_de_garant === COMPANY_GUARANTEE_KIND && <GuaranteeSteps data={data} />}
      {isCompanyGuaranteePending(data.dossier) && <GuaranteeProof />}
      <SignatureDialog view={view} opener={signButton} />
    </Stack>
  );
}

/**
 * A signer refused, or the signing period (the server's `signatureDays`) ran out (tunnel spec 8
 * "Signature"): what happened and what to do next, as the ERREUR card says it.
 */
function StoppedSignatureCard({ status, days }: { status: string | null; days: number | null }) {
  return (
    <Box role="alert" borderWidth="1px" borderColor="border.error" borderRadius="md" p="3" mb="3">
      <Text fontWeight="semibold">
        {status === "REFUS" ? (
          <Trans>Un signataire a refusé de signer le bail.</Trans>
        ) : (
          <Trans>La signature de votre bail a expiré.</Trans>
        )}
      </Text>
      <Text>
        {status === "REFUS" ? (
          <Trans>
            Vérifiez avec lui le bail et ses informations (la liste « Les signatures » dit qui a
            refusé), puis relancez la signature : chaque signataire recevra une nouvelle demande,
            dans l'ordre. Besoin d'aide ? Contactez-nous.
          </Trans>
        ) : days === null ? (
          <Trans>
            Tous les signataires n'ont pas signé dans le délai. Relancez la signature : chaque
            signataire recevra une nouvelle demande, dans l'ordre.
          </Trans>
        ) : (
          <Trans>
            Tous les signataires n'ont pas signé dans le délai de {days} jours. Relancez la
            signature : chaque signataire recevra une nouvelle demande, dans l'ordre.
          </Trans>
        )}
      </Text>
    </Box>
  );
}

/** The applicant signed; their legal guardian or guarantors sign from their mails, in turn. */
function CoSignersNotice() {
  return (
    <Box borderWidth="1px" borderRadius="lg" p="5" role="status">
      <Text as="h2" fontSize="xl" fontWeight="semibold" mb="2">
        <Trans>Vous avez signé votre bail</Trans>
      </Text>
      <Text>
        <Trans>
          Vos co-signataires ont reçu un e-mail pour le signer à leur tour, dans l'ordre de la liste
          « Les signatures ». La signature est terminée quand tous ont signé.
        </Trans>
      </Text>
    </Box>
  );
}

function CheckList({
  title,
  items,
}: {
  title: React.ReactNode;
  items: { key: string; label: string; isDone: boolean; stateText: string }[];
}) {
  return (
    <Box borderWidth="1px" borderRadius="lg" p="5">
      <Text as="h2" fontSize="lg" fontWeight="semibold" mb="2">
        {title}
      </Text>
      <Stack as="ul" gap="1" listStyleType="none">
        {items.map((item) => (
          <Flex as="li" key={item.key} gap="2" align="center">
            <Icon color={item.isDone ? "green.700" : "fg.subtle"} aria-hidden="true">
              <Check />
            </Icon>
            <Text>{item.label}</Text>
            <Text color="fg.muted">{item.stateText}</Text>
          </Flex>
        ))}
      </Stack>
    </Box>
  );
}

function SignatureSteps({ data }: { data: FollowUpData }) {
  const { i18n, t } = useLingui();
  const stateTexts: Record<SignerState, string> = {
    signed: t`(signé)`,
    waiting: t`(en attente)`,
    refused: t`(a refusé)`,
    expired: t`(expiré)`,
  };
  const items = signatureStepItems(data).map((item) => ({
    key: item.key,
    label: i18n._(item.label),
    isDone: item.state === "signed",
    stateText: stateTexts[item.state],
  }));
  return <CheckList title={<Trans>Les signatures</Trans>} items={items} />;
}

/** The company-provided guarantee's steps: certificate deposited, then validated. */
function GuaranteeSteps({ data }: { data: FollowUpData }) {
  const { t } = useLingui();
  const tracking = data.dossier.suivi_garantie;
  const items = [
    { key: "deposed", label: t`Attestation de garantie déposée`, isDone: tracking >= 2 },
    { key: "validated", label: t`Garantie validée`, isDone: tracking >= 3 },
  ].map((item) => ({ ...item, stateText: item.isDone ? t`(terminé)` : t`(en attente)` }));
  return <CheckList title={<Trans>Votre garantie</Trans>} items={items} />;
}
