import { Flex } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { type CityAlias, cityAliases, type Locale } from "../../config/index.ts";
import { cityNames } from "../../i18n/cities.ts";
import { pathFor } from "../../routes/paths.ts";
import { AppLink } from "../../shared/AppLink.tsx";

type CityFilterProps = { selected: CityAlias | undefined; locale: Locale };

/**
 * The list filtered by city, as links (`?city=`): shareable, crawlable, and the back button
 * returns to the previous filter. The current choice carries `aria-current`.
 */
export function CityFilter({ selected, locale }: CityFilterProps) {
  const { t, i18n } = useLingui();
  const choices = [
    { key: "all", label: t`Toutes les villes`, href: pathFor("residences", locale), on: !selected },
    ...cityAliases.map((city) => ({
      key: city,
      label: i18n._(cityNames[city]),
      href: pathFor("residences", locale, {}, { city }),
      on: selected === city,
    })),
  ];
  return (
    <nav aria-label={t`Filtrer par ville`}>
      <Flex as="ul" listStyleType="none" wrap="wrap" gap="2">
        {choices.map((choice) => (
          <li key={choice.key}>
            <AppLink
              href={choice.href}
              aria-current={choice.on ? "page" : undefined}
              display="inline-block"
              px="3"
              py="1.5"
              borderRadius="full"
              borderWidth="1px"
              borderColor="brand.border"
              fontSize="sm"
              fontWeight="medium"
              bg={choice.on ? "brand.solid" : "bg"}
              color={choice.on ? "brand.contrast" : "brand.fg"}
              _hover={{ textDecoration: "none", bg: choice.on ? "brand.solid" : "brand.subtle" }}
            >
              {choice.label}
            </AppLink>
          </li>
        ))}
      </Flex>
    </nav>
  );
}
