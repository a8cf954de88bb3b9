import { Flex } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { ContentGroup } from "../../api/editorial.ts";
import { pathFor } from "../../routes/paths.ts";
import { AppLink } from "../../shared/AppLink.tsx";
import { useCurrentLocale } from "../../shared/useCurrentRoute.ts";

type CategoryFilterProps = {
  categories: readonly ContentGroup[];
  counts: ReadonlyMap<string, number>;
  total: number;
  selected: string;
};

/** The categories as links (`?category=`), so a filtered list has its own shareable address. */
export function CategoryFilter({ categories, counts, total, selected }: CategoryFilterProps) {
  const { t } = useLingui();
  const locale = useCurrentLocale();
  const choices = [
    { id: "", name: t`Tous les articles`, count: total },
    ...categories.map((category) => ({ ...category, count: counts.get(category.id) ?? 0 })),
  ];
  return (
    <Flex as="ul" listStyleType="none" wrap="wrap" gap="2">
      {choices.map((choice) => {
        const current = choice.id === selected;
        return (
          <li key={choice.id || "all"}>
            <AppLink
              href={pathFor("mag", locale, {}, choice.id ? { category: choice.id } : undefined)}
              aria-current={current ? "page" : undefined}
              display="inline-flex"
              alignItems="center"
              px="4"
              py="1.5"
              borderRadius="full"
              borderWidth="1px"
              borderColor="brand.solid"
              fontSize="sm"
              fontWeight="semibold"
              bg={current ? "brand.solid" : "transparent"}
              color={current ? "brand.contrast" : "brand.fg"}
              _hover={{ textDecoration: "none", bg: current ? "brand.solid" : "brand.subtle" }}
            >
              {`${choice.name} (${choice.count})`}
            </AppLink>
          </li>
        );
      })}
    </Flex>
  );
}
