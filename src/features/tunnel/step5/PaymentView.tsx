import { Box, Button, Stack, Tabs, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { FollowUpView } from "../../../../machines/followUp.selectors.ts";
import {
  isCompanyGuaranteePending,
  isTransferBeingChecked,
  transferRefusalReason,
} from "../../../../machines/followUp.selectors.ts";
import { bankTransferDetails, cardPayment, type Locale } from "../../../config/index.ts";
import { formatEuro, formatTime } from "../../../i18n/format.ts";
import { serverNow } from "../../../time/now.ts";
import { FollowUpContext } from "./followUpContexts.ts";
import { cardErrorAdvice, paymentErrorMessage } from "./followUpMessages.ts";
import { LeaseDownload } from "./LeaseDownload.tsx";
import { ProofUpload } from "./ProofUpload.tsx";

/** Sub-stage 2 (spec 2, "Payment section"): the entry fees by card or bank transfer. */
export function PaymentView({ view, locale }: { view: FollowUpView; locale: Locale }) {
  const data = view.data;
  if (!data) return null;
  const amount = data.montant === null ? "" : formatEuro(data.montant, locale);
  const refusal = transferRefusalReason(data.dossier);
  return (
    <Stack gap="5">
      <Box>
        <Text as="h2" fontSize="xl" fontWeight="semibold" mb="1">
          <Trans>Paiement des frais d'entrée</Trans>
        </Text>
        {amount && (
          <Text>
            <Trans>Montant à régler (dépôt de garantie et frais d'entrée) : {amount}</Trans>
          </Text>
        )}
        {/* Read before paying: the lease exists once it is in the signature tool. */}
        <LeaseDownload readable={data.leaseReadable} failed={view.leaseDownloadFailed} />
      </Box>
      {isTransferBeingChecked(data.dossier) ? (
        <TransferBeingChecked />
      ) : (
        <Tabs.Root
          // After a refused transfer proof, the transfer tab opens: the reason and a new proof.
          defaultValue={refusal === null ? "card" : "transfer"}
          variant="enclosed"
          fitted
        >
          <Tabs.List>
            <Tabs.Trigger value="card">
              <Trans>Carte bancaire</Trans>
            </Tabs.Trigger>
            <Tabs.Trigger value="transfer">
              <Trans>Virement bancaire</Trans>
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="card">
            <CardPayment view={view} amount={amount} locale={locale} />
          </Tabs.Content>
          <Tabs.Content value="transfer">
            <TransferPayment reference={data.dossier.name} refusal={refusal} amount={amount} />
          </Tabs.Content>
        </Tabs.Root>
      )}
      {isCompanyGuaranteePending(data.dossier) && <GuaranteeProof />}
    </Stack>
  );
}

/**
 * Back from the card page with a refusal, the page opens at its top: the refusal takes the focus
 * and comes into view, so it is read and seen. A stable callback ref: only on showing.
 */
const focusRefusal = (element: HTMLDivElement | null) => {
  if (!element) return;
  element.focus({ preventScroll: true });
  element.scrollIntoView?.({ block: "center" });
};

function CardPayment({
  view,
  amount,
  locale,
}: {
  view: FollowUpView;
  amount: string;
  locale: Locale;
}) {
  const { i18n } = useLingui();
  const { send } = FollowUpContext.useActorRef();
  const returned = view.paymentReturn;
  const blockedUntil = view.data?.payment.blockedUntil ?? null;
  const isBlocked = blockedUntil !== null && Date.parse(blockedUntil) > serverNow();
  const blockedTime = isBlocked && blockedUntil ? formatTime(blockedUntil, locale) : "";
  const busy = view.payment.isRequesting || view.payment.isLeaving;
  const minutes = cardPayment.retryWaitMinutes;
  const cards = cardPayment.acceptedCards;
  const code = returned?.outcome === "error" ? returned.code : "";
  return (
    <Stack gap="3" pt="3">
      {returned?.outcome === "error" && (
        <Box
          ref={focusRefusal}
          tabIndex={-1}
          role="alert"
          borderWidth="1px"
          borderColor="border.error"
          borderRadius="md"
          p="3"
        >
          <Text fontWeight="semibold">
            <Trans>Votre paiement n'a pas abouti (code {code}). Vous ne serez pas débité.</Trans>
          </Text>
          <Text>{i18n._(cardErrorAdvice(returned.code))}</Text>
        </Box>
      )}
      {isBlocked && (
        <Text role="status" color="fg.error">
          <Trans>
            Par mesure de sécurité, le paiement par carte est bloqué pendant {minutes} minutes :
            réessayez après {blockedTime}.
          </Trans>
        </Text>
      )}
      <Text>
        <Trans>
          Vous allez être redirigé vers la page de paiement sécurisé. Cartes acceptées : {cards}.
        </Trans>
      </Text>
      {view.payment.error && (
        <Text role="alert" color="fg.error" fontWeight="semibold">
          {(() => {
            const message = paymentErrorMessage(view.payment.error);
            return typeof message === "string" ? message : i18n._(message);
          })()}
        </Text>
      )}
      <Box>
        <Button
          colorPalette="brand"
          onClick={() => send({ type: "payByCard" })}
          loading={busy}
          disabled={busy}
        >
          {amount ? <Trans>Payer {amount} par carte</Trans> : <Trans>Payer par carte</Trans>}
        </Button>
      </Box>
      {view.payment.isLeaving && (
        <Text role="status">
          <Trans>Redirection vers la page de paiement…</Trans>
        </Text>
      )}
    </Stack>
  );
}

/** The transfer's proof is sent: staff check it before the entry fees count as paid. */
function TransferBeingChecked() {
  return (
    <Box role="status" borderWidth="1px" borderColor="border.info" borderRadius="md" p="4">
      <Text fontWeight="semibold" mb="1">
        <Trans>Votre virement est en cours de vérification.</Trans>
      </Text>
      <Text>
        <Trans>
          Nous avons bien reçu votre justificatif. Notre équipe vérifie la réception du virement :
          vous pourrez signer votre bail dès qu'il sera confirmé.
        </Trans>
      </Text>
    </Box>
  );
}

function TransferPayment({
  reference,
  refusal,
  amount,
}: {
  reference: string;
  refusal: string | null;
  amount: string;
}) {
  const { t } = useLingui();
  const rows = [
    { term: t`Titulaire`, value: bankTransferDetails.holder },
    { term: "IBAN", value: bankTransferDetails.iban },
    { term: "BIC", value: bankTransferDetails.bic },
    { term: t`Libellé`, value: reference },
  ];
  return (
    <Stack gap="3" pt="3">
      {refusal !== null && (
        <Box role="alert" borderWidth="1px" borderColor="border.error" borderRadius="md" p="3">
          <Text fontWeight="semibold">
            <Trans>Votre justificatif de virement a été refusé. Envoyez-en un autre.</Trans>
          </Text>
          {refusal && (
            <Text>
              <Trans>Motif : {refusal}</Trans>
            </Text>
          )}
        </Box>
      )}
      {/* The amount said again, not "the amount above" (RGAA 10.9: not by place alone). */}
      <Text>
        {amount ? (
          <Trans>
            Faites un virement de {amount} sur le compte suivant, avec la référence de votre demande
            en libellé, puis envoyez-nous le justificatif.
          </Trans>
        ) : (
          <Trans>
            Faites un virement du montant à régler sur le compte suivant, avec la référence de votre
            demande en libellé, puis envoyez-nous le justificatif.
          </Trans>
        )}
      </Text>
      <Box as="dl" borderWidth="1px" borderRadius="md" p="3">
        {rows.map(({ term, value }) => (
          <Box key={term} mb="2">
            <Text as="dt" fontWeight="semibold">
              {term}
            </Text>
            <Text as="dd">{value}</Text>
          </Box>
        ))}
      </Box>
      <ProofUpload document="transfer_justificative" />
    </Stack>
  );
}

/** The company-provided guarantee's certificate, to deposit before the handover. */
export function GuaranteeProof() {
  return (
    <Box borderWidth="1px" borderRadius="lg" p="5">
      <Text as="h2" fontSize="lg" fontWeight="semibold" mb="2">
        <Trans>Votre attestation de garantie</Trans>
      </Text>
      <Text mb="3">
        <Trans>
          Déposez l'attestation de votre organisme de garantie : elle est nécessaire avant la remise
          des clés.
        </Trans>
      </Text>
      <ProofUpload document="guarantor_justificative" />
    </Box>
  );
}
