import { Icon, Link, Stack } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";
import { ExternalLink, Search, UserRound } from "lucide-react";
import { memo } from "react";
import type { Locale } from "../../../config/index.ts";
import { pathFor } from "../../../routes/paths.ts";
import { IconLink } from "../../page/IconLink.tsx";
import { dataProtectionHref, homeHref } from "../tunnelHrefs.ts";

/**
 * The frame's links (spec 2): the data-protection notice in a new tab (said in its name, so
 * nobody is surprised), "Nouvelle recherche" (home) and the profile page for personal details.
 */
export const TunnelLinks = memo(function TunnelLinks({ locale }: { locale: Locale }) {
  return (
    <Stack gap="2" fontSize="sm">
      <Link
        href={dataProtectionHref(locale)}
        target="_blank"
        rel="noopener noreferrer"
        color="brand.fg"
      >
        <Trans>Protection de vos données personnelles (nouvel onglet)</Trans>
        <Icon aria-hidden="true" boxSize="3.5">
          <ExternalLink />
        </Icon>
      </Link>
      <IconLink icon={<Search />} href={homeHref(locale)} color="brand.fg">
        <Trans>Nouvelle recherche</Trans>
      </IconLink>
      <IconLink icon={<UserRound />} href={pathFor("profile", locale)} color="brand.fg">
        <Trans>Mettre à jour mes informations personnelles</Trans>
      </IconLink>
    </Stack>
  );
});
