import { Box, type BoxProps } from "@chakra-ui/react";
import { useRouter } from "@tanstack/react-router";
import { type MouseEvent, useMemo } from "react";
import { matchPath } from "../../routes/paths.ts";
import { useCurrentLocale } from "../../shared/useCurrentRoute.ts";
import { proseStyles } from "./proseStyles.ts";
import { trustedHtml } from "./trustedTypes.ts";

type SanitizedHtmlProps = Omit<BoxProps, "children" | "dangerouslySetInnerHTML"> & {
  /** HTML from the content service, rendered only after `sanitizeHtml`. */
  html: string;
};

/**
 * A link to a page of the app, which the router can follow without reloading. Other paths of
 * the same site (a PDF under /files) are left to the browser.
 */
function internalHref(anchor: HTMLAnchorElement): string | undefined {
  const href = anchor.getAttribute("href");
  if (!href?.startsWith("/") || href.startsWith("//") || anchor.target === "_blank") return;
  const pathname = href.split(/[?#]/, 1)[0] ?? "";
  return matchPath(pathname) ? href : undefined;
}

/**
 * Server-provided HTML (FAQ answers, articles, footer pages, alert descriptions), sanitised
 * for the page's language. Links to pages of the site navigate in the app like `AppLink`.
 */
export function SanitizedHtml({ html, ...box }: SanitizedHtmlProps) {
  const locale = useCurrentLocale();
  const router = useRouter();
  const safe = useMemo(() => trustedHtml(html, locale), [html, locale]);
  const followInternalLink = (event: MouseEvent<HTMLDivElement>) => {
    const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
    if (event.defaultPrevented || modified || event.button !== 0) return;
    const anchor = (event.target as Element).closest?.("a");
    const href = anchor ? internalHref(anchor) : undefined;
    if (!href) return;
    event.preventDefault();
    void router.navigate({ href });
  };
  return (
    <Box
      css={proseStyles}
      onClick={followInternalLink}
      {...box}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML went through sanitizeHtml (DOMPurify with an allow-list) in the hestia-html policy just above.
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  );
}
