import { Box, Container, Heading, HStack, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { redirect } from "@tanstack/react-router";
import { contentAssetUrl, getArticle, getMagazine } from "../../api/editorial.ts";
import { pathFor } from "../../routes/paths.ts";
import { AppLink } from "../../shared/AppLink.tsx";
import { PageHead } from "../../shared/PageHead.tsx";
import { orNotFound, type PageLoadContext, usePageData } from "../../shared/pageData.ts";
import { useCurrentLocale } from "../../shared/useCurrentRoute.ts";
import { SanitizedHtml } from "../html/SanitizedHtml.tsx";
import { BackLink } from "../page/BackLink.tsx";
import { ArticleGrid } from "./ArticleGrid.tsx";
import { articleAliases } from "./articleAliases.ts";
import { PublishedOn } from "./PublishedOn.tsx";

export async function loadPage({ params, locale, signal, api }: PageLoadContext) {
  const alias = params.alias ?? "";
  const [article, magazine] = await Promise.all([
    orNotFound(getArticle({ locale, alias }, { signal, client: api })),
    // Only for the category's name: the article shows without it rather than fail.
    getMagazine({ locale }, { signal, client: api }).catch(() => null),
  ]);
  const ownAlias = locale === "fr" ? article.alias_fr : article.alias_en;
  // The other language's alias also finds the article: send readers to this language's address.
  if (alias !== ownAlias) {
    throw redirect({ href: pathFor("newsDetails", locale, { alias: ownAlias }), replace: true });
  }
  return {
    article,
    categories: magazine?.categories ?? [],
    pageAliases: articleAliases(article),
  };
}

/** One magazine article: title, date, picture, sanitised body, then related articles. */
export default function ArticlePage() {
  const { t } = useLingui();
  const { article, categories, pageAliases } = usePageData<typeof loadPage>();
  const locale = useCurrentLocale();
  const categoryNames = new Map(categories.map((entry) => [entry.id, entry.name]));
  const categoryName = categoryNames.get(article.category);
  return (
    <Box as="article" py={{ base: "6", md: "10" }}>
      <PageHead title={article.title} description={article.abstract} aliases={pageAliases} />
      <Container maxW="3xl">
        <BackLink href={pathFor("mag", locale)}>
          <Trans>Retour au magazine</Trans>
        </BackLink>
        <HStack gap="3" mb="3" wrap="wrap">
          {categoryName && (
            <AppLink
              href={pathFor("mag", locale, {}, { category: article.category })}
              fontSize="xs"
              fontWeight="bold"
              textTransform="uppercase"
              color="accent.700"
            >
              {categoryName}
            </AppLink>
          )}
          <PublishedOn date={article.date} />
        </HStack>
        <Heading as="h1" size={{ base: "2xl", md: "4xl" }} lineHeight="1.2" mb="4">
          {article.title}
        </Heading>
        {article.abstract && (
          <Text fontSize={{ base: "lg", md: "xl" }} color="fg.muted" mb="6">
            {article.abstract}
          </Text>
        )}
        {article.picture && (
          <Box asChild w="full" aspectRatio="16 / 9" objectFit="cover" borderRadius="xl" mb="8">
            <img
              src={contentAssetUrl(article.picture)}
              alt={article.pictureAlt}
              width="1200"
              height="675"
              decoding="async"
              fetchPriority="high"
            />
          </Box>
        )}
        <SanitizedHtml html={article.body} fontSize={{ base: "md", md: "lg" }} />
      </Container>
      {article.related.length > 0 && (
        <Container as="section" maxW="6xl" mt="16" aria-labelledby="related-articles">
          <Heading as="h2" id="related-articles" size="xl" mb="6">
            {t`À lire aussi`}
          </Heading>
          <ArticleGrid
            articles={article.related}
            categoryNames={categoryNames}
            headingLevel="h3"
            columns={{ base: 1, md: 3 }}
          />
        </Container>
      )}
    </Box>
  );
}
