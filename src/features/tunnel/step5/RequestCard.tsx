import { Box, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import {
  type AcceptedNextMove,
  acceptedNextMove,
} from "../../../../machines/followUp.selectors.ts";
import type { FollowUpData } from "../../../api/followUpSchemas.ts";
import type { Locale } from "../../../config/index.ts";
import { formatDate, formatTime } from "../../../i18n/format.ts";
import { statusLabelOf } from "../dossierStatus.ts";

/**
 * The request card (spec 2, step 5): status badge, reference, and the status's own text. Its
 * text is a polite live region: when staff act, the new status is read out.
 */
export function RequestCard({ data, locale }: { data: FollowUpData; locale: Locale }) {
  const { i18n } = useLingui();
  const { statuscode, name } = data.dossier;
  const status = statusLabelOf(statuscode);
  const statusText = typeof status === "string" ? status : i18n._(status);
  return (
    <Box borderWidth="1px" borderRadius="lg" p="5" aria-live="polite">
      <Text fontWeight="semibold" mb="2">
        <Trans>Votre demande</Trans>
      </Text>
      <Text>
        <Trans>Statut :</Trans>{" "}
        <Text
          as="span"
          px="2"
          borderRadius="full"
          bg="brand.subtle"
          color="brand.fg"
          fontWeight="semibold"
        >
          {statusText}
        </Text>
      </Text>
      {name && (
        <Text fontSize="sm" color="fg.muted" mt="1">
          <Trans>Référence : {name}</Trans>
        </Text>
      )}
      <Text mt="3">
        <StatusText data={data} locale={locale} />
      </Text>
    </Box>
  );
}

/** Spec 4: each status has its text; accepted reads differently with and without a lease code. */
function StatusText({ data, locale }: { data: FollowUpData; locale: Locale }) {
  const { statuscode, code_bail } = data.dossier;
  switch (statuscode) {
    case "complete":
      return (
        <Trans>
          Votre demande est en cours d'examen. Vous recevrez une réponse sous 48 heures,
          généralement sous 24 heures ouvrées.
        </Trans>
      );
    case "recycling":
      return (
        <Trans>
          Votre demande est de nouveau à l'étude. Nous revenons vers vous dès que possible.
        </Trans>
      );
    case "accepted":
      return code_bail ? (
        <FinishReservation data={data} locale={locale} />
      ) : (
        <NextMoveText next="leaseInPreparation" />
      );
    case "toUpdate":
      return (
        <Trans>
          Votre dossier est incomplet : des informations ou des pièces sont à compléter. Consultez
          l'e-mail que nous vous avons envoyé.
        </Trans>
      );
    case "abandoned":
      return <Trans>Votre demande a été annulée. Vos données seront supprimées sous 1 mois.</Trans>;
    case "refused":
      return (
        <Trans>
          Nous sommes désolés, votre demande n'a pas pu être acceptée. Vos données seront supprimées
          sous 3 mois.
        </Trans>
      );
    case "signed":
    case "definitive":
      return <Trans>Votre bail est signé par toutes les parties.</Trans>;
    default:
      return null;
  }
}

/**
 * finishReservation: what is left to do, as the file stands (`acceptedNextMove`), and until when
 * the flat is held (the server's reading: 48 h or 3 days) while the applicant has a move to make.
 */
function FinishReservation({ data, locale }: { data: FollowUpData; locale: Locale }) {
  const until = data.reservationGuaranteedUntil;
  const date = until ? formatDate(until, locale) : "";
  const time = until ? formatTime(until, locale) : "";
  const next = acceptedNextMove(data);
  return (
    <>
      <NextMoveText next={next} />
      {date && next !== "nothingLeft" && (
        <>
          {" "}
          <Trans>
            Votre logement vous est réservé jusqu'au {date} à {time}.
          </Trans>
        </>
      )}
    </>
  );
}

function NextMoveText({ next }: { next: AcceptedNextMove }) {
  switch (next) {
    case "leaseInPreparation":
      return (
        <Trans>
          Bonne nouvelle, votre demande est acceptée ! Votre bail est en préparation : vous serez
          averti par e-mail dès qu'il sera prêt à être payé et signé.
        </Trans>
      );
    case "pay":
      return (
        <Trans>
          Bonne nouvelle, votre demande est acceptée ! Finalisez votre réservation : réglez les
          frais d'entrée puis signez votre bail.
        </Trans>
      );
    case "transferBeingChecked":
      return (
        <Trans>
          Votre demande est acceptée. Votre virement est en cours de vérification : vous pourrez
          ensuite signer votre bail.
        </Trans>
      );
    case "sign":
      return (
        <Trans>
          Les frais d'entrée sont réglés. Finalisez votre réservation : signez votre bail.
        </Trans>
      );
    case "nothingLeft":
      return <Trans>Votre demande est acceptée et vous avez signé votre bail.</Trans>;
  }
}
