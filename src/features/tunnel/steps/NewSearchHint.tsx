import { Box, Text } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import type { Locale } from "../../../config/index.ts";
import { AppLink } from "../../../shared/AppLink.tsx";
import { homeHref } from "../tunnelHrefs.ts";

/** A message and the way to a new search (spec 2, step 1: no file, or no flat held). */
export function NewSearchHint({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <Box borderWidth="1px" borderRadius="lg" p="5">
      <Text mb="3">{children}</Text>
      <AppLink href={homeHref(locale)} fontWeight="semibold" color="brand.fg">
        <Trans>Nouvelle recherche</Trans>
      </AppLink>
    </Box>
  );
}
