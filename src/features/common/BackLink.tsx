import { Icon } from "@chakra-ui/react";
import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { AppLink } from "../../shared/AppLink.tsx";

/** A "back to ..." link above a page's title: a real link to the parent page. */
export function BackLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <AppLink
      href={href}
      display="inline-flex"
      alignItems="center"
      gap="1"
      fontSize="sm"
      fontWeight="semibold"
      color="brand.fg"
      mb="6"
    >
      <Icon aria-hidden="true">
        <ArrowLeft />
      </Icon>
      {children}
    </AppLink>
  );
}
