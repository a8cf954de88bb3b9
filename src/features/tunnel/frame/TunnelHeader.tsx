import { Box, Flex, HStack } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { brand, type Locale } from "../../../config/index.ts";
import { AppLink } from "../../../shared/AppLink.tsx";
import { LanguageSwitcher } from "../../../shared/LanguageSwitcher.tsx";
import { SupportPhoneLink } from "../../page/SupportPhoneLink.tsx";
import { AccountArea } from "../../session/index.ts";
import { VisualAccessibilityToggle } from "../../shell/index.ts";
import { homeHref } from "../tunnelHrefs.ts";

type TunnelHeaderProps = {
  locale: Locale;
  /** The pre-booking countdown and "Reprendre plus tard", before step 5. */
  children?: ReactNode;
};

/**
 * The tunnel's own header (the shell's is hidden on this page, spec 2): logo home, click-to-call,
 * language switcher, visual-accessibility toggle, account menu (with the full name here), then
 * the countdown. It stays at the top while the page scrolls, so the time left is always in view;
 * on a phone it is two short rows (the number called by its icon, the name cut short), and the
 * page's `scroll-padding-top` (theme/system.ts) keeps a focused field from hiding under it.
 */
export function TunnelHeader({ locale, children }: TunnelHeaderProps) {
  return (
    <Box
      as="header"
      data-sticky-header=""
      position="sticky"
      top="0"
      zIndex="sticky"
      borderBottomWidth="1px"
      bg="bg"
      px={{ base: "3", lg: "8" }}
      py={{ base: "1", md: "2" }}
    >
      <Flex
        align="center"
        columnGap={{ base: "2", md: "3" }}
        wrap="wrap"
        maxW="7xl"
        mx="auto"
        minH={{ base: "9", md: "14" }}
      >
        <AppLink
          href={homeHref(locale)}
          fontWeight="bold"
          fontSize={{ base: "md", lg: "2xl" }}
          color="brand.fg"
        >
          {brand.name}
        </AppLink>
        <SupportPhoneLink gap="1" numberHiddenOnPhone />
        <HStack gap={{ base: "1", md: "3" }} ms="auto" minW="0">
          <LanguageSwitcher />
          <VisualAccessibilityToggle />
          <AccountArea locale={locale} onApplicationPage />
        </HStack>
        {children && (
          <HStack gap="2" justify="space-between" width={{ base: "full", md: "auto" }}>
            {children}
          </HStack>
        )}
      </Flex>
    </Box>
  );
}
