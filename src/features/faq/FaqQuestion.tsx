import { Box, chakra, Heading, Icon } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { ArrowRight, ChevronDown } from "lucide-react";
import { useId } from "react";
import type { FaqItem } from "../../api/content.ts";
import { pageTitles } from "../../routes/pageTitles.ts";
import type { RouteName } from "../../routes/table.ts";
import { AppLink } from "../../shared/AppLink.tsx";
import { useCurrentLocale } from "../../shared/useCurrentRoute.ts";
import { hrefOfRoute } from "../html/routeHref.ts";
import { SanitizedHtml } from "../html/SanitizedHtml.tsx";

type FaqQuestionProps = {
  item: FaqItem;
  open: boolean;
  onToggle: () => void;
  /** The question's heading level under its section (h3 under a theme heading). */
  headingLevel: "h2" | "h3";
};

/**
 * One question as a disclosure: a button (inside a heading, so screen-reader users can jump
 * from question to question) that says whether it is expanded and controls the answer region.
 */
export function FaqQuestion({ item, open, onToggle, headingLevel }: FaqQuestionProps) {
  const { t, i18n } = useLingui();
  const locale = useCurrentLocale();
  const id = useId();
  const buttonId = `${id}-question`;
  const panelId = `${id}-answer`;
  const link = item.internalLink;
  const linkHref = link ? hrefOfRoute(link.route, locale, link.params) : undefined;
  const linkTitle = link ? pageTitles[link.route as RouteName] : undefined;
  return (
    <Box as="li" borderBottomWidth="1px" borderColor="border">
      <Heading as={headingLevel} fontSize={{ base: "md", md: "lg" }} fontWeight="semibold" m="0">
        <chakra.button
          type="button"
          id={buttonId}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
          display="flex"
          w="full"
          alignItems="center"
          justifyContent="space-between"
          gap="4"
          py="4"
          textAlign="start"
          cursor="pointer"
          color={open ? "brand.fg" : "fg"}
          _hover={{ color: "brand.fg" }}
          _focusVisible={{
            outline: "2px solid",
            outlineColor: "brand.focusRing",
            outlineOffset: "2px",
          }}
        >
          <span>{item.question}</span>
          <Icon
            aria-hidden="true"
            flexShrink="0"
            transform={open ? "rotate(180deg)" : undefined}
            transition="transform 0.2s"
            _motionReduce={{ transition: "none" }}
          >
            <ChevronDown />
          </Icon>
        </chakra.button>
      </Heading>
      <Box id={panelId} role="region" aria-labelledby={buttonId} hidden={!open} pb="5" pe="8">
        <SanitizedHtml html={item.response} />
        {item.detail && <SanitizedHtml html={item.detail} mt="3" fontSize="sm" color="fg.muted" />}
        {linkHref && (
          <AppLink
            href={linkHref}
            display="inline-flex"
            alignItems="center"
            gap="1"
            mt="3"
            fontWeight="semibold"
            color="brand.fg"
          >
            {linkTitle ? t`En savoir plus : ${i18n._(linkTitle)}` : t`En savoir plus`}
            <Icon aria-hidden="true">
              <ArrowRight />
            </Icon>
          </AppLink>
        )}
      </Box>
    </Box>
  );
}
