import { Icon, Link, type LinkProps } from "@chakra-ui/react";
import { Phone } from "lucide-react";
import { support } from "../../config/index.ts";

type SupportPhoneLinkProps = Omit<LinkProps, "href" | "children">;

/** Click-to-call the customer service: a phone icon and the number; style props adjust the look. */
export function SupportPhoneLink(props: SupportPhoneLinkProps) {
  return (
    <Link
      href={`tel:${support.phoneE164}`}
      display="inline-flex"
      alignItems="center"
      gap="2"
      fontWeight="semibold"
      color="brand.fg"
      {...props}
    >
      <Icon aria-hidden="true">
        <Phone />
      </Icon>
      {support.phoneDisplay}
    </Link>
  );
}
