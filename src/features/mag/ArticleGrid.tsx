import { SimpleGrid, type SimpleGridProps } from "@chakra-ui/react";
import type { ArticleCard as ArticleCardData } from "../../api/editorial.ts";
import { ArticleCard } from "./ArticleCard.tsx";

type ArticleGridProps = {
  articles: readonly ArticleCardData[];
  /** Category names by id, shown above each title. */
  categoryNames: ReadonlyMap<string, string>;
  headingLevel: "h2" | "h3";
  columns: SimpleGridProps["columns"];
};

/** Articles as a list of cards in a grid. */
export function ArticleGrid({ articles, categoryNames, headingLevel, columns }: ArticleGridProps) {
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={columns} gap="6">
      {articles.map((article) => (
        <li key={article.id}>
          <ArticleCard
            article={article}
            categoryName={categoryNames.get(article.category)}
            headingLevel={headingLevel}
          />
        </li>
      ))}
    </SimpleGrid>
  );
}
