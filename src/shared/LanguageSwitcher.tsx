import { Link } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useRouter, useRouterState } from "@tanstack/react-router";
import type { MouseEvent } from "react";
import { switchLanguageHref } from "../routes/languageSwitch.ts";
import { localeOfPath } from "../routes/paths.ts";
import { pageAliasesOf } from "./pageData.ts";

/** Links to the same page in the other language, query string kept (spec 2.2). */
export function LanguageSwitcher() {
  const { t } = useLingui();
  const router = useRouter();
  const location = useRouterState({ select: (state) => state.location });
  const target = localeOfPath(location.pathname) === "fr" ? "en" : "fr";
  const aliases = useRouterState({
    select: (state) => pageAliasesOf(state.matches.at(-1)?.loaderData),
  });
  const href = switchLanguageHref({
    pathname: location.pathname,
    search: location.searchStr,
    target,
    aliases,
  });
  const label = target === "en" ? "English" : "Français";
  const navigate = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    void router.navigate({ href });
  };
  return (
    <Link
      href={href}
      hrefLang={target}
      lang={target}
      onClick={navigate}
      aria-label={t`Changer de langue : ${label}`}
      fontWeight="semibold"
      colorPalette="brand"
    >
      {target.toUpperCase()}
    </Link>
  );
}
