import { Container, Flex, Heading } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";
import type { Magazine } from "../../api/editorial.ts";
import type { Locale } from "../../config/index.ts";
import { pathFor } from "../../routes/paths.ts";
import { AppLink } from "../../shared/AppLink.tsx";
import { ArticleGrid } from "../mag/index.ts";
import { belowTheFold } from "../page/belowTheFold.ts";
import { Deferred } from "../page/Deferred.tsx";

type HomeMagazineProps = { magazine: Promise<Magazine | null>; locale: Locale };

/** The latest articles of the magazine, as the magazine lists them. */
export function HomeMagazine({ magazine, locale }: HomeMagazineProps) {
  return (
    <Deferred value={magazine} fallback={null}>
      {(content) =>
        content &&
        content.items.length > 0 && (
          <Container as="section" aria-labelledby="home-mag" css={belowTheFold} maxW="6xl" py="12">
            <Flex justify="space-between" align="baseline" wrap="wrap" gap="2" mb="6">
              <Heading as="h2" id="home-mag" size="2xl">
                <Trans>Le magazine</Trans>
              </Heading>
              <AppLink href={pathFor("mag", locale)} color="brand.fg" fontWeight="semibold">
                <Trans>Tous les articles</Trans>
              </AppLink>
            </Flex>
            <ArticleGrid
              articles={content.items}
              categoryNames={new Map(content.categories.map((entry) => [entry.id, entry.name]))}
              headingLevel="h3"
              columns={{ base: 1, md: 3 }}
            />
          </Container>
        )
      }
    </Deferred>
  );
}
