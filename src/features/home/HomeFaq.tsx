import { Box, Container, Heading, Icon, Stack } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";
import { ChevronRight } from "lucide-react";
import type { FaqItem } from "../../api/content.ts";
import type { Locale } from "../../config/index.ts";
import { pathFor } from "../../routes/paths.ts";
import { AppLink } from "../../shared/AppLink.tsx";
import { belowTheFold } from "../page/belowTheFold.ts";
import { Deferred } from "../page/Deferred.tsx";

type HomeFaqProps = { questions: Promise<FaqItem[] | null>; locale: Locale };

/** A few frequent questions; each leads to the FAQ, where the answers are. */
export function HomeFaq({ questions, locale }: HomeFaqProps) {
  const faq = pathFor("faq", locale);
  return (
    <Deferred value={questions} fallback={null}>
      {(list) =>
        list &&
        list.length > 0 && (
          <Container as="section" aria-labelledby="home-faq" css={belowTheFold} maxW="6xl" py="12">
            <Heading as="h2" id="home-faq" size="2xl" mb="6">
              <Trans>Vos questions</Trans>
            </Heading>
            <Stack as="ul" listStyleType="none" gap="0" borderTopWidth="1px">
              {list.map((item) => (
                <Box as="li" key={item.question} borderBottomWidth="1px">
                  <AppLink
                    href={faq}
                    display="flex"
                    justifyContent="space-between"
                    alignItems="center"
                    gap="4"
                    py="4"
                    color="fg"
                    fontWeight="medium"
                  >
                    {item.question}
                    <Icon aria-hidden="true" color="brand.fg">
                      <ChevronRight />
                    </Icon>
                  </AppLink>
                </Box>
              ))}
            </Stack>
            <AppLink
              href={faq}
              color="brand.fg"
              fontWeight="semibold"
              mt="4"
              display="inline-block"
            >
              <Trans>Toutes les questions fréquentes</Trans>
            </AppLink>
          </Container>
        )
      }
    </Deferred>
  );
}
