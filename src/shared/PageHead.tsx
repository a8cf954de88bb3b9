import { useLingui } from "@lingui/react/macro";
import { useRouterState } from "@tanstack/react-router";
import { brand, locales } from "../config/index.ts";
import { type PageAliases, switchLanguageHref } from "../routes/languageSwitch.ts";
import { useErrorSummaryShown } from "./errorTitle.ts";
import { siteOrigin } from "./siteOrigin.ts";

type PageHeadProps = {
  /** Absent where a part of the page names it (the tunnel's steps: TunnelTitle). */
  title?: string | undefined;
  description?: string | undefined;
  aliases?: PageAliases | undefined;
};

/**
 * The document's title: the page's own, then the site's name (RGAA 8.6), after "Erreur : "
 * while an error summary shows (src/shared/errorTitle.ts).
 */
export function PageTitle({ title }: { title: string }) {
  const { t } = useLingui();
  const full = `${title} | ${brand.name}`;
  return <title>{useErrorSummaryShown() ? t`Erreur : ${full}` : full}</title>;
}

/**
 * The page's title, meta description, canonical URL and hreflang alternates. React 19 hoists
 * these tags into <head>, so a page declares them where it renders.
 */
export function PageHead({ title, description, aliases }: PageHeadProps) {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const origin = siteOrigin();
  const alternates = locales.map((locale) => ({
    locale,
    href: origin + switchLanguageHref({ pathname, search: "", target: locale, aliases }),
  }));
  return (
    <>
      {title !== undefined && <PageTitle title={title} />}
      {description && <meta name="description" content={description} />}
      <link rel="canonical" href={origin + pathname} />
      {alternates.map(({ locale, href }) => (
        <link key={locale} rel="alternate" hrefLang={locale} href={href} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={alternates[0]?.href} />
    </>
  );
}
