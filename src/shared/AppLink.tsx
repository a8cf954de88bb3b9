import { Link, type LinkProps } from "@chakra-ui/react";
import { useRouter } from "@tanstack/react-router";
import type { MouseEvent } from "react";

type AppLinkProps = LinkProps & { href: string };

/**
 * A link inside the app: a real <a href> (new tab, copy link and crawlers work), navigated by
 * the router without a page reload on a plain click.
 */
export function AppLink({ href, onClick, ...props }: AppLinkProps) {
  const router = useRouter();
  const navigate = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
    if (event.defaultPrevented || modified || event.button !== 0 || props.target === "_blank")
      return;
    event.preventDefault();
    void router.navigate({ href });
  };
  return <Link href={href} onClick={navigate} {...props} />;
}
