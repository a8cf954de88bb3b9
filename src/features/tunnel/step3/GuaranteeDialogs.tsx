import { Box, Button, Text } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";
import type { GuaranteeDialog } from "../../../../machines/guarantees.selectors.ts";
import type { Locale } from "../../../config/index.ts";
import { formatEuro } from "../../../i18n/format.ts";
import { TunnelDialog } from "../dialogs/TunnelDialog.tsx";

type GuaranteeDialogsProps = {
  dialog: GuaranteeDialog | null;
  /** The least monthly income each guarantor needs, when known. */
  minimumIncome: number | null;
  /** How many guarantor forms the chosen guarantee holds (a second is suggested only with one). */
  guarantorForms: number;
  locale: Locale;
  onConfirmFranceIncome: () => void;
  onDeclineFranceIncome: () => void;
  onClose: () => void;
};

/**
 * Step 3's pop-ups (spec 2, "Pop-ups"): the guarantors' income declared in France, the
 * scholarship "No" notice and "Garanties insuffisantes". The spec does not show their texts;
 * ours are listed in docs/architecture.md ("Texts the spec does not show").
 */
export function GuaranteeDialogs({
  dialog,
  minimumIncome,
  guarantorForms,
  locale,
  onConfirmFranceIncome,
  onDeclineFranceIncome,
  onClose,
}: GuaranteeDialogsProps) {
  switch (dialog) {
    case "franceIncome":
      return (
        <TunnelDialog
          title={<Trans>Revenus de vos garants</Trans>}
          onClose={onClose}
          actions={
            <>
              <Button variant="outline" onClick={onDeclineFranceIncome}>
                <Trans>Non</Trans>
              </Button>
              <Button colorPalette="brand" onClick={onConfirmFranceIncome}>
                <Trans>Oui</Trans>
              </Button>
            </>
          }
        >
          <Text mb="2" fontWeight="semibold">
            <Trans>Votre ou vos garants déclarent-ils leurs revenus en France ?</Trans>
          </Text>
          <Text>
            <Trans>
              Nous acceptons les garants qui déclarent leurs revenus en France. Si ce n'est pas le
              cas, Garantme ou Visale peuvent se porter garants pour vous.
            </Trans>
          </Text>
        </TunnelDialog>
      );
    case "scholarshipNotice":
      return (
        <TunnelDialog
          title={<Trans>Une garantie vous sera demandée</Trans>}
          onClose={onClose}
          actions={
            <Button colorPalette="brand" onClick={onClose}>
              <Trans>Fermer</Trans>
            </Button>
          }
        >
          <Text>
            <Trans>
              Sans bourse, une garantie est nécessaire pour étudier la demande d'un étudiant : un ou
              deux garants, Garantme ou Visale. Répondez « Oui » à la question « Avez-vous besoin
              d'un garant ? » pour la choisir.
            </Trans>
          </Text>
        </TunnelDialog>
      );
    case "insufficientGuarantees": {
      const minimum = minimumIncome === null ? null : formatEuro(minimumIncome, locale);
      return (
        <TunnelDialog
          title={<Trans>Garanties insuffisantes</Trans>}
          onClose={onClose}
          actions={
            <Button colorPalette="brand" onClick={onClose}>
              <Trans>Fermer</Trans>
            </Button>
          }
        >
          <Text mb="3">
            {minimum === null ? (
              <Trans>Les revenus de vos garants sont insuffisants pour ce logement.</Trans>
            ) : (
              <Trans>
                Les revenus de vos garants sont insuffisants pour ce logement : chaque garant doit
                percevoir au moins {minimum} nets par mois.
              </Trans>
            )}
          </Text>
          <Text mb="1">
            <Trans>Pour compléter votre demande, vous pouvez :</Trans>
          </Text>
          <Box as="ul" ps="5">
            <li>
              <Trans>choisir un logement moins cher ;</Trans>
            </li>
            {guarantorForms < 2 && (
              <li>
                <Trans>ajouter un second garant ;</Trans>
              </li>
            )}
            <li>
              <Trans>choisir une garantie d'organisme (Garantme ou Visale) ;</Trans>
            </li>
            <li>
              <Trans>indiquer des revenus plus élevés, si ceux de votre garant le sont.</Trans>
            </li>
          </Box>
        </TunnelDialog>
      );
    }
    default:
      return null;
  }
}
