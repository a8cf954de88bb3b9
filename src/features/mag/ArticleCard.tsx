import { Box, Heading, Stack, Text } from "@chakra-ui/react";
import { type ArticleCard as ArticleCardData, contentAssetUrl } from "../../api/editorial.ts";
import { pathFor } from "../../routes/paths.ts";
import { AppLink } from "../../shared/AppLink.tsx";
import { useCurrentLocale } from "../../shared/useCurrentRoute.ts";
import { linkedCardProps } from "../page/linkedCard.ts";
import { PublishedOn } from "./PublishedOn.tsx";

type ArticleCardProps = {
  article: ArticleCardData;
  categoryName: string | undefined;
  headingLevel: "h2" | "h3";
};

/**
 * An article in a list. The title is the one link (one tab stop per card); it covers the card
 * so the picture and text are clickable too. The picture is decorative here: the title says it.
 */
export function ArticleCard({ article, categoryName, headingLevel }: ArticleCardProps) {
  const locale = useCurrentLocale();
  const alias = locale === "fr" ? article.alias_fr : article.alias_en;
  return (
    <Box as="article" {...linkedCardProps} borderColor="border" borderRadius="xl">
      {article.picture && (
        <Box asChild w="full" aspectRatio="16 / 9" objectFit="cover" bg="brand.subtle">
          <img
            src={contentAssetUrl(article.picture)}
            alt=""
            width="640"
            height="360"
            loading="lazy"
            decoding="async"
          />
        </Box>
      )}
      <Stack gap="2" p="5" flex="1">
        {categoryName && (
          <Text fontSize="xs" fontWeight="bold" textTransform="uppercase" color="accent.700">
            {categoryName}
          </Text>
        )}
        <Heading as={headingLevel} size="md" lineHeight="1.3">
          <AppLink
            href={pathFor("newsDetails", locale, { alias })}
            color="fg"
            _hover={{ color: "brand.fg", textDecoration: "none" }}
            _focusVisible={{ outline: "none" }}
            _after={{ content: '""', position: "absolute", inset: "0" }}
          >
            {article.title}
          </AppLink>
        </Heading>
        {article.abstract && (
          <Text color="fg.muted" lineClamp={3}>
            {article.abstract}
          </Text>
        )}
        <PublishedOn date={article.date} mt="auto" pt="2" />
      </Stack>
    </Box>
  );
}
