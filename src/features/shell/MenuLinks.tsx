import { Stack, type StackProps } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { Locale } from "../../config/index.ts";
import { pathFor } from "../../routes/paths.ts";
import type { RouteName } from "../../routes/table.ts";
import { AppLink } from "../../shared/AppLink.tsx";
import { menuItems } from "./navigation.ts";

type MenuLinksProps = StackProps & {
  locale: Locale;
  selected: RouteName | undefined;
  smallScreen: boolean;
  onNavigate?: () => void;
};

/** The menu items as links; the selected one is highlighted and marked as the current page. */
export function MenuLinks({ locale, selected, smallScreen, onNavigate, ...stack }: MenuLinksProps) {
  const { i18n } = useLingui();
  const items = menuItems.filter((item) => smallScreen || !item.smallScreensOnly);
  return (
    <Stack as="ul" listStyleType="none" {...stack}>
      {items.map((item) => {
        const isSelected = item.route === selected;
        return (
          <li key={item.route}>
            <AppLink
              href={pathFor(item.route, locale)}
              aria-current={isSelected ? "page" : undefined}
              onClick={onNavigate}
              fontWeight={isSelected ? "bold" : "medium"}
              color={isSelected ? "brand.fg" : "fg"}
              borderBottomWidth="2px"
              borderColor={isSelected ? "brand.solid" : "transparent"}
              py="1"
              whiteSpace="nowrap"
            >
              {i18n._(item.label)}
            </AppLink>
          </li>
        );
      })}
    </Stack>
  );
}
