import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { IconLink } from "./IconLink.tsx";

/** A "back to ..." link above a page's title: a real link to the parent page. */
export function BackLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <IconLink
      icon={<ArrowLeft />}
      href={href}
      alignItems="center"
      fontSize="sm"
      fontWeight="semibold"
      color="brand.fg"
      mb="6"
    >
      {children}
    </IconLink>
  );
}
