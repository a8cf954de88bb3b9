import { Box, Flex, Link } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";
import { Outlet } from "@tanstack/react-router";
import { brand } from "../config/index.ts";
import { pathFor } from "../routes/paths.ts";
import { LanguageSwitcher } from "./LanguageSwitcher.tsx";
import { useCurrentLocale } from "./useCurrentRoute.ts";

/** The frame every page renders in; the full shell (menu, alerts, footer) comes with its issue. */
export function RootLayout() {
  const locale = useCurrentLocale();
  return (
    <Flex direction="column" minH="100vh">
      <Box as="header" borderBottomWidth="1px" px={{ base: "4", lg: "8" }} py="3">
        <Flex align="center" justify="space-between" maxW="7xl" mx="auto">
          <Link href={pathFor("homepage", locale)} fontWeight="bold" fontSize="xl" color="brand.fg">
            {brand.name}
            <Box as="span" srOnly>
              <Trans>Accueil</Trans>
            </Box>
          </Link>
          <LanguageSwitcher />
        </Flex>
      </Box>
      <Box as="main" id="main" flex="1">
        <Outlet />
      </Box>
    </Flex>
  );
}
