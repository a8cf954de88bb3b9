import { Box, Container, Heading, SimpleGrid } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { getSitemap } from "../../api/editorial.ts";
import { pageTitles } from "../../routes/pageTitles.ts";
import { PageHead } from "../../shared/PageHead.tsx";
import { type PageLoadContext, usePageData } from "../../shared/pageData.ts";
import { loadWithPageMeta } from "../page/pageMeta.ts";
import { SitemapLinks } from "./SitemapLinks.tsx";

export async function loadPage(context: PageLoadContext) {
  const { content: sitemap, meta } = await loadWithPageMeta("sitemap", context, getSitemap);
  return { sitemap, meta };
}

/** Every page of the site in the current language, grouped as the content service groups them. */
export default function SitemapPage() {
  const { i18n } = useLingui();
  const { sitemap, meta } = usePageData<typeof loadPage>();
  const title = meta?.title || i18n._(pageTitles.sitemap);
  return (
    <Container maxW="5xl" py={{ base: "8", md: "12" }}>
      <PageHead title={title} description={meta?.description} />
      <Heading as="h1" size={{ base: "2xl", md: "3xl" }} mb="8">
        {title}
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="10">
        {sitemap.sections.map((section) => (
          <Box as="section" key={section.id} aria-labelledby={`sitemap-${section.id}`}>
            <Heading
              as="h2"
              id={`sitemap-${section.id}`}
              size="lg"
              mb="3"
              pb="2"
              borderBottomWidth="2px"
              borderColor="brand.muted"
            >
              {section.title}
            </Heading>
            <SitemapLinks links={section.links} />
          </Box>
        ))}
      </SimpleGrid>
    </Container>
  );
}
