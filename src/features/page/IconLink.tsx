import { Icon } from "@chakra-ui/react";
import type { ComponentProps, ReactNode } from "react";
import { AppLink } from "../../shared/AppLink.tsx";

type IconLinkProps = ComponentProps<typeof AppLink> & {
  /** A decorative icon before the text (hidden from screen readers: the text names the link). */
  icon: ReactNode;
};

/** A link inside the app with an icon before its text; style props adjust the look. */
export function IconLink({ icon, children, ...link }: IconLinkProps) {
  return (
    <AppLink display="inline-flex" gap="1" {...link}>
      <Icon aria-hidden="true">{icon}</Icon>
      {children}
    </AppLink>
  );
}
