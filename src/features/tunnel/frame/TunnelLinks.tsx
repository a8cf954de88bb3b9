import { Icon, Link, Stack } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";
import { ExternalLink, Search, UserRound } from "lucide-react";
import type { Locale } from "../../../config/index.ts";
import { pathFor } from "../../../routes/paths.ts";
import { AppLink } from "../../../shared/AppLink.tsx";
import { homeHref } from "../tunnelHrefs.ts";

/** The footer page of the data-protection rules, by its slug in each language. */
const dataProtectionSlug: Record<Locale, string> = {
  fr: "protection-des-donnees",
  en: "data-protection",
};

/**
 * The frame's links (spec 2): the data-protection notice in a new tab (said in its name, so
 * nobody is surprised), "Nouvelle recherche" (home) and the profile page for personal details.
 */
export function TunnelLinks({ locale }: { locale: Locale }) {
  return (
    <Stack gap="2" fontSize="sm">
      <Link
        href={pathFor("footer", locale, { alias: dataProtectionSlug[locale] })}
        target="_blank"
        rel="noopener noreferrer"
        color="brand.fg"
      >
        <Trans>Protection de vos données personnelles (nouvel onglet)</Trans>
        <Icon aria-hidden="true" boxSize="3.5">
          <ExternalLink />
        </Icon>
      </Link>
      <AppLink href={homeHref(locale)} color="brand.fg" display="inline-flex" gap="1">
        <Icon aria-hidden="true">
          <Search />
        </Icon>
        <Trans>Nouvelle recherche</Trans>
      </AppLink>
      <AppLink href={pathFor("profile", locale)} color="brand.fg" display="inline-flex" gap="1">
        <Icon aria-hidden="true">
          <UserRound />
        </Icon>
        <Trans>Mettre à jour mes informations personnelles</Trans>
      </AppLink>
    </Stack>
  );
}
