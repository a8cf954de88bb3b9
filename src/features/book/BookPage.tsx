import { Box, Container, Flex, Heading, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { getBookingSteps } from "../../api/content.ts";
import { pageTitles } from "../../routes/pageTitles.ts";
import { pathFor } from "../../routes/paths.ts";
import { AppLink } from "../../shared/AppLink.tsx";
import { PageHead } from "../../shared/PageHead.tsx";
import { type PageLoadContext, usePageData } from "../../shared/pageData.ts";
import { useCurrentLocale } from "../../shared/useCurrentRoute.ts";
import { outlineLinkButton, solidLinkButton } from "../page/linkButtonStyles.ts";
import { loadWithPageMeta } from "../page/pageMeta.ts";
import { BookingSteps } from "./BookingSteps.tsx";
import { ourCommitments, whatYouNeed } from "./bookingChecklist.ts";
import { ReassuranceGrid } from "./ReassuranceGrid.tsx";

export async function loadPage(context: PageLoadContext) {
  const { content: steps, meta } = await loadWithPageMeta("book", context, getBookingSteps);
  return { steps, meta };
}

/** How to book: the stages from search to keys, what to prepare, and what we commit to. */
export default function BookPage() {
  const { t, i18n } = useLingui();
  const { steps, meta } = usePageData<typeof loadPage>();
  const locale = useCurrentLocale();
  const title = meta?.title || i18n._(pageTitles.book);
  return (
    <Box py={{ base: "8", md: "12" }}>
      <PageHead title={title} description={meta?.description} />
      <Container maxW="5xl">
        <Heading as="h1" size={{ base: "2xl", md: "4xl" }} mb="3">
          {title}
        </Heading>
        <Text fontSize={{ base: "lg", md: "xl" }} color="fg.muted" mb="10" maxW="3xl">
          {meta?.abstract ||
            t`De la recherche à la remise des clés, tout se fait en ligne, à votre rythme.`}
        </Text>

        <Box as="section" aria-labelledby="booking-steps">
          <Heading as="h2" id="booking-steps" size={{ base: "xl", md: "2xl" }} mb="6">
            <Trans>Les étapes de votre réservation</Trans>
          </Heading>
          <BookingSteps steps={steps} />
        </Box>

        <ReassuranceGrid id="what-you-need" title={t`Ce qu'il vous faut`} items={whatYouNeed} />
        <ReassuranceGrid id="our-commitments" title={t`Nos engagements`} items={ourCommitments} />

        <Flex
          direction={{ base: "column", md: "row" }}
          align={{ md: "center" }}
          justify="space-between"
          gap="4"
          mt="16"
          p={{ base: "6", md: "8" }}
          borderRadius="2xl"
          bg="brand.subtle"
        >
          <Box>
            <Heading as="h2" size="lg" mb="1">
              <Trans>Prêt à trouver votre logement ?</Trans>
            </Heading>
            <Text color="fg.muted">
              <Trans>Une question avant de vous lancer ? Nos réponses sont dans la FAQ.</Trans>
            </Text>
          </Box>
          <Flex gap="3" wrap="wrap">
            <AppLink href={pathFor("residences", locale)} {...solidLinkButton}>
              <Trans>Voir nos résidences</Trans>
            </AppLink>
            <AppLink href={pathFor("faq", locale)} {...outlineLinkButton}>
              <Trans>Consulter la FAQ</Trans>
            </AppLink>
          </Flex>
        </Flex>
      </Container>
    </Box>
  );
}
