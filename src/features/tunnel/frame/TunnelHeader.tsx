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
 * language switcher, visual-accessibility toggle, account menu (with the full name here).
 */
export function TunnelHeader({ locale, children }: TunnelHeaderProps) {
  return (
    <Box as="header" borderBottomWidth="1px" bg="bg" px={{ base: "3", lg: "8" }} py="2">
      <Flex align="center" gap="3" wrap="wrap" maxW="7xl" mx="auto" minH="14">
        <AppLink
          href={homeHref(locale)}
          fontWeight="bold"
          fontSize={{ base: "lg", lg: "2xl" }}
          color="brand.fg"
        >
          {brand.name}
        </AppLink>
        <SupportPhoneLink gap="1" />
        <HStack gap="3" ms="auto" wrap="wrap">
          {children}
          <LanguageSwitcher />
          <VisualAccessibilityToggle />
          <AccountArea locale={locale} onApplicationPage />
        </HStack>
      </Flex>
    </Box>
  );
}
