import { Box, Icon, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { UserRound } from "lucide-react";
import type { Locale } from "../../../config/index.ts";
import { pathFor } from "../../../routes/paths.ts";
import { AppLink } from "../../../shared/AppLink.tsx";
import type { ProfileContact } from "./profileMapping.ts";
import { languageLabels } from "./profileOptions.ts";

/** Email, phone and language, read-only here (spec 2): they are changed on the profile page. */
export function ContactSummary({ contact, locale }: { contact: ProfileContact; locale: Locale }) {
  const { t, i18n } = useLingui();
  const language = languageLabels[contact.language];
  const rows = [
    { label: t`Courriel`, value: contact.email },
    { label: t`Téléphone`, value: contact.phone },
    { label: t`Langue`, value: language ? i18n._(language) : contact.language },
  ];
  return (
    <>
      <Box as="dl" display="grid" gridTemplateColumns="max-content 1fr" columnGap="4" rowGap="2">
        {rows.map((row) => (
          <Box key={row.label} display="contents">
            <Text as="dt" fontWeight="semibold">
              {row.label}
            </Text>
            <Text as="dd">{row.value || "—"}</Text>
          </Box>
        ))}
      </Box>
      <AppLink href={pathFor("profile", locale)} color="brand.fg" display="inline-flex" gap="1">
        <Icon aria-hidden="true">
          <UserRound />
        </Icon>
        <Trans>Modifier mes coordonnées sur mon profil</Trans>
      </AppLink>
    </>
  );
}
