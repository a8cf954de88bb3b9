import { Container, Heading, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { redirect } from "@tanstack/react-router";
import { getFooterPage, orNullWhenMissing } from "../../api/editorial.ts";
import { pathFor } from "../../routes/paths.ts";
import { AppLink } from "../../shared/AppLink.tsx";
import { PageHead } from "../../shared/PageHead.tsx";
import { type PageLoadContext, usePageData } from "../../shared/pageData.ts";
import { useCurrentLocale } from "../../shared/useCurrentRoute.ts";
import { SanitizedHtml } from "../html/SanitizedHtml.tsx";
import { footerPageAliases } from "./footerPageAliases.ts";

export async function loadPage({ params, locale, signal, api }: PageLoadContext) {
  const slug = params.alias ?? "";
  const page = await orNullWhenMissing(getFooterPage({ locale, slug }, { signal, client: api }));
  if (!page) return { page: null };
  const aliases = footerPageAliases(page, slug);
  const ownSlug = aliases[locale]?.alias ?? slug;
  // The other language's slug also finds the page: send readers to this language's address.
  if (ownSlug !== slug) {
    throw redirect({ href: pathFor("footer", locale, { alias: ownSlug }), replace: true });
  }
  return { page, pageAliases: aliases };
}

/** A dynamic page linked from the footer (legal notice, data protection...), by its slug. */
export default function FooterPage() {
  const { t } = useLingui();
  const { page, pageAliases } = usePageData<typeof loadPage>();
  const locale = useCurrentLocale();
  if (!page) {
    const message = t`La page demandée n'a pas été trouvée`;
    return (
      <Container maxW="3xl" py="16" textAlign="center">
        <PageHead title={message} />
        <meta name="robots" content="noindex" />
        <Heading as="h1" size="2xl" mb="4">
          {message}
        </Heading>
        <Text mb="6">
          <Trans>Elle a peut-être été renommée ou retirée.</Trans>
        </Text>
        <AppLink href={pathFor("homepage", locale)} fontWeight="semibold" color="brand.fg">
          <Trans>Retour à l'accueil</Trans>
        </AppLink>
      </Container>
    );
  }
  return (
    <Container as="article" maxW="3xl" py={{ base: "8", md: "12" }}>
      <PageHead title={page.title} aliases={pageAliases} />
      <Heading as="h1" size={{ base: "2xl", md: "3xl" }} mb="6">
        {page.title}
      </Heading>
      <SanitizedHtml html={page.body} />
    </Container>
  );
}
