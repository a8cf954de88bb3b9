import { Box, Container, Heading, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { useSearch } from "@tanstack/react-router";
import { getMagazine } from "../../api/editorial.ts";
import { pageTitles } from "../../routes/pageTitles.ts";
import { pathFor } from "../../routes/paths.ts";
import { AppLink } from "../../shared/AppLink.tsx";
import { PageHead } from "../../shared/PageHead.tsx";
import { type PageLoadContext, usePageData } from "../../shared/pageData.ts";
import { useCurrentLocale } from "../../shared/useCurrentRoute.ts";
import { loadWithPageMeta } from "../page/pageMeta.ts";
import { ArticleGrid } from "./ArticleGrid.tsx";
import { CategoryFilter } from "./CategoryFilter.tsx";
import { articlesInCategory, countByCategory, readCategory } from "./magazineFilter.ts";

export async function loadPage(context: PageLoadContext) {
  const { content: magazine, meta } = await loadWithPageMeta("mag", context, getMagazine);
  return { magazine, meta };
}

/** The magazine: every article, newest first, filtered by `?category=`. */
export default function MagazinePage() {
  const { t, i18n } = useLingui();
  const { magazine, meta } = usePageData<typeof loadPage>();
  const locale = useCurrentLocale();
  const category = readCategory(useSearch({ strict: false }));
  const articles = articlesInCategory(magazine.items, category);
  const categoryNames = new Map(magazine.categories.map((entry) => [entry.id, entry.name]));
  const categoryName = categoryNames.get(category);
  const title = meta?.title || i18n._(pageTitles.mag);
  return (
    <Container maxW="6xl" py={{ base: "8", md: "12" }}>
      <PageHead
        title={categoryName ? `${categoryName} · ${title}` : title}
        description={meta?.description}
      />
      <Heading as="h1" size={{ base: "2xl", md: "3xl" }} mb="3">
        {title}
      </Heading>
      <Text fontSize="lg" color="fg.muted" mb="6" maxW="3xl">
        {meta?.abstract ||
          t`Conseils, budget et guides des villes pour préparer votre vie étudiante.`}
      </Text>
      {magazine.categories.length > 0 && (
        <Box as="nav" aria-label={t`Catégories du magazine`} mb="8">
          <CategoryFilter
            categories={magazine.categories}
            counts={countByCategory(magazine.items)}
            total={magazine.items.length}
            selected={category}
          />
        </Box>
      )}
      {articles.length > 0 ? (
        <ArticleGrid
          articles={articles}
          categoryNames={categoryNames}
          headingLevel="h2"
          columns={{ base: 1, md: 2, lg: 3 }}
        />
      ) : (
        <Box textAlign="center" py="12">
          <Text mb="4">
            <Trans>Aucun article dans cette catégorie pour le moment.</Trans>
          </Text>
          <AppLink href={pathFor("mag", locale)} fontWeight="semibold" color="brand.fg">
            <Trans>Voir tous les articles</Trans>
          </AppLink>
        </Box>
      )}
    </Container>
  );
}
