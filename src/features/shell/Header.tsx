import { Box, Button, Flex, HStack, Icon, Link } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { CircleHelp, Menu, Phone } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { brand, type Locale, support } from "../../config/index.ts";
import { pathFor } from "../../routes/paths.ts";
import type { RouteName } from "../../routes/table.ts";
import { AppLink } from "../../shared/AppLink.tsx";
import { LanguageSwitcher } from "../../shared/LanguageSwitcher.tsx";
import { AccountArea } from "../session/index.ts";
import { MenuLinks } from "./MenuLinks.tsx";
import { selectedMenuRoute } from "./navigation.ts";
import { VisualAccessibilityToggle } from "./VisualAccessibilityToggle.tsx";

// The full-screen menu is only downloaded when a small-screen visitor opens it.
const MobileMenu = lazy(() => import("./MobileMenu.tsx"));

type HeaderProps = { locale: Locale; route: RouteName | undefined };

/** Logo, menu (inline on large screens, a burger on small ones), shortcuts and settings. */
export function Header({ locale, route }: HeaderProps) {
  const { t } = useLingui();
  const [menuWasOpened, setMenuWasOpened] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const selected = selectedMenuRoute(route);
  const openMenu = () => {
    setMenuWasOpened(true);
    setMenuOpen(true);
  };
  return (
    <Box as="header" borderBottomWidth="1px" bg="bg" px={{ base: "3", lg: "8" }}>
      {/*
        Two rows on large screens (logo and controls, then the menu), so nothing is pushed off
        the screen at laptop widths or in the visual-impairment mode's larger type; when even the
        first row is too narrow (a phone in that mode), the controls wrap below the logo.
      */}
      <Flex
        align="center"
        wrap="wrap"
        columnGap="4"
        rowGap="1"
        maxW="7xl"
        mx="auto"
        minH={{ base: "45px", lg: "100px" }}
        py={{ base: "1", lg: "2" }}
      >
        <AppLink
          href={pathFor("homepage", locale)}
          fontWeight="bold"
          fontSize={{ base: "lg", lg: "2xl" }}
          color="brand.fg"
          whiteSpace="nowrap"
        >
          {brand.name}
        </AppLink>
        <HStack gap="1" ms="auto" wrap="wrap" justify="flex-end">
          <Link
            href={`tel:${support.phoneE164}`}
            display={{ base: "none", lg: "inline-flex" }}
            alignItems="center"
            gap="1"
            fontWeight="semibold"
            color="brand.fg"
            me="2"
            whiteSpace="nowrap"
            aria-label={t`Appeler le service client : ${support.phoneDisplay}`}
          >
            <Icon aria-hidden="true">
              <Phone />
            </Icon>
            {/* The number itself shows where the header has room for it. */}
            <Box as="span" display={{ base: "none", xl: "inline" }}>
              {support.phoneDisplay}
            </Box>
          </Link>
          <AppLink
            href={pathFor("faq", locale)}
            display={{ base: "none", lg: "inline-flex" }}
            alignItems="center"
            gap="1"
            me="2"
            aria-current={route === "faq" ? "page" : undefined}
          >
            <Icon aria-hidden="true">
              <CircleHelp />
            </Icon>
            {t`FAQ`}
          </AppLink>
          <LanguageSwitcher />
          <VisualAccessibilityToggle />
          <AccountArea locale={locale} onApplicationPage={route === "dossier"} />
          <Button
            variant="ghost"
            size="sm"
            display={{ base: "inline-flex", lg: "none" }}
            onClick={openMenu}
            aria-label={t`Ouvrir le menu`}
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
          >
            <Icon aria-hidden="true">
              <Menu />
            </Icon>
          </Button>
        </HStack>
        <Box
          as="nav"
          aria-label={t`Menu principal`}
          flexBasis="100%"
          display={{ base: "none", lg: "block" }}
        >
          <MenuLinks
            locale={locale}
            selected={selected}
            smallScreen={false}
            direction="row"
            wrap="wrap"
            columnGap="6"
            rowGap="1"
            justify="center"
          />
        </Box>
      </Flex>
      {menuWasOpened && (
        <Suspense fallback={null}>
          <MobileMenu
            open={menuOpen}
            onClose={() => setMenuOpen(false)}
            locale={locale}
            selected={selected}
          />
        </Suspense>
      )}
    </Box>
  );
}
