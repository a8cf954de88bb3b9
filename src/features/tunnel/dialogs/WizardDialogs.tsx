import { Box, Button, chakra, Text } from "@chakra-ui/react";
import type { MessageDescriptor } from "@lingui/core";
import { Trans, useLingui } from "@lingui/react/macro";
import type { StepView } from "../../../../machines/wizard.selectors.ts";
import type { MissingItem, WizardEvent } from "../../../../machines/wizard.ts";
import type { DossierInfo } from "../../../api/dossierSchemas.ts";
import type { Locale } from "../../../config/index.ts";
import { formatDate } from "../../../i18n/format.ts";
import { stepLabels } from "../stepLabels.ts";
import { missingItemAnchor, missingItemDetail, missingItemLabel } from "./missingItems.ts";
import { TunnelDialog } from "./TunnelDialog.tsx";

type WizardDialogsProps = {
  view: StepView;
  send: (event: WizardEvent) => void;
  details: DossierInfo;
  locale: Locale;
};

/** Moves to a place of the step on screen once the dialog has closed (and given focus back). */
function showPlace(anchor: string) {
  setTimeout(() => {
    const place = document.getElementById(anchor);
    place?.scrollIntoView({ block: "start" });
    place?.focus();
  }, 0);
}

function IncompleteRequest({ view, send }: Pick<WizardDialogsProps, "view" | "send">) {
  const { i18n, t } = useLingui();
  const itemText = (label: string, detail: string | null, stepLabel: string) =>
    detail ? t`${label} : ${detail} – ${stepLabel}` : t`${label} – ${stepLabel}`;
  const text = (label: MessageDescriptor | string) =>
    typeof label === "string" ? label : i18n._(label);
  const open = (item: MissingItem) => {
    const anchor = missingItemAnchor(item);
    if (item.step === view.currentStep && anchor) {
      send({ type: "close" });
      showPlace(anchor);
    } else {
      send({ type: "jumpToStep", step: item.step });
    }
  };
  return (
    <TunnelDialog
      title={<Trans>Demande incomplète</Trans>}
      onClose={() => send({ type: "close" })}
      actions={
        <Button variant="outline" onClick={() => send({ type: "close" })}>
          <Trans>Fermer</Trans>
        </Button>
      }
    >
      <Text mb="3">
        <Trans>Complétez ces éléments avant d'envoyer votre demande :</Trans>
      </Text>
      <Box as="ul" ps="5">
        {view.missingItems.map((item) => {
          const detail = missingItemDetail(item);
          const stepLabel = i18n._(stepLabels[item.step]);
          return (
            <li key={`${item.step}-${item.error}-${item.more_info ?? ""}`}>
              <chakra.button
                type="button"
                color="brand.fg"
                textDecoration="underline"
                cursor="pointer"
                textAlign="start"
                onClick={() => open(item)}
              >
                {itemText(text(missingItemLabel(item.error)), detail && text(detail), stepLabel)}
              </chakra.button>
            </li>
          );
        })}
      </Box>
    </TunnelDialog>
  );
}

function DepositSent({ send, details, locale }: Omit<WizardDialogsProps, "view">) {
  const reference = details.crm?.eft_name ?? "";
  const arrival = details.applicatif.date_arrivee;
  const arrivalDate = arrival ? formatDate(arrival, locale) : "";
  return (
    <TunnelDialog
      title={<Trans>Demande de réservation envoyée</Trans>}
      actions={
        <Button colorPalette="brand" onClick={() => send({ type: "acknowledgeDeposit" })}>
          <Trans>Continuer</Trans>
        </Button>
      }
    >
      <Text>
        <Trans>
          Merci ! Votre demande {reference} pour une arrivée le {arrivalDate} a bien été envoyée.
          Nous vous répondrons très vite.
        </Trans>
      </Text>
    </TunnelDialog>
  );
}

/** The pop-ups of sending the file (spec 4, "Sending (step 4)"). */
export function WizardDialogs(props: WizardDialogsProps) {
  const { view, send } = props;
  switch (view.dialog) {
    case "incompleteRequest":
      return <IncompleteRequest view={view} send={send} />;
    case "depositSent":
      return <DepositSent {...props} />;
    case "tooLate":
      return (
        <TunnelDialog
          title={<Trans>Trop tard !</Trans>}
          onClose={() => send({ type: "close" })}
          actions={
            <>
              <Button variant="outline" onClick={() => send({ type: "close" })}>
                <Trans>Fermer</Trans>
              </Button>
              <Button colorPalette="brand" onClick={() => send({ type: "newSearch" })}>
                <Trans>Nouvelle recherche</Trans>
              </Button>
            </>
          }
        >
          <Text>
            <Trans>Cet appartement n'est plus disponible.</Trans>
          </Text>
        </TunnelDialog>
      );
    case "genderIncompatible":
      return (
        <TunnelDialog
          title={<Trans>Incompatibilité de genre</Trans>}
          onClose={() => send({ type: "dismissError" })}
          actions={
            <Button colorPalette="brand" onClick={() => send({ type: "dismissError" })}>
              <Trans>Fermer</Trans>
            </Button>
          }
        >
          <Text>
            <Trans>
              Cette colocation est réservée aux femmes ou aux hommes : elle ne correspond pas à la
              civilité indiquée. Vérifiez votre civilité ou choisissez un autre appartement.
            </Trans>
          </Text>
        </TunnelDialog>
      );
    default:
      return null;
  }
}
