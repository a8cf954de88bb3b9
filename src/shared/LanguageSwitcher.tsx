import { Link, VisuallyHidden } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";
import { useRouter, useRouterState } from "@tanstack/react-router";
import type { MouseEvent } from "react";
import { switchLanguageHref } from "../routes/languageSwitch.ts";
import { localeOfPath } from "../routes/paths.ts";
import { pageAliasesOf } from "./pageData.ts";

/** Links to the same page in the other language, query string kept (spec 2.2). */
export function LanguageSwitcher() {
  const router = useRouter();
  // The page's path and its aliases, read from the same match: `location` moves to the next
  // page as soon as a navigation starts, while the aliases are those of the page whose data is
  // loaded, and mixing the two built a wrong-language address. (While a page's data loads it has
  // no aliases yet: the route table's mapping is used, and the page redirects to its own alias.)
  const pathname = useRouterState({
    select: (state) => state.matches.at(-1)?.pathname ?? state.location.pathname,
  });
  const search = useRouterState({ select: (state) => state.location.searchStr });
  const target = localeOfPath(pathname) === "fr" ? "en" : "fr";
  const aliases = useRouterState({
    select: (state) => pageAliasesOf(state.matches.at(-1)?.loaderData),
  });
  const href = switchLanguageHref({ pathname, search, target, aliases });
  const label = target === "en" ? "English" : "Français";
  const code = target.toUpperCase();
  const navigate = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    void router.navigate({ href });
  };
  return (
    <Link
      href={href}
      hrefLang={target}
      onClick={navigate}
      fontWeight="semibold"
      colorPalette="brand"
    >
      {/* The name starts with the visible "EN" / "FR" (WCAG 2.5.3, label in name): a voice-control
          user who says "click EN" reaches it. Only the other language's words carry its `lang`
          (RGAA 8.7): the rest of the name is read in the page's language. */}
      <Trans>
        <span lang={target}>{code}</span>{" "}
        <VisuallyHidden>
          (<span lang={target}>{label}</span>), changer de langue
        </VisuallyHidden>
      </Trans>
    </Link>
  );
}
