import { Box } from "@chakra-ui/react";
import type { SitemapLink } from "../../api/editorial.ts";
import { AppLink } from "../../shared/AppLink.tsx";
import { useCurrentLocale } from "../../shared/useCurrentRoute.ts";
import { hrefOfRoute } from "../html/routeHref.ts";

/** Links as a nested list; an entry naming a route the app does not know is left out. */
export function SitemapLinks({
  links,
  depth = 0,
}: {
  links: readonly SitemapLink[];
  depth?: number;
}) {
  const locale = useCurrentLocale();
  const entries = links.flatMap((link) => {
    const href = hrefOfRoute(link.route, locale, link.params);
    return href ? [{ link, href }] : [];
  });
  if (entries.length === 0) return null;
  return (
    <Box
      as="ul"
      listStyleType={depth === 0 ? "none" : "disc"}
      ps={depth === 0 ? "0" : "5"}
      mt={depth === 0 ? "0" : "1"}
    >
      {entries.map(({ link, href }) => (
        <Box as="li" key={`${href} ${link.label}`} py="1">
          <AppLink href={href} color="brand.fg">
            {link.label}
          </AppLink>
          <SitemapLinks links={link.links} depth={depth + 1} />
        </Box>
      ))}
    </Box>
  );
}
