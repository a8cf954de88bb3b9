import { Container, Heading, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { brand } from "../../config/index.ts";
import { pageTitles } from "../../routes/pageTitles.ts";
import { pathFor } from "../../routes/paths.ts";
import { AppLink } from "../../shared/AppLink.tsx";
import { useCurrentLocale } from "../../shared/useCurrentRoute.ts";
import { useFocusOnMount } from "../page/useFocusOnMount.ts";

/** Rendered for any unknown path; it loads no shared content (spec 2.2). */
export default function NotFoundPage() {
  const locale = useCurrentLocale();
  const { i18n } = useLingui();
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  return (
    <Container maxW="3xl" py="16" textAlign="center">
      {/* Its own title (the tab and history say what happened), and kept out of search engines. */}
      <title>{`${i18n._(pageTitles.notFound)} | ${brand.name}`}</title>
      <meta name="robots" content="noindex" />
      <Heading as="h1" size="2xl" mb="4" ref={headingRef} tabIndex={-1}>
        <Trans>Page introuvable</Trans>
      </Heading>
      <Text mb="6">
        <Trans>
          La page que vous cherchez n'existe pas ou a été déplacée. Vérifiez l'adresse ou repartez
          de l'accueil.
        </Trans>
      </Text>
      <AppLink href={pathFor("homepage", locale)} colorPalette="brand" fontWeight="semibold">
        <Trans>Retour à l'accueil</Trans>
      </AppLink>
    </Container>
  );
}
