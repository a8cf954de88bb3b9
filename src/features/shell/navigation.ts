import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { RouteName, StaticRouteName } from "../../routes/table.ts";

export type MenuItem = {
  route: StaticRouteName;
  label: MessageDescriptor;
  smallScreensOnly?: boolean;
};

/** The top menu (spec 2.2); FAQ is an item on small screens, a shortcut on large ones. */
export const menuItems: readonly MenuItem[] = [
  { route: "homepage", label: msg`Accueil` },
  { route: "residences", label: msg`Nos résidences` },
  { route: "campus", label: msg`Qui sommes-nous` },
  { route: "mag", label: msg`Le mag` },
  { route: "book", label: msg`Comment réserver` },
  { route: "faq", label: msg`FAQ`, smallScreensOnly: true },
];

/** Which menu item a page belongs to, so it is highlighted on its sub-pages too. */
export function selectedMenuRoute(route: RouteName | undefined): RouteName | undefined {
  switch (route) {
    case "residenceDetails":
    case "typologies":
    case "city":
    case "cityLanding":
    case "searchResult":
      return "residences";
    case "newsDetails":
      return "mag";
    default:
      return menuItems.find((item) => item.route === route)?.route;
  }
}
