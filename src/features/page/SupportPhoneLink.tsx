import { Box, Icon, Link, type LinkProps } from "@chakra-ui/react";
import { Phone } from "lucide-react";
import { support } from "../../config/index.ts";

type SupportPhoneLinkProps = Omit<LinkProps, "href" | "children"> & {
  /** Below the tablet width only the icon shows; the number stays the link's name. */
  numberHiddenOnPhone?: boolean;
};

/** Click-to-call the customer service: a phone icon and the number; style props adjust the look. */
export function SupportPhoneLink({ numberHiddenOnPhone = false, ...props }: SupportPhoneLinkProps) {
  return (
    <Link
      href={`tel:${support.phoneE164}`}
      display="inline-flex"
      alignItems="center"
      gap="2"
      fontWeight="semibold"
      color="brand.fg"
      // The icon alone is still a 24 px target (WCAG 2.5.8).
      minW="6"
      minH="6"
      justifyContent="center"
      {...props}
    >
      <Icon aria-hidden="true">
        <Phone />
      </Icon>
      <Box as="span" srOnly={numberHiddenOnPhone ? { base: true, md: false } : undefined}>
        {support.phoneDisplay}
      </Box>
    </Link>
  );
}
