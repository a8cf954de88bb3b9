import { Box, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { DossierInfo } from "../../../api/dossierSchemas.ts";
import { statusLabelOf } from "../dossierStatus.ts";
import { StepHeading } from "./StepHeading.tsx";

/**
 * Step 5 until the follow-up arrives (a later issue): the request was sent, with its status and
 * reference.
 */
export function FollowUpPlaceholder({ details }: { details: DossierInfo | null }) {
  const { i18n } = useLingui();
  const status = statusLabelOf(details?.statuscode ?? null);
  const statusText = typeof status === "string" ? status : i18n._(status);
  const reference = details?.crm?.eft_name ?? "";
  return (
    <Box as="section">
      <StepHeading step={5} />
      <Box borderWidth="1px" borderRadius="lg" p="5">
        <Text fontWeight="semibold" mb="2">
          <Trans>Votre demande a bien été envoyée</Trans>
        </Text>
        {statusText && (
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
        )}
        {reference && (
          <Text fontSize="sm" color="fg.muted" mt="1">
            <Trans>Référence : {reference}</Trans>
          </Text>
        )}
      </Box>
    </Box>
  );
}
