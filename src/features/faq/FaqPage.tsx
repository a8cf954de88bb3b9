import { Box, Button, Container, Heading, Stack, Text } from "@chakra-ui/react";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useRouter, useSearch } from "@tanstack/react-router";
import { useState } from "react";
import type { FaqItem } from "../../api/content.ts";
import { pageTitles } from "../../routes/pageTitles.ts";
import { pathFor } from "../../routes/paths.ts";
import { PageHead } from "../../shared/PageHead.tsx";
import { type PageLoadContext, usePageData } from "../../shared/pageData.ts";
import { useCurrentLocale } from "../../shared/useCurrentRoute.ts";
import { FaqQuestion } from "./FaqQuestion.tsx";
import { FaqSearchBox } from "./FaqSearchBox.tsx";
import { FaqThemeFilter } from "./FaqThemeFilter.tsx";
import { loadFaqPageContent } from "./faqContent.ts";
import { countByTheme, groupByTheme, inTheme, searchFaq } from "./faqSearch.ts";
import { type FaqUrlState, readFaqUrlState, toFaqSearch } from "./faqUrlState.ts";
import { NeedHelp } from "./NeedHelp.tsx";
import { useSearchDraft } from "./useSearchDraft.ts";

export function loadPage({ locale, api }: PageLoadContext) {
  return loadFaqPageContent(locale, api);
}

/** Items have no id in the contract: their alias, else their question, names them. */
const keyOf = (item: FaqItem) => item.alias_fr || item.alias_en || item.question;

export default function FaqPage() {
  const { t, i18n } = useLingui();
  const { faq, meta } = usePageData<typeof loadPage>();
  const locale = useCurrentLocale();
  const router = useRouter();
  const url = readFaqUrlState(useSearch({ strict: false }));
  const theme = faq.themes.some((known) => known.id === url.theme) ? url.theme : "";
  const [openKeys, setOpenKeys] = useState<ReadonlySet<string>>(new Set());

  const navigateTo = (next: FaqUrlState) =>
    router.navigate({
      to: pathFor("faq", locale),
      search: toFaqSearch(next),
      replace: true,
      resetScroll: false,
    });
  const search = useSearchDraft(url.query, (query) => void navigateTo({ query, theme }));
  /** A change that writes the search and the theme together (theme buttons, clearing). */
  const show = (next: FaqUrlState) => {
    search.markCommitted(next.query);
    void navigateTo(next);
  };

  const matching = searchFaq(faq.items, search.draft);
  const shown = inTheme(matching, theme);
  const sections = groupByTheme(shown, faq.themes);
  const toggle = (key: string) =>
    setOpenKeys((keys) => {
      const next = new Set(keys);
      if (!next.delete(key)) next.add(key);
      return next;
    });

  const title = meta?.title || i18n._(pageTitles.faq);
  return (
    <Container maxW="4xl" py={{ base: "8", md: "12" }}>
      <PageHead title={title} description={meta?.description} />
      <Heading as="h1" size={{ base: "2xl", md: "3xl" }} mb="3">
        {title}
      </Heading>
      <Text fontSize="lg" color="fg.muted" mb="8">
        {meta?.abstract ||
          t`Réservation, dossier, garants, paiement, bail : trouvez vite votre réponse.`}
      </Text>

      <Stack gap="5" mb="8">
        <FaqSearchBox value={search.draft} onChange={search.setDraft} onSubmit={search.flush} />
        <FaqThemeFilter
          themes={faq.themes}
          counts={countByTheme(matching)}
          total={matching.length}
          selected={theme}
          onSelect={(next) => show({ query: search.draft, theme: next })}
        />
        <Text role="status" fontSize="sm" color="fg.muted">
          <Plural
            value={shown.length}
            _0="Aucune question ne correspond à votre recherche."
            one="# question"
            other="# questions"
          />
        </Text>
      </Stack>

      {sections.map((section) => (
        <Box as="section" key={section.id} mb="8" aria-labelledby={`faq-theme-${section.id}`}>
          <Heading as="h2" id={`faq-theme-${section.id}`} size="lg" mb="2" color="brand.fg">
            {section.theme?.name ?? t`Autres questions`}
          </Heading>
          <Box as="ul" listStyleType="none" borderTopWidth="1px" borderColor="border">
            {section.items.map((item) => (
              <FaqQuestion
                key={keyOf(item)}
                item={item}
                headingLevel="h3"
                open={openKeys.has(keyOf(item))}
                onToggle={() => toggle(keyOf(item))}
              />
            ))}
          </Box>
        </Box>
      ))}

      {shown.length === 0 && (search.draft || theme) && (
        <Button
          variant="outline"
          colorPalette="brand"
          onClick={() => show({ query: "", theme: "" })}
        >
          <Trans>Effacer la recherche</Trans>
        </Button>
      )}
      <NeedHelp />
    </Container>
  );
}
