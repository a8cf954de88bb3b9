import { Flex, Icon, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { ChevronRight } from "lucide-react";
import type { Locale } from "../../config/index.ts";
import { pageTitles } from "../../routes/pageTitles.ts";
import { pathFor } from "../../routes/paths.ts";
import { AppLink } from "../../shared/AppLink.tsx";

type Crumb = { label: string; href?: string };

/** Where the page sits in the site; the last crumb is the current page, not a link. */
export function Breadcrumbs({ items }: { items: readonly Crumb[] }) {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Fil d'Ariane`}>
      <Flex as="ol" wrap="wrap" align="center" gap="1" fontSize="sm" listStyleType="none">
        {items.map((item, index) => (
          <Flex as="li" key={item.label} align="center" gap="1">
            {index > 0 && (
              <Icon aria-hidden="true" boxSize="3" color="fg.muted">
                <ChevronRight />
              </Icon>
            )}
            {item.href ? (
              <AppLink href={item.href} color="brand.fg">
                {item.label}
              </AppLink>
            ) : (
              <Text as="span" aria-current="page" color="fg.muted">
                {item.label}
              </Text>
            )}
          </Flex>
        ))}
      </Flex>
    </nav>
  );
}

/** Breadcrumbs below the residences list: home, the residences, then `trail` down to this page. */
export function ResidencesBreadcrumbs({
  locale,
  trail,
}: {
  locale: Locale;
  trail: readonly Crumb[];
}) {
  const { t, i18n } = useLingui();
  return (
    <Breadcrumbs
      items={[
        { label: t`Accueil`, href: pathFor("homepage", locale) },
        { label: i18n._(pageTitles.residences), href: pathFor("residences", locale) },
        ...trail,
      ]}
    />
  );
}
