import { Box, Stack, Text } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";
import type { FollowUpView } from "../../../../machines/followUp.selectors.ts";
import { TeamSigningNotice } from "./TeamSigningNotice.tsx";

/** Sub-stage 4 (spec 2, "Handover view"). */
export function HandoverView({ view }: { view: FollowUpView }) {
  if (!view.isMovingIn) return <TeamSigningNotice />;
  return (
    <Box borderWidth="1px" borderRadius="lg" p="5">
      <Text as="h2" fontSize="2xl" fontWeight="bold" mb="2">
        <Trans>Bientôt chez vous !</Trans>
      </Text>
      <Text mb="3">
        <Trans>
          Votre bail est signé par toutes les parties : votre Espace Client est ouvert. Avant la
          remise des clés :
        </Trans>
      </Text>
      <Stack as="ul" gap="2" ps="5" mb="4">
        <li>
          <Trans>Envoyez votre attestation d'assurance habitation avant la remise des clés.</Trans>
        </li>
        <li>
          <Trans>Prenez rendez-vous avec votre gestionnaire pour l'état des lieux d'entrée.</Trans>
        </li>
        {view.data?.pdlVisible && (
          <li>
            <Trans>
              Récupérez dans votre Espace Client votre numéro de point de livraison (PDL) pour
              ouvrir votre contrat d'énergie.
            </Trans>
          </li>
        )}
        <li>
          <Trans>Mettez en place le prélèvement automatique dans votre Espace Client.</Trans>
        </li>
      </Stack>
    </Box>
  );
}
