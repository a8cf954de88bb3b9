import { Box, Link, Text } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";
import type { SubStage } from "../../../../machines/followUp.selectors.ts";
import type { FollowUpData } from "../../../api/followUpSchemas.ts";
import { SupportPhoneLink } from "../../page/SupportPhoneLink.tsx";

/**
 * Spec 2, step 5: a help block up to sub-stage 2 unless the file is recycling; at sub-stage 4
 * the manager's contact (`mail_{product}_manager`).
 */
export function FollowUpHelp({
  data,
  subStage,
  helpInColumn,
}: {
  data: FollowUpData;
  subStage: SubStage | null;
  /** The frame's column already shows its help panel: one help card, not two. */
  helpInColumn: boolean;
}) {
  const manager = data.mail_hestia_manager;
  if (subStage === 4 && manager?.email) {
    return (
      <Box borderWidth="1px" borderRadius="lg" p="5">
        <Text fontWeight="semibold" mb="1">
          <Trans>Votre gestionnaire</Trans>
        </Text>
        {manager.name && <Text>{manager.name}</Text>}
        <Link href={`mailto:${manager.email}`} color="brand.fg" fontWeight="semibold">
          {manager.email}
        </Link>
      </Box>
    );
  }
  const showsHelp =
    !helpInColumn && subStage !== null && subStage <= 2 && data.dossier.statuscode !== "recycling";
  if (!showsHelp) return null;
  return (
    <Box borderWidth="1px" borderRadius="lg" p="5">
      <Text fontWeight="semibold" mb="1">
        <Trans>Besoin d'aide ?</Trans>
      </Text>
      <Text mb="2">
        <Trans>Notre équipe répond à vos questions sur votre demande.</Trans>
      </Text>
      <SupportPhoneLink />
    </Box>
  );
}
