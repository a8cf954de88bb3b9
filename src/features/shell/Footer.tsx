import { Box, Button, Flex, Heading, Icon, Link, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { CircleHelp, Mail } from "lucide-react";
import type { FooterPage } from "../../api/content.ts";
import { cityAliases, type Locale, socialLinks, support } from "../../config/index.ts";
import { cityNames } from "../../i18n/cities.ts";
import { pathFor } from "../../routes/paths.ts";
import { slugify } from "../../routes/slugify.ts";
import { AppLink } from "../../shared/AppLink.tsx";
import { conformanceLevel, conformanceMentions } from "../accessibility/index.ts";
import { belowTheFold } from "../page/belowTheFold.ts";
import { IconLink } from "../page/IconLink.tsx";
import { SupportPhoneLink } from "../page/SupportPhoneLink.tsx";
import { SocialIcon } from "./SocialIcon.tsx";

type FooterProps = {
  locale: Locale;
  /** `null` while loading or when they could not be loaded: the fixed part still shows. */
  footerPages: readonly FooterPage[] | null;
  onWrite: () => void;
};

const socialNames = {
  instagram: "Instagram",
  facebook: "Facebook",
  linkedin: "LinkedIn",
  youtube: "YouTube",
};

/** Call, write, questions; city links, sitemap, footer pages, social links, logo (spec 2.2). */
export function Footer({ locale, footerPages, onWrite }: FooterProps) {
  const { t, i18n } = useLingui();
  const [weekdays, saturday] = support.hours;
  return (
    <Box
      as="footer"
      css={belowTheFold}
      bg="brand.900"
      color="white"
      px={{ base: "4", lg: "8" }}
      py="10"
      mt="12"
    >
      <Box maxW="7xl" mx="auto">
        <SimpleGrid
          columns={{ base: 1, md: 3 }}
          gap="8"
          pb="8"
          borderBottomWidth="1px"
          borderColor="whiteAlpha.400"
        >
          <Stack gap="2">
            <Heading as="h2" size="md" color="white">
              <Trans>Appelez-nous</Trans>
            </Heading>
            <SupportPhoneLink color="white" fontWeight="bold" />
            <Text fontSize="sm">
              <Trans>
                Du lundi au vendredi de {weekdays.opens} à {weekdays.closes}, le samedi de{" "}
                {saturday.opens} à {saturday.closes}
              </Trans>
            </Text>
          </Stack>
          <Stack gap="2" align="flex-start">
            <Heading as="h2" size="md" color="white">
              <Trans>Écrivez-nous</Trans>
            </Heading>
            <Button
              onClick={onWrite}
              variant="outline"
              color="white"
              borderColor="white"
              _hover={{ bg: "whiteAlpha.200" }}
            >
              <Icon aria-hidden="true">
                <Mail />
              </Icon>
              <Trans>Nous contacter</Trans>
            </Button>
          </Stack>
          <Stack gap="2">
            <Heading as="h2" size="md" color="white">
              <Trans>Une question ?</Trans>
            </Heading>
            <IconLink
              icon={<CircleHelp />}
              href={pathFor("faq", locale)}
              color="white"
              alignItems="center"
              gap="2"
            >
              <Trans>Consultez nos questions fréquentes</Trans>
            </IconLink>
          </Stack>
        </SimpleGrid>
        <Box as="nav" aria-label={t`Nos villes`} py="6">
          <Flex as="ul" listStyleType="none" wrap="wrap" gap="4">
            {cityAliases.map((city) => (
              <li key={city}>
                <AppLink
                  href={pathFor("cityLanding", locale, { city })}
                  color="white"
                  fontSize="sm"
                >
                  {t`Résidences étudiantes ${i18n._(cityNames[city])}`}
                </AppLink>
              </li>
            ))}
          </Flex>
        </Box>
        <Flex
          direction={{ base: "column", md: "row" }}
          gap="6"
          justify="space-between"
          align={{ md: "center" }}
        >
          <Flex as="ul" listStyleType="none" wrap="wrap" gap="4" aria-label={t`Informations`}>
            <li>
              <AppLink href={pathFor("sitemap", locale)} color="white" fontSize="sm">
                <Trans>Plan du site</Trans>
              </AppLink>
            </li>
            <li>
              <AppLink href={pathFor("accessibility", locale)} color="white" fontSize="sm">
                {i18n._(conformanceMentions[conformanceLevel()])}
              </AppLink>
            </li>
            {(footerPages ?? []).map((page) => (
              <li key={page.id}>
                <AppLink
                  href={pathFor("footer", locale, { alias: slugify(page.title) })}
                  color="white"
                  fontSize="sm"
                >
                  {page.title}
                </AppLink>
              </li>
            ))}
          </Flex>
          <Flex as="ul" listStyleType="none" gap="3" aria-label={t`Réseaux sociaux`}>
            {socialLinks.map((social) => (
              <li key={social.network}>
                <Link
                  href={social.url}
                  color="white"
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t`${socialNames[social.network]} (nouvel onglet)`}
                >
                  <SocialIcon network={social.network} />
                </Link>
              </li>
            ))}
          </Flex>
        </Flex>
        <Box mt="8">
          <img
            src={`/logo-${locale}.svg`}
            alt={t`Hestia Campus, résidences étudiantes`}
            width="180"
            height="40"
            loading="lazy"
          />
        </Box>
      </Box>
    </Box>
  );
}
